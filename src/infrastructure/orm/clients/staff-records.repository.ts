import { QueryOrder } from '@mikro-orm/core';
import type {
  StaffClientRecordSet,
  StaffProjectRecordSet,
  StaffRecordsRepository,
} from '#application/client-records/ports.ts';
import type { ProjectStatus } from '#domain/clients/project.ts';
import type { UnitOfWork } from '../database.ts';
import { ProposalRecord } from '../proposals/proposal.entity.ts';
import { toProposal, toProposalWithProject } from '../proposals/proposal.mapper.ts';
import { OrmTransactionRepository } from './account-transaction.repository.ts';
import { toClient } from './client.mapper.ts';
import { OrmClientRepository } from './client.repository.ts';
import { conversationSummaries } from './conversation-summaries.ts';
import { ProjectRecord } from './project.entity.ts';
import { toProject } from './project.mapper.ts';
import { OrmProjectRepository } from './project.repository.ts';

const NEWEST_FIRST = [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.DESC }] as const;

/** The owner's reads of one client or one project with everything around it, and project status moves. */
export class OrmStaffRecordsRepository implements StaffRecordsRepository {
  private readonly em: UnitOfWork;

  constructor(em: UnitOfWork) {
    this.em = em;
  }

  async clientRecordSet(clientId: string): Promise<StaffClientRecordSet | null> {
    const client = await new OrmClientRepository(this.em).findById(clientId);
    if (!client) return null;
    const [projects, proposals, conversations, transactions] = await Promise.all([
      new OrmProjectRepository(this.em).listForClient(clientId),
      this.em.find(
        ProposalRecord,
        { project: { client: clientId } },
        { populate: ['project'], orderBy: [...NEWEST_FIRST], disableIdentityMap: true },
      ),
      conversationSummaries(this.em, { client: clientId }, 'owner'),
      new OrmTransactionRepository(this.em).listForClient(clientId),
    ]);
    return { client, projects, proposals: proposals.map(toProposalWithProject), conversations, transactions };
  }

  async projectRecordSet(projectId: string): Promise<StaffProjectRecordSet | null> {
    const record = await this.em.findOne(
      ProjectRecord,
      { id: projectId },
      { populate: ['client'], disableIdentityMap: true },
    );
    if (!record) return null;
    const [proposals, conversations] = await Promise.all([
      this.em.find(
        ProposalRecord,
        { project: projectId },
        { orderBy: [...NEWEST_FIRST], disableIdentityMap: true },
      ),
      conversationSummaries(this.em, { project: projectId }, 'owner'),
    ]);
    return {
      project: toProject(record),
      client: toClient(record.client),
      proposals: proposals.map(toProposal),
      conversations,
    };
  }

  async projectState(projectId: string): Promise<{ name: string; status: ProjectStatus } | null> {
    const record = await this.em.findOne(
      ProjectRecord,
      { id: projectId },
      { fields: ['name', 'status'], disableIdentityMap: true },
    );
    return record ? { name: record.name, status: record.status } : null;
  }

  async changeProjectStatus(projectId: string, from: ProjectStatus, to: ProjectStatus): Promise<boolean> {
    // Conditional on the status the owner saw: of two changes at once, the second updates no row.
    const updated = await this.em.nativeUpdate(
      ProjectRecord,
      { id: projectId, status: from },
      { status: to },
    );
    return updated === 1;
  }
}
