import type { EntityManager } from '@mikro-orm/core';
import type { OwnerLanguage } from '#application/mail/ports.ts';
import { normalizeEmail } from '#domain/accounts/user.ts';
import { readerLanguage, type SiteLanguage } from '#domain/shared/language.ts';
import { UserRecord } from './user.entity.ts';

/**
 * The owner's account is the one whose e-mail is the notice address, else the oldest admin account
 * (the notices often go to a contact address that is no account's); with neither, English.
 */
export class OrmOwnerLanguage implements OwnerLanguage {
  private readonly em: EntityManager;
  private readonly noticeAddress: string;

  constructor(em: EntityManager, noticeAddress: string) {
    this.em = em;
    this.noticeAddress = normalizeEmail(noticeAddress);
  }

  async read(): Promise<SiteLanguage> {
    const account =
      (await this.em.findOne(UserRecord, { email: this.noticeAddress })) ??
      (await this.em.findOne(UserRecord, { role: 'admin' }, { orderBy: { createdAt: 'asc', id: 'asc' } }));
    return readerLanguage(account?.language);
  }
}
