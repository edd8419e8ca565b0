import { defineEntity, p } from '@mikro-orm/core';
import { UserRecord } from '../accounts/user.entity.ts';
import { CLIENT_LIST_INDEXES } from './admin-list-indexes.ts';
import { CLIENT_SEARCH_TRIGGERS } from './admin-search-triggers.ts';

export const ClientRecord = defineEntity({
  name: 'ClientRecord',
  tableName: 'clients',
  indexes: [...CLIENT_LIST_INDEXES],
  triggers: CLIENT_SEARCH_TRIGGERS,
  properties: {
    id: p.uuid().primary(),
    /** The account the client signs in with; set at their first sign-in. */
    user: p
      .oneToOne(UserRecord)
      .fieldName('user_id')
      .owner()
      .nullable()
      .deleteRule('set null')
      .updateRule('cascade'),
    name: p.string().length(200),
    email: p.string().length(320).unique('clients_email_unique'),
    phone: p.string().length(40).nullable(),
    company: p.string().length(200).nullable(),
    language: p.string().length(5).default('en'),
    timeZone: p.string().length(64).default('Europe/London'),
    /** Integer pence (GBP). */
    accountBalance: p.integer().default(0),
    /** The sum of the client's credits (integer pence): what they have paid. */
    paymentsReceived: p.integer().default(0),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});

export type ClientRecordEntity = InstanceType<typeof ClientRecord.class>;
