import { randomUUID } from 'node:crypto';
import { LockMode, QueryOrder } from '@mikro-orm/core';
import type {
  ConversationThreads,
  EmailDecision,
  NewThreadMessage,
  OwnerThread,
  SentMessage,
  ThreadPerson,
} from '#application/conversations/ports.ts';
import { type MessageAuthor, recipientOf } from '#domain/clients/conversation.ts';
import type { UnitOfWork } from '../database.ts';
import { runSql } from '../sql.ts';
import type { ClientRecordEntity } from './client.entity.ts';
import {
  ConversationMessageRecord,
  ConversationRecord,
  type ConversationRecordEntity,
} from './conversation.entity.ts';
import { toConversation, toConversationMessage } from './conversation.mapper.ts';
import { ProjectRecord } from './project.entity.ts';

const person = (client: ClientRecordEntity): ThreadPerson => ({
  id: client.id,
  name: client.name,
  email: client.email,
  language: client.language,
});

const notifiedColumn = (side: MessageAuthor) => (side === 'client' ? 'clientNotifiedAt' : 'ownerNotifiedAt');

/** Both sides' threads: the owner's reads, marking read, sending with the e-mail throttle, unread counts. */
export class OrmConversationThreads implements ConversationThreads {
  private readonly em: UnitOfWork;

  constructor(em: UnitOfWork) {
    this.em = em;
  }

  async findForOwner(conversationId: string): Promise<OwnerThread | null> {
    const record = await this.em.findOne(
      ConversationRecord,
      { id: conversationId },
      { populate: ['client', 'project'], disableIdentityMap: true },
    );
    if (!record) return null;
    const messages = await this.em.find(
      ConversationMessageRecord,
      { conversation: record.id },
      { orderBy: [{ sentAt: QueryOrder.ASC }, { id: QueryOrder.ASC }], disableIdentityMap: true },
    );
    return {
      conversation: toConversation(record),
      client: person(record.client),
      project: record.project ? { id: record.project.id, name: record.project.name } : null,
      messages: messages.map(toConversationMessage),
    };
  }

  async markRead(conversationId: string, author: MessageAuthor, at: Date): Promise<void> {
    await this.em.nativeUpdate(
      ConversationMessageRecord,
      { conversation: conversationId, author, readAt: null },
      { readAt: at },
    );
  }

  addMessage(
    target: { conversationId: string; clientId: string | null },
    message: NewThreadMessage,
    decide: EmailDecision,
  ): Promise<SentMessage | null> {
    return this.em.transactional(
      async (em) => {
        // The conversation's row lock serialises two messages in one thread: `last_message_at` only
        // moves forward, and the throttle reads the notified time the other message wrote.
        const conversation = await em.findOne(
          ConversationRecord,
          target.clientId
            ? { id: target.conversationId, client: target.clientId }
            : { id: target.conversationId },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!conversation) return null;
        return this.write(em, conversation, message, decide);
      },
      { clear: true },
    );
  }

  start(
    target: { projectId: string; clientId: string | null; title: string },
    message: NewThreadMessage,
    decide: EmailDecision,
  ): Promise<SentMessage | null> {
    return this.em.transactional(
      async (em) => {
        const project = await em.findOne(
          ProjectRecord,
          target.clientId ? { id: target.projectId, client: target.clientId } : { id: target.projectId },
        );
        if (!project) return null;
        const conversation = em.create(ConversationRecord, {
          id: randomUUID(),
          client: project.client,
          project,
          title: target.title,
          lastMessageAt: null,
          createdAt: message.at,
        });
        return this.write(em, conversation, message, decide);
      },
      { clear: true },
    );
  }

  private async write(
    em: UnitOfWork,
    conversation: ConversationRecordEntity,
    message: NewThreadMessage,
    decide: EmailDecision,
  ): Promise<SentMessage> {
    const recipient = recipientOf(message.author);
    // The recipient's unread messages are the ones the sender wrote.
    const hadUnread =
      (await em.count(ConversationMessageRecord, {
        conversation: conversation.id,
        author: message.author,
        readAt: null,
      })) > 0;
    const column = notifiedColumn(recipient);
    const emailRecipient = decide({ hadUnread, notifiedAt: conversation[column] ?? null });
    if (emailRecipient) conversation[column] = message.at;
    if (!conversation.lastMessageAt || conversation.lastMessageAt < message.at)
      conversation.lastMessageAt = message.at;
    const record = em.create(ConversationMessageRecord, {
      id: randomUUID(),
      conversation,
      author: message.author,
      body: message.body,
      sentAt: message.at,
      readAt: null,
    });
    await em.flush();
    await em.populate(conversation, ['client']);
    return {
      conversation: toConversation(conversation),
      message: toConversationMessage(record),
      client: person(conversation.client),
      emailRecipient,
    };
  }

  async unreadForClient(clientId: string): Promise<Record<string, number>> {
    const unread = await this.em.find(
      ConversationMessageRecord,
      { conversation: { client: clientId }, author: 'owner', readAt: null },
      { fields: ['conversation'], disableIdentityMap: true },
    );
    const counts: Record<string, number> = {};
    for (const message of unread)
      counts[message.conversation.id] = (counts[message.conversation.id] ?? 0) + 1;
    return counts;
  }

  async unreadForOwner(cap: number): Promise<number> {
    // A count that stops at `cap` (the ORM's count has no limit): the header asks on every staff page.
    const [row] = await runSql<{ count: number | string }>(
      this.em,
      `select count(*) as "count" from (
         select 1 from "conversation_messages" where "author" = 'client' and "read_at" is null limit ?
       ) as "unread"`,
      [cap],
    );
    return Number(row?.count ?? 0);
  }

  async projectForOwner(projectId: string) {
    const project = await this.em.findOne(
      ProjectRecord,
      { id: projectId },
      { populate: ['client'], disableIdentityMap: true },
    );
    return project ? { id: project.id, name: project.name, client: person(project.client) } : null;
  }
}
