import { defineEntity, p } from '@mikro-orm/core';

/** A sign-up waiting for its e-mailed link; only the link's SHA-256 hash is kept. */
export const PendingSignUpRecord = defineEntity({
  name: 'PendingSignUpRecord',
  tableName: 'pending_sign_ups',
  properties: {
    id: p.uuid().primary(),
    email: p.string().length(320).unique('pending_sign_ups_email_unique'),
    passwordHash: p.text(),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    phone: p.string().length(40),
    /** The sign-up page's language: the account is written to in it. */
    language: p.string().length(5).default('en'),
    tokenHash: p.string().length(64).unique('pending_sign_ups_token_hash_unique'),
    sentAt: p.datetime().columnType('timestamptz'),
  },
});

export type PendingSignUpRecordEntity = InstanceType<typeof PendingSignUpRecord.class>;
