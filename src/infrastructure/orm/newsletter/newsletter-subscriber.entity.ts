import { defineEntity, p } from '@mikro-orm/core';
import { SUBSCRIPTION_STATUSES } from '#domain/newsletter/subscription.ts';
import { timestamp } from '../columns.ts';

export const NewsletterSubscriberRecord = defineEntity({
  name: 'NewsletterSubscriberRecord',
  tableName: 'newsletter_subscribers',
  properties: {
    id: p.uuid().primary(),
    email: p.string().length(320).unique('newsletter_subscribers_email_unique'),
    name: p.string().length(200).nullable(),
    source: p.string().length(220).default('blog'),
    /** The language of the page they subscribed on: their e-mails are written in it. */
    language: p.string().length(5).default('en'),
    metadata: p.json<Record<string, unknown>>().columnType('jsonb'),
    status: p.enum(SUBSCRIPTION_STATUSES).columnType('varchar(20)').default('pending'),
    confirmationTokenHash: p
      .string()
      .length(64)
      .nullable()
      .unique('newsletter_subscribers_confirmation_token_hash_unique'),
    confirmationSentAt: timestamp().nullable(),
    confirmedAt: timestamp().nullable(),
    unsubscribedAt: timestamp().nullable(),
    createdAt: timestamp().defaultRaw('now()'),
  },
});

export type NewsletterSubscriberRecordEntity = InstanceType<typeof NewsletterSubscriberRecord.class>;
