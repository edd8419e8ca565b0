import { randomUUID } from 'node:crypto';
import type {
  InquiryClient,
  InquiryProject,
  InquiryRecorder,
  InquirySenderIdentity,
  RecordedInquiry,
} from '#application/clients/ports.ts';
import { initialConversationTitle } from '#domain/clients/project.ts';
import { inquirySpeaksForClient } from '#domain/clients/project-claim.ts';
import type { UnitOfWork } from '../database.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import { ClientRecord } from './client.entity.ts';
import { toClient } from './client.mapper.ts';
import { ConversationMessageRecord, ConversationRecord } from './conversation.entity.ts';
import { ProjectRecord } from './project.entity.ts';
import { toProject } from './project.mapper.ts';

/** Two first inquiries from one new address at once: the loser's insert fails, and it runs once more. */
const ATTEMPTS = 2;

export class OrmInquiryRecorder implements InquiryRecorder {
  private readonly em: UnitOfWork;

  constructor(em: UnitOfWork) {
    this.em = em;
  }

  async record(
    client: InquiryClient,
    project: InquiryProject,
    sender: InquirySenderIdentity,
  ): Promise<RecordedInquiry> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.recordOnce(client, project, sender);
      } catch (error) {
        if (attempt >= ATTEMPTS || !isUniqueViolation(error, 'clients_email_unique')) throw error;
      }
    }
  }

  private recordOnce(
    client: InquiryClient,
    project: InquiryProject,
    sender: InquirySenderIdentity,
  ): Promise<RecordedInquiry> {
    return this.em.transactional(
      async (em) => {
        const now = new Date();
        const found = await em.findOne(ClientRecord, { email: client.email });
        const details = sender.addressAccount ?? client;
        const clientRecord =
          found ??
          em.create(ClientRecord, {
            id: randomUUID(),
            email: client.email,
            name: details.name,
            phone: details.phone,
            company: details.company,
            language: client.language,
            ...(client.timeZone ? { timeZone: client.timeZone } : {}),
            createdAt: now,
          });
        const verified = inquirySpeaksForClient(
          found?.id ?? null,
          sender.signedInClientId,
          sender.addressAccount !== null,
        );
        if (found && verified)
          em.assign(found, { name: client.name, phone: client.phone, company: client.company });
        const projectRecord = em.create(ProjectRecord, {
          id: randomUUID(),
          client: clientRecord,
          name: project.name,
          description: project.description,
          status: 'new',
          projectTypes: project.projectTypes,
          budgetRange: project.budgetRange,
          timelinePreference: project.timelinePreference,
          referenceImages: [],
          verification: verified ? 'verified' : 'unverified',
          submittedBy: verified ? null : { name: client.name, phone: client.phone, company: client.company },
          createdAt: now,
        });
        const hasMessage = project.description !== '';
        const conversation = em.create(ConversationRecord, {
          id: randomUUID(),
          client: clientRecord,
          project: projectRecord,
          title: initialConversationTitle(project.name),
          lastMessageAt: hasMessage ? now : null,
          createdAt: now,
        });
        // An inquiry without a description opens the conversation without a message.
        if (hasMessage)
          em.create(ConversationMessageRecord, {
            id: randomUUID(),
            conversation,
            author: 'client',
            body: project.description,
            sentAt: now,
            unverifiedSender: !verified,
          });
        await em.flush();
        return {
          client: toClient(clientRecord),
          project: toProject(projectRecord),
          conversation: {
            id: conversation.id,
            clientId: clientRecord.id,
            projectId: projectRecord.id,
            title: conversation.title,
            lastMessageAt: conversation.lastMessageAt ?? null,
            createdAt: conversation.createdAt,
          },
        };
      },
      { clear: true },
    );
  }
}
