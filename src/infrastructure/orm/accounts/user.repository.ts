import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { NewUser, UserRepository } from '#application/accounts/ports.ts';
import type { User } from '#domain/accounts/user.ts';
import { UserRecord, type UserRecordEntity } from './user.entity.ts';

function toUser(record: UserRecordEntity): User {
  return {
    id: record.id,
    email: record.email,
    passwordHash: record.passwordHash,
    firstName: record.firstName,
    lastName: record.lastName,
    phone: record.phone ?? null,
    role: record.role,
    createdAt: record.createdAt,
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

  async findByEmail(email: string): Promise<User | null> {
    const record = await this.em.findOne(UserRecord, { email });
    return record ? toUser(record) : null;
  }

  async create(user: NewUser): Promise<User> {
    const record = this.em.create(UserRecord, {
      id: randomUUID(),
      email: user.email,
      passwordHash: user.passwordHash,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      role: user.role,
      createdAt: new Date(),
    });
    await this.em.flush();
    return toUser(record);
  }
}
