import { QueryOrder } from '@mikro-orm/core';
import type { ConversationRepository, ConversationSummary } from '#application/conversations/ports.ts';
import type { Conversation, ConversationMessage } from '#domain/clients/conversation.ts';
import type { UnitOfWork } from '../database.ts';
import { ConversationMessageRecord, ConversationRecord } from './conversation.entity.ts';
import { toConversation, toConversationMessage } from './conversation.mapper.ts';
import { conversationSummaries } from './conversation-summaries.ts';

export class OrmConversationRepository implements ConversationRepository {
  private readonly em: UnitOfWork;

  constructor(em: UnitOfWork) {
    this.em = em;
  }

  listForClient(clientId: string): Promise<ConversationSummary[]> {
    return conversationSummaries(this.em, { client: clientId }, 'client');
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
