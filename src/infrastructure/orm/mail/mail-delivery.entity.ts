import { defineEntity, p } from '@mikro-orm/core';

/** An e-mail a job sent, by its delivery key (see `deliveredOnce`). */
export const MailDeliveryRecord = defineEntity({
  name: 'MailDeliveryRecord',
  tableName: 'mail_deliveries',
  properties: {
    key: p.string().length(200).primary(),
    messageId: p.string().length(300),
    sentAt: p.datetime().columnType('timestamptz'),
  },
});
