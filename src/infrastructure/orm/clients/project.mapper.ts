import type { Project } from '#domain/clients/project.ts';
import type { ProjectRecordEntity } from './project.entity.ts';

export function toProject(record: ProjectRecordEntity): Project {
  return {
    id: record.id,
    clientId: record.client.id,
    name: record.name,
    description: record.description,
    status: record.status,
    projectTypes: [...record.projectTypes],
    budgetRange: record.budgetRange ?? null,
    timelinePreference: record.timelinePreference ?? null,
    referenceImages: [...record.referenceImages],
    unverified: record.verification === 'unverified',
    submittedBy: record.submittedBy ? { ...record.submittedBy } : null,
    createdAt: record.createdAt,
  };
}
