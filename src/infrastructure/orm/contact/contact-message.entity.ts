import { defineEntity, p } from '@mikro-orm/core';
import { CONTACT_LIMITS } from '#domain/contact/contact-message.ts';

/** Every message sent through the contact form (bot messages caught by the honeypot are not kept). */
export const ContactMessageRecord = defineEntity({
  name: 'ContactMessageRecord',
  tableName: 'contact_messages',
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(CONTACT_LIMITS.nameMax),
    email: p.string().length(CONTACT_LIMITS.emailMax),
    message: p.text(),
    ip: p.string().length(CONTACT_LIMITS.ipMax),
    userAgent: p.string().length(CONTACT_LIMITS.userAgentMax).default(''),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .index('contact_messages_created_at_index'),
    /** When the owner's e-mail was queued; null while it still has to be. */
    notificationQueuedAt: p.datetime().columnType('timestamptz').nullable(),
  },
});

export type ContactMessageRecordEntity = InstanceType<typeof ContactMessageRecord.class>;
