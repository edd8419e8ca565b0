import { QueryOrder } from '@mikro-orm/core';
import type { ProposalRepository, ProposalWithProject } from '#application/proposals/ports.ts';
import type { UnitOfWork } from '../database.ts';
import { ProposalRecord } from './proposal.entity.ts';
import { toProposalWithProject } from './proposal.mapper.ts';

export class OrmProposalRepository implements ProposalRepository {
  private readonly em: UnitOfWork;

  constructor(em: UnitOfWork) {
    this.em = em;
  }

  async listForClient(clientId: string): Promise<ProposalWithProject[]> {
    const records = await this.em.find(
      ProposalRecord,
      { project: { client: clientId }, status: { $ne: 'draft' } },
      {
        populate: ['project'],
        orderBy: [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.DESC }],
        disableIdentityMap: true,
      },
    );
    return records.map(toProposalWithProject);
  }

  async findForClient(clientId: string, proposalId: string): Promise<ProposalWithProject | null> {
    const record = await this.em.findOne(
      ProposalRecord,
      { id: proposalId, project: { client: clientId }, status: { $ne: 'draft' } },
      { populate: ['project'], disableIdentityMap: true },
    );
    return record ? toProposalWithProject(record) : null;
  }
}
