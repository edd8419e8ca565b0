import { LockMode, QueryOrder } from '@mikro-orm/core';
import type { ProjectRepository } from '#application/clients/ports.ts';
import type { Client } from '#domain/clients/client.ts';
import { REFERENCE_IMAGE_LIMITS } from '#domain/clients/inquiry.ts';
import { type Project, withReferenceImages } from '#domain/clients/project.ts';
import type { UnitOfWork } from '../database.ts';
import { toClient } from './client.mapper.ts';
import { ConversationMessageRecord, ConversationRecord } from './conversation.entity.ts';
import { ProjectRecord } from './project.entity.ts';
import { toProject } from './project.mapper.ts';

export class OrmProjectRepository implements ProjectRepository {
  private readonly em: UnitOfWork;

  constructor(em: UnitOfWork) {
    this.em = em;
  }

  async findById(id: string): Promise<Project | null> {
    const record = await this.em.findOne(ProjectRecord, { id }, { disableIdentityMap: true });
    return record ? toProject(record) : null;
  }

  async listForClient(clientId: string): Promise<Project[]> {
    const records = await this.em.find(
      ProjectRecord,
      { client: clientId },
      { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC }, disableIdentityMap: true },
    );
    return records.map(toProject);
  }

  async findForClient(clientId: string, projectId: string): Promise<Project | null> {
    const record = await this.em.findOne(
      ProjectRecord,
      { id: projectId, client: clientId },
      { disableIdentityMap: true },
    );
    return record ? toProject(record) : null;
  }

  addReferenceImage(projectId: string, url: string): Promise<boolean> {
    return this.em.transactional(
      async (em) => {
        // Locked, so two uploads finishing together both land in the list and never pass the maximum.
        const record = await em.findOne(
          ProjectRecord,
          { id: projectId },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!record || record.referenceImages.length >= REFERENCE_IMAGE_LIMITS.maxCount) return false;
        const referenceImages = [...record.referenceImages, url];
        em.assign(record, {
          referenceImages,
          description: withReferenceImages(record.description, referenceImages),
        });
        return true;
      },
      { clear: true },
    );
  }

  confirm(clientId: string, projectId: string): Promise<boolean> {
    return this.em.transactional(
      async (em) => {
        const record = await em.findOne(ProjectRecord, { id: projectId, client: clientId });
        if (!record) return false;
        if (record.verification === 'unverified') {
          record.verification = 'verified';
          const conversations = await em.find(ConversationRecord, { project: projectId }, { fields: ['id'] });
          await em.nativeUpdate(
            ConversationMessageRecord,
            { conversation: { $in: conversations.map(({ id }) => id) }, unverifiedSender: true },
            { unverifiedSender: false },
          );
        }
        return true;
      },
      { clear: true },
    );
  }

  removeUnverified(clientId: string, projectId: string): Promise<Project | null> {
    return this.em.transactional(
      async (em) => {
        // Locked: a confirmation at the same moment either comes first (nothing is removed) or finds nothing.
        const record = await em.findOne(
          ProjectRecord,
          { id: projectId, client: clientId, verification: 'unverified' },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!record) return null;
        const removed = toProject(record);
        // Conversations outlive a removed project (`on delete set null`); these were the sender's.
        await em.nativeDelete(ConversationRecord, { project: projectId });
        await em.nativeDelete(ProjectRecord, { id: projectId });
        return removed;
      },
      { clear: true },
    );
  }

  async markOwnerNotified(projectId: string, at: Date): Promise<void> {
    await this.em.nativeUpdate(ProjectRecord, { id: projectId }, { ownerNotifiedAt: at });
  }

  async awaitingOwnerNotification(limit: number): Promise<Array<{ project: Project; client: Client }>> {
    const records = await this.em.find(
      ProjectRecord,
      { ownerNotifiedAt: null },
      {
        populate: ['client'],
        orderBy: { createdAt: QueryOrder.ASC, id: QueryOrder.ASC },
        limit,
        disableIdentityMap: true,
      },
    );
    return records.map((record) => ({ project: toProject(record), client: toClient(record.client) }));
  }
}
