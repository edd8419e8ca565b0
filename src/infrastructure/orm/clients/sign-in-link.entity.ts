import { defineEntity, p } from '@mikro-orm/core';
import { timestamp, timestampOnCreate } from '../columns.ts';
import { ClientRecord } from './client.entity.ts';

/** A client's magic link: only SHA-256 hashes of its token and its 6-digit code (if any) are kept. */
export const SignInLinkRecord = defineEntity({
  name: 'SignInLinkRecord',
  tableName: 'client_sign_in_links',
  indexes: [{ name: 'client_sign_in_links_client_id_created_at_index', properties: ['client', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    client: p.manyToOne(ClientRecord).fieldName('client_id').deleteRule('cascade').updateRule('cascade'),
    tokenHash: p.string().length(64).unique('client_sign_in_links_token_hash_unique'),
    /** Null for a link in a portal e-mail, which carries no code. */
    codeHash: p.string().length(64).nullable(),
    failedAttempts: p.smallint().default(0),
    redirect: p.string().length(500).nullable(),
    expiresAt: timestamp(),
    usedAt: timestamp().nullable(),
    createdAt: timestampOnCreate(),
  },
});

export type SignInLinkRecordEntity = InstanceType<typeof SignInLinkRecord.class>;
