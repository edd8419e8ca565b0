import { defineEntity, p } from '@mikro-orm/core';
import { PROJECT_STATUSES } from '#domain/clients/project.ts';
import { PROJECT_VERIFICATIONS, type SubmittedBy } from '#domain/clients/project-claim.ts';
import { timestamp, timestampOnCreate } from '../columns.ts';
import { PROJECT_LIST_INDEXES } from './admin-list-indexes.ts';
import { PROJECT_SEARCH_TRIGGERS } from './admin-search-triggers.ts';
import { ClientRecord } from './client.entity.ts';

export const ProjectRecord = defineEntity({
  name: 'ProjectRecord',
  tableName: 'projects',
  indexes: [
    { name: 'projects_client_id_created_at_index', properties: ['client', 'createdAt'] },
    ...PROJECT_LIST_INDEXES,
  ],
  triggers: PROJECT_SEARCH_TRIGGERS,
  properties: {
    id: p.uuid().primary(),
    client: p.manyToOne(ClientRecord).fieldName('client_id').deleteRule('cascade').updateRule('cascade'),
    name: p.string().length(200),
    description: p.text().default(''),
    status: p.enum(PROJECT_STATUSES).columnType('varchar(20)').default('new'),
    projectTypes: p.json<string[]>().columnType('jsonb').default('[]'),
    budgetRange: p.string().length(20).nullable(),
    timelinePreference: p.string().length(20).nullable(),
    /** Public URLs of the stored reference images, in upload order (also listed in the description). */
    referenceImages: p.json<string[]>().columnType('jsonb').default('[]'),
    /** `unverified`: sent for a client's address by someone not signed in as them. */
    verification: p.enum(PROJECT_VERIFICATIONS).columnType('varchar(20)').default('verified'),
    /** What the sender of an unverified inquiry typed (name, phone, company); null otherwise. */
    submittedBy: p.json<SubmittedBy>().columnType('jsonb').nullable(),
    /** When the owner's e-mail about the inquiry was queued; null until then. */
    ownerNotifiedAt: timestamp().nullable().index('projects_owner_notified_at_index'),
    /**
     * The staff's list search reads this (the project's name and its client's).
     * The database's triggers keep it (migration `admin_search_text`); the entity never writes it.
     */
    searchText: p.text().nullable().lazy(),
    createdAt: timestampOnCreate(),
  },
});

export type ProjectRecordEntity = InstanceType<typeof ProjectRecord.class>;
