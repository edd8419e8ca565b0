import { randomUUID } from 'node:crypto';
import type { DemoClientContent, DemoClientWriter } from '#application/clients/ports.ts';
import type { UnitOfWork } from '../database.ts';
import { ProposalRecord } from '../proposals/proposal.entity.ts';
import { ProposalRevisionRecord } from '../proposals/proposal-revision.entity.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import { ClientRecord } from './client.entity.ts';
import { ConversationMessageRecord, ConversationRecord } from './conversation.entity.ts';
import { ProjectRecord } from './project.entity.ts';

const MINUTE_MS = 60_000;

/** Writes the demo client of a fresh site (SEED_DEMO_CONTENT) and what it has, in one transaction. */
export class OrmDemoClientWriter implements DemoClientWriter {
  private readonly em: UnitOfWork;

  constructor(em: UnitOfWork) {
    this.em = em;
  }

  async create(content: DemoClientContent): Promise<string | null> {
    try {
      return await this.em.transactional(
        async (em) => {
          if (await em.count(ClientRecord, { email: content.client.email })) return null;
          const messages = content.conversation.messages;
          // The thread reads as a short exchange that ended just now.
          const start = Date.now() - messages.length * MINUTE_MS;
          const sentAt = (index: number) => new Date(start + index * MINUTE_MS);
          const client = em.create(ClientRecord, {
            id: randomUUID(),
            ...content.client,
            accountBalance: 0,
            createdAt: new Date(start),
          });
          const project = em.create(ProjectRecord, {
            id: randomUUID(),
            client,
            ...content.project,
            referenceImages: [],
            // Not an inquiry: nobody is e-mailed about the demo project.
            ownerNotifiedAt: new Date(start),
            createdAt: new Date(start),
          });
          const conversation = em.create(ConversationRecord, {
            id: randomUUID(),
            client,
            project,
            title: content.conversation.title,
            lastMessageAt: messages.length > 0 ? sentAt(messages.length - 1) : null,
            createdAt: new Date(start),
          });
          for (const [index, message] of messages.entries())
            em.create(ConversationMessageRecord, {
              id: randomUUID(),
              conversation,
              author: message.author,
              body: message.body,
              sentAt: sentAt(index),
            });
          const { proposal } = content;
          const fields = {
            title: proposal.title,
            description: proposal.description,
            totalAmount: proposal.totalAmountPence,
            depositPercentage: proposal.depositPercentage,
            scopeItems: proposal.scopeItems,
          };
          const record = em.create(ProposalRecord, {
            id: randomUUID(),
            project,
            ...fields,
            status: proposal.status,
            revisedAt: sentAt(1),
            createdAt: sentAt(1),
            updatedAt: sentAt(1),
            sentAt: proposal.status === 'draft' ? null : sentAt(1),
          });
          // A sent proposal's first revision is kept, as sending keeps it.
          if (proposal.status !== 'draft')
            em.create(ProposalRevisionRecord, {
              id: randomUUID(),
              proposal: record,
              revision: 1,
              savedAt: sentAt(1),
              ...fields,
            });
          await em.flush();
          return client.id;
        },
        { clear: true },
      );
    } catch (error) {
      // Two processes seeding at once: the other one wrote the demo client.
      if (isUniqueViolation(error, 'clients_email_unique')) return null;
      throw error;
    }
  }
}
