import { randomUUID } from 'node:crypto';
import { LockMode, QueryOrder } from '@mikro-orm/core';
import type { ProposalConversations } from '#application/proposals/ports.ts';
import { ConversationMessageRecord, ConversationRecord } from '../clients/conversation.entity.ts';
import { ProjectRecord } from '../clients/project.entity.ts';
import type { UnitOfWork } from '../database.ts';

/** The client's "Request changes", written into the project's conversation as a client message. */
export class OrmProposalConversations implements ProposalConversations {
  private readonly em: UnitOfWork;

  constructor(em: UnitOfWork) {
    this.em = em;
  }

  addClientMessage(request: Parameters<ProposalConversations['addClientMessage']>[0]): Promise<string> {
    return this.em.transactional(
      async (em) => {
        // The project's row lock serialises two requests at once: one conversation is opened, not two,
        // and `last_message_at` only moves forward.
        await em.findOneOrFail(
          ProjectRecord,
          { id: request.projectId, client: request.clientId },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        const found = await em.findOne(
          ConversationRecord,
          { project: request.projectId, client: request.clientId },
          {
            orderBy: [
              { lastMessageAt: QueryOrder.DESC_NULLS_LAST },
              { createdAt: QueryOrder.DESC },
              { id: QueryOrder.DESC },
            ],
          },
        );
        const conversation =
          found ??
          em.create(ConversationRecord, {
            id: randomUUID(),
            client: request.clientId,
            project: request.projectId,
            title: request.title.slice(0, 300),
            lastMessageAt: request.at,
            createdAt: request.at,
          });
        if (found && (!found.lastMessageAt || found.lastMessageAt < request.at))
          found.lastMessageAt = request.at;
        em.create(ConversationMessageRecord, {
          id: randomUUID(),
          conversation,
          author: 'client',
          body: request.body,
          proposal: request.proposal.id,
          proposalTitle: request.proposal.title.slice(0, 300),
          sentAt: request.at,
        });
        await em.flush();
        return conversation.id;
      },
      { clear: true },
    );
  }
}
