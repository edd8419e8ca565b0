export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export interface ApiCall {
  id: string;
  keyName: string | null;
  ip: string;
  status: number;
  outcome: string;
  postId: string | null;
  createdAt: Date;
}

export interface ApiKeyRepository {
  create(key: { name: string; prefix: string; hash: string }): Promise<ApiKey>;
  list(): Promise<ApiKey[]>;
  /** Returns false when there is no such key. */
  revoke(id: string, at: Date): Promise<boolean>;
  /** The key with this hash, unless revoked; marks it used. */
  activeKeyFor(hash: string, at: Date): Promise<ApiKey | null>;
  logCall(call: {
    apiKeyId: string | null;
    ip: string;
    status: number;
    outcome: string;
    postId: string | null;
  }): Promise<void>;
  recentCalls(limit: number): Promise<ApiCall[]>;
}

/** Makes new keys and their one-way hashes; the key itself is shown once and never stored. */
export interface ApiKeyCodec {
  generate(): { key: string; prefix: string; hash: string };
  hash(key: string): string;
}
