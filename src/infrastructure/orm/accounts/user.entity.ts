import { defineEntity, p } from '@mikro-orm/core';
import { ROLES } from '#domain/accounts/user.ts';

export const UserRecord = defineEntity({
  name: 'UserRecord',
  tableName: 'users',
  properties: {
    id: p.uuid().primary(),
    email: p.string().length(320).unique('users_email_unique'),
    /** Null for an account made by a client's first magic-link sign-in, until a password is set. */
    passwordHash: p.text().nullable(),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    phone: p.string().length(40).nullable(),
    role: p.enum(ROLES).columnType('varchar(10)').default('user'),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});

export type UserRecordEntity = InstanceType<typeof UserRecord.class>;
