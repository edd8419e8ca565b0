import { randomUUID } from 'node:crypto';
import { QueryOrder, raw } from '@mikro-orm/core';
import type {
  ProjectChoice,
  ProposalFields,
  ProposalListRow,
  ProposalRecordSet,
  ProposalRepository,
  ProposalWithProject,
  TransitionGuard,
  TransitionStamp,
} from '#application/proposals/ports.ts';
import type { ProposalSort } from '#application/proposals/schemas.ts';
import type { AdminListQuery } from '#application/shared/admin-list.ts';
import type { Proposal, ProposalStatus } from '#domain/proposals/proposal.ts';
import type { ProposalRevision } from '#domain/proposals/revisions.ts';
import { toClient } from '../clients/client.mapper.ts';
import { ProjectRecord } from '../clients/project.entity.ts';
import { toProject } from '../clients/project.mapper.ts';
import type { UnitOfWork } from '../database.ts';
import { pageWithTotal, searchOf } from '../page-with-total.ts';
import { sqlEntityManager } from '../query-builder.ts';
import { toDepositPayment } from './deposit-payment.mapper.ts';
import { ProposalRecord } from './proposal.entity.ts';
import { toProposal, toProposalWithProject, toScopeItems } from './proposal.mapper.ts';
import { ProposalPaymentRecord } from './proposal-payment.entity.ts';
import { ProposalRevisionRecord } from './proposal-revision.entity.ts';

const NEWEST_FIRST = [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.DESC }] as const;

export class OrmProposalRepository implements ProposalRepository {
  private readonly em: UnitOfWork;

  constructor(em: UnitOfWork) {
    this.em = em;
  }

  async listForClient(clientId: string): Promise<ProposalWithProject[]> {
    const records = await this.em.find(
      ProposalRecord,
      { project: { client: clientId }, status: { $ne: 'draft' } },
      { populate: ['project'], orderBy: [...NEWEST_FIRST], disableIdentityMap: true },
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

  /**
   * The page's ids and the total are named SQL (the search reads the title, the project's and the
   * client's name in one trigram-indexed column, `searchOf`); the page's 25 proposals are then read
   * as entities for the one mapper. Built with `findAndCount` over the joined relations, a page took
   * 80-190 ms with 10,000 proposals (bench section admin-lists); this way it reads only the 25 it shows.
   */
  async listPage(
    query: AdminListQuery<ProposalSort> & { status?: ProposalStatus | undefined },
  ): Promise<{ rows: ProposalListRow[]; total: number }> {
    const matched = searchOf(
      query.q,
      `"id", "project_id", "title", "total_amount", "status", "created_at" from "proposals"`,
    );
    const where = query.status ? 'where r."status" = ?' : '';
    const params = query.status ? [query.status] : [];
    const source = matched ? '"matched"' : '"proposals"';
    const dir = query.dir === 'asc' ? 'asc' : 'desc';
    const key = {
      created: 'r."created_at"',
      title: 'r."title"',
      client: 'c."name"',
      amount: 'r."total_amount"',
      status: 'r."status"',
    }[query.sort];
    const from = `from ${source} r ${
      query.sort === 'client'
        ? 'join "projects" p on p."id" = r."project_id" join "clients" c on c."id" = p."client_id"'
        : ''
    } ${where}`;
    const { rows: ids, total } = await pageWithTotal<{ id: string }>(this.em, {
      matched,
      columns: 'r."id"',
      rest: {
        sql: `${from} order by ${key} ${dir}, r."id" ${dir} limit ? offset ?`,
        params: [...params, query.limit, query.offset],
      },
      count: { sql: `select count(*) from ${source} r ${where}`, params },
    });
    const records = ids.length
      ? await this.em.find(
          ProposalRecord,
          { id: { $in: ids.map((row) => row.id) } },
          { populate: ['project.client'], disableIdentityMap: true },
        )
      : [];
    const byId = new Map(records.map((record) => [record.id, record]));
    const rows = ids.flatMap(({ id }) => {
      const record = byId.get(id);
      if (!record) return [];
      return [
        {
          ...toProposalWithProject(record),
          clientId: record.project.client.id,
          clientName: record.project.client.name,
          clientEmail: record.project.client.email,
        },
      ];
    });
    return { rows, total };
  }

  async findRecordSet(proposalId: string): Promise<ProposalRecordSet | null> {
    const [record, payment] = await Promise.all([
      this.em.findOne(
        ProposalRecord,
        { id: proposalId },
        { populate: ['project.client'], disableIdentityMap: true },
      ),
      this.em.findOne(ProposalPaymentRecord, { proposal: proposalId }, { disableIdentityMap: true }),
    ]);
    if (!record) return null;
    return {
      proposal: toProposal(record),
      project: toProject(record.project),
      client: toClient(record.project.client),
      payment: payment ? toDepositPayment(payment) : null,
    };
  }

  async projectChoices(): Promise<ProjectChoice[]> {
    const records = await this.em.find(
      ProjectRecord,
      {},
      { populate: ['client'], orderBy: [...NEWEST_FIRST], disableIdentityMap: true },
    );
    return records.map((record) => ({
      id: record.id,
      name: record.name,
      clientName: record.client.name,
      clientEmail: record.client.email,
      createdAt: record.createdAt,
    }));
  }

  async create(projectId: string, fields: ProposalFields): Promise<Proposal | null> {
    const project = await this.em.findOne(ProjectRecord, { id: projectId });
    if (!project) return null;
    const now = new Date();
    const record = this.em.create(ProposalRecord, {
      id: randomUUID(),
      project,
      ...toColumns(fields),
      status: 'draft',
      createdAt: now,
      updatedAt: now,
    });
    await this.em.flush();
    return toProposal(record);
  }

  async update(
    proposalId: string,
    projectId: string,
    fields: ProposalFields,
    editableStatuses: readonly ProposalStatus[],
  ): Promise<Proposal | null> {
    return this.em.transactional(async (em) => {
      const now = new Date();
      // One conditional UPDATE: if the client approves first, this changes nothing (and says so). The
      // status read inside the same statement decides whether the edit is a new revision.
      const updated = await em.nativeUpdate(
        ProposalRecord,
        { id: proposalId, status: { $in: [...editableStatuses] } },
        {
          ...toColumns(fields),
          project: projectId,
          revision: raw(`case when "status" = 'draft' then "revision" else "revision" + 1 end`),
          revisedAt: now,
          updatedAt: now,
        },
      );
      if (updated === 0) return null;
      const record = await em.findOne(ProposalRecord, { id: proposalId }, { disableIdentityMap: true });
      if (!record) return null;
      const proposal = toProposal(record);
      if (proposal.status !== 'draft') await insertRevision(em, proposal);
      return proposal;
    });
  }

  async deleteDraft(proposalId: string): Promise<boolean> {
    // One conditional DELETE: a send that lands first leaves it in place (and says so). The foreign keys
    // to proposals cascade (revisions, payment) or set null (a message naming it); a draft has none.
    const deleted = await this.em.nativeDelete(ProposalRecord, { id: proposalId, status: 'draft' });
    return deleted === 1;
  }

  async transition(
    proposalId: string,
    from: ProposalStatus,
    to: ProposalStatus,
    stamp: TransitionStamp,
    guard?: TransitionGuard,
  ): Promise<boolean> {
    const { approval, ...dates } = stamp;
    const updated = await this.em.nativeUpdate(
      ProposalRecord,
      { id: proposalId, status: from, ...(guard && { revision: guard.revision }) },
      {
        status: to,
        ...dates,
        ...(approval && {
          approvedName: approval.signedName,
          approvedIp: approval.ip,
          approvedUserAgent: approval.userAgent,
          approvedContentSha256: approval.contentSha256,
        }),
        updatedAt: new Date(),
      },
    );
    return updated === 1;
  }

  async keepRevision(proposalId: string): Promise<void> {
    const record = await this.em.findOne(ProposalRecord, { id: proposalId }, { disableIdentityMap: true });
    if (record) await insertRevision(this.em, toProposal(record));
  }

  async revisions(proposalId: string): Promise<ProposalRevision[]> {
    const records = await this.em.find(
      ProposalRevisionRecord,
      { proposal: proposalId },
      { orderBy: { revision: QueryOrder.ASC }, disableIdentityMap: true },
    );
    return records.map((record) => ({
      revision: record.revision,
      at: record.savedAt,
      content: {
        title: record.title,
        description: record.description,
        totalAmountPence: record.totalAmount,
        depositPercentage: record.depositPercentage,
        scopeItems: toScopeItems(record.scopeItems),
      },
    }));
  }

  async markChangesRequested(proposalId: string, at: Date): Promise<void> {
    await this.em.nativeUpdate(ProposalRecord, { id: proposalId }, { changesRequestedAt: at });
  }
}

/** The proposal's content as its current revision (`on conflict do nothing`: a kept one stays as kept). */
async function insertRevision(em: UnitOfWork, proposal: Proposal): Promise<void> {
  await sqlEntityManager(em)
    .createQueryBuilder(ProposalRevisionRecord)
    .insert({
      id: randomUUID(),
      proposal: proposal.id,
      revision: proposal.revision,
      savedAt: proposal.revisedAt,
      ...toColumns(proposal),
    })
    .onConflict(['proposal', 'revision'])
    .ignore()
    .execute('run');
}

function toColumns(fields: ProposalFields) {
  return {
    title: fields.title,
    description: fields.description,
    totalAmount: fields.totalAmountPence,
    depositPercentage: fields.depositPercentage,
    scopeItems: fields.scopeItems.map((item) => ({
      title: item.title,
      description: item.description,
      pricePence: item.pricePence,
    })),
  };
}
