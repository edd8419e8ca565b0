import { defineEntity, p } from '@mikro-orm/core';
import { PROPOSAL_STATUSES, type ScopeItem } from '#domain/proposals/proposal.ts';
import { PROPOSAL_LIST_INDEXES } from '../clients/admin-list-indexes.ts';
import { PROPOSAL_SEARCH_TRIGGERS } from '../clients/admin-search-triggers.ts';
import { ProjectRecord } from '../clients/project.entity.ts';
import { timestamp, timestampOnCreate, timestampOnWrite } from '../columns.ts';

export const ProposalRecord = defineEntity({
  name: 'ProposalRecord',
  tableName: 'proposals',
  indexes: [
    { name: 'proposals_status_created_at_index', properties: ['status', 'createdAt'] },
    ...PROPOSAL_LIST_INDEXES,
  ],
  triggers: PROPOSAL_SEARCH_TRIGGERS,
  properties: {
    id: p.uuid().primary(),
    project: p
      .manyToOne(ProjectRecord)
      .fieldName('project_id')
      .index('proposals_project_id_index')
      .deleteRule('cascade')
      .updateRule('cascade'),
    title: p.string().length(300),
    description: p.text().default(''),
    /** Integer pence (GBP). */
    totalAmount: p.integer(),
    depositPercentage: p.smallint().default(50),
    scopeItems: p.json<ScopeItem[]>().columnType('jsonb').default('[]'),
    status: p.enum(PROPOSAL_STATUSES).columnType('varchar(20)').default('draft'),
    /**
     * The staff's list search reads this (the title, the project's name and the client's).
     * The database's triggers keep it (migration `admin_search_text`); the entity never writes it.
     */
    searchText: p.text().nullable().lazy(),
    createdAt: timestampOnCreate(),
    updatedAt: timestampOnWrite(),
    approvedAt: timestamp().nullable(),
    /** Counts the owner's edits: an approval applies only to the revision the client read. */
    revision: p.integer().default(1),
    /** When the content last changed (an edit, or the creation). */
    revisedAt: timestampOnCreate(),
    sentAt: timestamp().nullable(),
    firstViewedAt: timestamp().nullable(),
    changesRequestedAt: timestamp().nullable(),
    /** The client's signature: the typed name, where it came from, and the SHA-256 of what was approved. */
    approvedName: p.string().length(200).nullable(),
    approvedIp: p.string().length(64).nullable(),
    approvedUserAgent: p.string().length(500).nullable(),
    approvedContentSha256: p.string().length(64).nullable(),
    lockedAt: timestamp().nullable(),
  },
});

export type ProposalRecordEntity = InstanceType<typeof ProposalRecord.class>;
