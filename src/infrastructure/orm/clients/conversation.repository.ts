import { QueryOrder } from '@mikro-orm/core';
import type { ConversationRepository, ConversationSummary } from '#application/clients/ports.ts';
import type { Conversation, ConversationMessage } from '#domain/clients/conversation.ts';
import type { UnitOfWork } from '../database.ts';
import { ConversationMessageRecord, ConversationRecord } from './conversation.entity.ts';
import { toConversation, toConversationMessage } from './conversation.mapper.ts';

export class OrmConversationRepository implements ConversationRepository {
  private readonly em: UnitOfWork;

  constructor(em: UnitOfWork) {
    this.em = em;
  }

  async listForClient(clientId: string): Promise<ConversationSummary[]> {
    const records = await this.em.find(
      ConversationRecord,
      { client: clientId },
      {
        orderBy: [
          { lastMessageAt: QueryOrder.DESC_NULLS_LAST },
          { createdAt: QueryOrder.DESC },
          { id: QueryOrder.DESC },
        ],
        disableIdentityMap: true,
      },
    );
    if (records.length === 0) return [];
    const messages = await this.em.find(
      ConversationMessageRecord,
      { conversation: { $in: records.map((record) => record.id) } },
      { fields: ['conversation', 'author', 'readAt'], disableIdentityMap: true },
    );
    const counts = new Map<string, number>();
    const unread = new Map<string, number>();
    for (const message of messages) {
      const id = message.conversation.id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
      if (message.author === 'owner' && !message.readAt) unread.set(id, (unread.get(id) ?? 0) + 1);
    }
    return records.map((record) => ({
      ...toConversation(record),
      messageCount: counts.get(record.id) ?? 0,
      unreadCount: unread.get(record.id) ?? 0,
    }));
  }

  async findForClient(
    clientId: string,
    conversationId: string,
  ): Promise<{ conversation: Conversation; messages: ConversationMessage[] } | null> {
    const record = await this.em.findOne(
      ConversationRecord,
      { id: conversationId, client: clientId },
      { disableIdentityMap: true },
    );
    if (!record) return null;
    const messages = await this.em.find(
      ConversationMessageRecord,
      { conversation: record.id },
      { orderBy: [{ sentAt: QueryOrder.ASC }, { id: QueryOrder.ASC }], disableIdentityMap: true },
    );
    return { conversation: toConversation(record), messages: messages.map(toConversationMessage) };
  }
}
