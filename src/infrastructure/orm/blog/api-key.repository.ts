import { randomUUID } from 'node:crypto';
import { type EntityManager, LockMode, QueryOrder } from '@mikro-orm/core';
import type { ApiCall, ApiKey, ApiKeyRepository } from '#application/blog/ports.ts';
import type { ApiKeyPurpose } from '#domain/blog/api-key-purpose.ts';
import { ApiKeyRecord, type ApiKeyRecordEntity, BlogApiCallRecord } from './api-key.entity.ts';

const KEY_FIELDS = ['id', 'name', 'keyPrefix', 'purpose', 'createdAt', 'lastUsedAt', 'revokedAt'] as const;

function toKey(record: Pick<ApiKeyRecordEntity, (typeof KEY_FIELDS)[number]>): ApiKey {
  return {
    id: record.id,
    name: record.name,
    prefix: record.keyPrefix,
    purpose: record.purpose,
    createdAt: record.createdAt,
    lastUsedAt: record.lastUsedAt ?? null,
    revokedAt: record.revokedAt ?? null,
  };
}

export class OrmApiKeyRepository implements ApiKeyRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async create(key: { name: string; prefix: string; hash: string; purpose: ApiKeyPurpose }): Promise<ApiKey> {
    // `created_at` is the database's time, read back by the insert.
    const record = await this.em.transactional(
      (em) =>
        em.create(ApiKeyRecord, {
          id: randomUUID(),
          name: key.name,
          keyPrefix: key.prefix,
          keyHash: key.hash,
          purpose: key.purpose,
        }),
      { clear: true },
    );
    return toKey(record);
  }

  async list(purpose: ApiKeyPurpose): Promise<ApiKey[]> {
    const records = await this.em.find(
      ApiKeyRecord,
      { purpose },
      {
        fields: KEY_FIELDS,
        orderBy: [{ revokedAt: QueryOrder.ASC_NULLS_FIRST }, { createdAt: QueryOrder.DESC }],
        disableIdentityMap: true,
      },
    );
    return records.map(toKey);
  }

  async revoke(
    id: string,
    at: Date,
    purpose: ApiKeyPurpose,
  ): Promise<{ name: string; revokedNow: boolean } | null> {
    // Only a key still active takes the time: revoking twice keeps the first revocation's.
    const revoked = await this.em.nativeUpdate(
      ApiKeyRecord,
      { id, purpose, revokedAt: null },
      { revokedAt: at },
    );
    const key = await this.em.findOne(
      ApiKeyRecord,
      { id, purpose },
      { fields: ['name'], disableIdentityMap: true },
    );
    return key ? { name: key.name, revokedNow: revoked > 0 } : null;
  }

  async delete(id: string): Promise<void> {
    await this.em.transactional(
      async (em) => {
        await em.nativeDelete(BlogApiCallRecord, { apiKey: id });
        await em.nativeDelete(ApiKeyRecord, { id });
      },
      { clear: true },
    );
  }

  activeKeyFor(hash: string, at: Date, purpose: ApiKeyPurpose): Promise<ApiKey | null> {
    return this.em.transactional(
      async (em) => {
        // Locked while it is marked used, so a key revoked at this moment is refused, never used once more.
        const record = await em.findOne(
          ApiKeyRecord,
          { keyHash: hash, purpose, revokedAt: null },
          { fields: KEY_FIELDS, lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!record) return null;
        record.lastUsedAt = at;
        return toKey(record);
      },
      { clear: true },
    );
  }

  async logCall(call: {
    apiKeyId: string | null;
    ip: string;
    status: number;
    outcome: string;
    postId: string | null;
  }): Promise<void> {
    await this.em.transactional(
      (em) => {
        em.create(BlogApiCallRecord, {
          id: randomUUID(),
          apiKey: call.apiKeyId,
          ip: call.ip.slice(0, 100),
          status: call.status,
          outcome: call.outcome,
          post: call.postId,
        });
      },
      { clear: true },
    );
  }

  async recentCalls(limit: number): Promise<ApiCall[]> {
    const records = await this.em.find(
      BlogApiCallRecord,
      {},
      {
        fields: ['id', 'ip', 'status', 'outcome', 'post', 'createdAt', 'apiKey.name'],
        populate: ['apiKey'],
        orderBy: { createdAt: QueryOrder.DESC },
        limit,
        disableIdentityMap: true,
      },
    );
    return records.map((record) => ({
      id: record.id,
      keyName: record.apiKey?.name ?? null,
      ip: record.ip,
      status: record.status,
      outcome: record.outcome,
      postId: record.post?.id ?? null,
      createdAt: record.createdAt,
    }));
  }
}
