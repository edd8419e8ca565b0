import { defineEntity, p } from '@mikro-orm/core';
import type { ScopeItem } from '#domain/proposals/proposal.ts';
import { ProposalRecord } from './proposal.entity.ts';

/** A proposal's content as one revision showed it to the client (kept from the moment it is sent). */
export const ProposalRevisionRecord = defineEntity({
  name: 'ProposalRevisionRecord',
  tableName: 'proposal_revisions',
  uniques: [{ name: 'proposal_revisions_proposal_id_revision_unique', properties: ['proposal', 'revision'] }],
  properties: {
    id: p.uuid().primary(),
    proposal: p
      .manyToOne(ProposalRecord)
      .fieldName('proposal_id')
      .deleteRule('cascade')
      .updateRule('cascade'),
    revision: p.integer(),
    savedAt: p.datetime().columnType('timestamptz'),
    title: p.string().length(300),
    description: p.text().default(''),
    /** Integer pence (GBP). */
    totalAmount: p.integer(),
    depositPercentage: p.smallint(),
    scopeItems: p.json<ScopeItem[]>().columnType('jsonb').default('[]'),
  },
});

export type ProposalRevisionRecordEntity = InstanceType<typeof ProposalRevisionRecord.class>;
