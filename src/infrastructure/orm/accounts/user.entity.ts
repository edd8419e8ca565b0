import { defineEntity, p } from '@mikro-orm/core';
import { ROLES } from '#domain/accounts/user.ts';

export const UserRecord = defineEntity({
  name: 'UserRecord',
  tableName: 'users',
  indexes: [
    // The sweep of expired test users: MikroORM matches an expression index by name.
    {
      name: 'users_test_user_expires_at_index',
      expression:
        'create index "users_test_user_expires_at_index" on "users" ("test_user_expires_at") where "test_user_expires_at" is not null',
    },
  ],
  properties: {
    id: p.uuid().primary(),
    email: p.string().length(320).unique('users_email_unique'),
    /** Null for an account made by a client's first magic-link sign-in, until a password is set. */
    passwordHash: p.text().nullable(),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    phone: p.string().length(40).nullable(),
    language: p.string().length(5).default('en'),
    role: p.enum(ROLES).columnType('varchar(10)').default('user'),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    /** Set for a throw-away test user (system checks, `/api/test-user`): removed once it has passed. */
    testUserExpiresAt: p.datetime().columnType('timestamptz').nullable(),
  },
});

export type UserRecordEntity = InstanceType<typeof UserRecord.class>;
