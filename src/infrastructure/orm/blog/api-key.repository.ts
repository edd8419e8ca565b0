import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { ApiCall, ApiKey, ApiKeyRepository } from '#application/blog/api-key-ports.ts';
import { runSql, toDate, toDateOrNull } from '../sql.ts';

interface KeyRow {
  id: string;
  name: string;
  key_prefix: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
}

function toKey(row: KeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.key_prefix,
    createdAt: toDate(row.created_at),
    lastUsedAt: toDateOrNull(row.last_used_at),
    revokedAt: toDateOrNull(row.revoked_at),
  };
}

const KEY_COLUMNS = `"id", "name", "key_prefix", "created_at", "last_used_at", "revoked_at"`;

export class OrmApiKeyRepository implements ApiKeyRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async create(key: { name: string; prefix: string; hash: string }): Promise<ApiKey> {
    const [row] = await runSql<KeyRow>(
      this.em,
      `insert into "api_keys" ("id", "name", "key_prefix", "key_hash") values (?, ?, ?, ?) returning ${KEY_COLUMNS}`,
      [randomUUID(), key.name, key.prefix, key.hash],
    );
    if (!row) throw new Error('api key not stored');
    return toKey(row);
  }

  async list(): Promise<ApiKey[]> {
    const rows = await runSql<KeyRow>(
      this.em,
      `select ${KEY_COLUMNS} from "api_keys" order by "revoked_at" nulls first, "created_at" desc`,
    );
    return rows.map(toKey);
  }

  async revoke(id: string, at: Date): Promise<boolean> {
    const rows = await runSql<{ id: string }>(
      this.em,
      `update "api_keys" set "revoked_at" = coalesce("revoked_at", ?) where "id" = ? returning "id"`,
      [at, id],
    );
    return rows.length > 0;
  }

  async activeKeyFor(hash: string, at: Date): Promise<ApiKey | null> {
    const [row] = await runSql<KeyRow>(
      this.em,
      `update "api_keys" set "last_used_at" = ? where "key_hash" = ? and "revoked_at" is null
       returning ${KEY_COLUMNS}`,
      [at, hash],
    );
    return row ? toKey(row) : null;
  }

  async logCall(call: {
    apiKeyId: string | null;
    ip: string;
    status: number;
    outcome: string;
    postId: string | null;
  }): Promise<void> {
    await runSql(
      this.em,
      `insert into "blog_api_calls" ("id", "api_key_id", "ip", "status", "outcome", "post_id")
       values (?, ?, ?, ?, ?, ?)`,
      [randomUUID(), call.apiKeyId, call.ip.slice(0, 100), call.status, call.outcome, call.postId],
    );
  }

  async recentCalls(limit: number): Promise<ApiCall[]> {
    const rows = await runSql<{
      id: string;
      key_name: string | null;
      ip: string;
      status: number;
      outcome: string;
      post_id: string | null;
      created_at: Date | string;
    }>(
      this.em,
      `select c."id", k."name" as "key_name", c."ip", c."status", c."outcome", c."post_id", c."created_at"
       from "blog_api_calls" c left join "api_keys" k on k."id" = c."api_key_id"
       order by c."created_at" desc limit ?`,
      [limit],
    );
    return rows.map((row) => ({
      id: row.id,
      keyName: row.key_name,
      ip: row.ip,
      status: Number(row.status),
      outcome: row.outcome,
      postId: row.post_id,
      createdAt: toDate(row.created_at),
    }));
  }
}
