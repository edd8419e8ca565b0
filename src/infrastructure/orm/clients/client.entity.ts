import { defineEntity, p } from '@mikro-orm/core';

export const ClientRecord = defineEntity({
  name: 'ClientRecord',
  tableName: 'clients',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid().nullable().unique('clients_user_id_unique'),
    name: p.string().length(200),
    email: p.string().length(320).unique('clients_email_unique'),
    phone: p.string().length(40).nullable(),
    company: p.string().length(200).nullable(),
    /** Integer pence (GBP). */
    accountBalance: p.integer().default(0),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});

export type ClientRecordEntity = InstanceType<typeof ClientRecord.class>;
