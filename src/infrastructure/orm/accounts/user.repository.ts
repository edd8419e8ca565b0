import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { NewUser, ProfileChanges, UserRepository } from '#application/accounts/ports.ts';
import { emailTaken } from '#domain/accounts/errors.ts';
import type { Role, User } from '#domain/accounts/user.ts';
import type { SiteLanguage } from '#domain/shared/language.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import { TokenBalanceRecord } from './token-balance.entity.ts';
import { UserRecord, type UserRecordEntity } from './user.entity.ts';

function toUser(record: UserRecordEntity): User {
  return {
    id: record.id,
    email: record.email,
    passwordHash: record.passwordHash ?? null,
    firstName: record.firstName,
    lastName: record.lastName,
    phone: record.phone ?? null,
    language: record.language,
    role: record.role,
    createdAt: record.createdAt,
    testUserExpiresAt: record.testUserExpiresAt ?? null,
  };
}

export class OrmUserRepository implements UserRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  count(): Promise<number> {
    return this.em.count(UserRecord, {});
  }

  async findById(id: string): Promise<User | null> {
    const record = await this.em.findOne(UserRecord, { id });
    return record ? toUser(record) : null;
  }

  async findByEmail(email: string): Promise<User | null> {
    const record = await this.em.findOne(UserRecord, { email });
    return record ? toUser(record) : null;
  }

  async create(user: NewUser, initialTokens: number): Promise<User> {
    const record = this.em.create(UserRecord, {
      id: randomUUID(),
      email: user.email,
      passwordHash: user.passwordHash,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      ...(user.language ? { language: user.language } : {}),
      role: user.role,
      createdAt: new Date(),
      testUserExpiresAt: user.testUserExpiresAt ?? null,
    });
    this.em.create(TokenBalanceRecord, { user: record, balance: initialTokens });
    try {
      // One flush, one transaction: the profile never exists without its balance.
      await this.em.flush();
    } catch (error) {
      this.em.clear();
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    return toUser(record);
  }

  async updateProfile(id: string, changes: ProfileChanges): Promise<User | null> {
    const record = await this.em.findOne(UserRecord, { id });
    if (!record) return null;
    this.em.assign(record, {
      firstName: changes.firstName,
      lastName: changes.lastName,
      phone: changes.phone,
      ...(changes.language ? { language: changes.language } : {}),
    });
    await this.em.flush();
    return toUser(record);
  }

  async setRole(id: string, role: Role): Promise<void> {
    await this.em.nativeUpdate(UserRecord, { id }, { role });
  }

  async setPasswordHash(id: string, passwordHash: string | null): Promise<void> {
    await this.em.nativeUpdate(UserRecord, { id }, { passwordHash });
  }

  async setLanguage(id: string, language: SiteLanguage): Promise<void> {
    await this.em.nativeUpdate(UserRecord, { id }, { language });
  }

  async deleteTestUser(id: string): Promise<boolean> {
    // The condition on the expiry makes a real account impossible to delete here, whatever id is passed.
    return (await this.em.nativeDelete(UserRecord, { id, testUserExpiresAt: { $ne: null } })) > 0;
  }

  /**
   * One bulk delete (the partial index on the expiry finds the rows). Every table that points at users
   * cascades (token balances, likes) or lets go (`set null`: clients, posts, bookings), so it cannot fail
   * on a reference nor leave rows behind.
   */
  deleteExpiredTestUsers(now: Date): Promise<number> {
    return this.em.nativeDelete(UserRecord, { testUserExpiresAt: { $ne: null, $lte: now } });
  }
}
