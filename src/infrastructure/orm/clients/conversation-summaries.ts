import { type FilterQuery, QueryOrder } from '@mikro-orm/core';
import type { ConversationSummary } from '#application/conversations/ports.ts';
import type { MessageAuthor } from '#domain/clients/conversation.ts';
import type { UnitOfWork } from '../database.ts';
import { ConversationMessageRecord, ConversationRecord } from './conversation.entity.ts';
import { toConversation } from './conversation.mapper.ts';

type ConversationFilter = FilterQuery<InstanceType<typeof ConversationRecord.class>>;

/**
 * Conversations with their message counts, most recent message first (those without messages last).
 * "Unread" is what the reader has not opened: the other side's messages without `read_at` (for the
 * client the owner's, for the owner the client's).
 */
export async function conversationSummaries(
  em: UnitOfWork,
  where: ConversationFilter,
  reader: MessageAuthor,
): Promise<ConversationSummary[]> {
  const records = await em.find(ConversationRecord, where, {
    orderBy: [
      { lastMessageAt: QueryOrder.DESC_NULLS_LAST },
      { createdAt: QueryOrder.DESC },
      { id: QueryOrder.DESC },
    ],
    disableIdentityMap: true,
  });
  if (records.length === 0) return [];
  const messages = await em.find(
    ConversationMessageRecord,
    { conversation: { $in: records.map((record) => record.id) } },
    { fields: ['conversation', 'author', 'readAt'], disableIdentityMap: true },
  );
  const counts = new Map<string, number>();
  const unread = new Map<string, number>();
  for (const message of messages) {
    const id = message.conversation.id;
    counts.set(id, (counts.get(id) ?? 0) + 1);
    if (message.author !== reader && !message.readAt) unread.set(id, (unread.get(id) ?? 0) + 1);
  }
  return records.map((record) => ({
    ...toConversation(record),
    messageCount: counts.get(record.id) ?? 0,
    unreadCount: unread.get(record.id) ?? 0,
  }));
}
