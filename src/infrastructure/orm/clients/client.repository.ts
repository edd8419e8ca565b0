import type { ClientRepository } from '#application/clients/ports.ts';
import type { Client } from '#domain/clients/client.ts';
import type { UnitOfWork } from '../database.ts';
import { ClientRecord } from './client.entity.ts';
import { toClient } from './client.mapper.ts';

export class OrmClientRepository implements ClientRepository {
  private readonly em: UnitOfWork;

  constructor(em: UnitOfWork) {
    this.em = em;
  }

  async findByUserId(userId: string): Promise<Client | null> {
    const record = await this.em.findOne(ClientRecord, { user: userId });
    return record ? toClient(record) : null;
  }

  async setLanguageOfUser(userId: string, language: string): Promise<void> {
    await this.em.nativeUpdate(ClientRecord, { user: userId }, { language });
  }

  async setTimeZone(clientId: string, timeZone: string): Promise<void> {
    await this.em.nativeUpdate(ClientRecord, { id: clientId }, { timeZone });
  }

  async findById(id: string): Promise<Client | null> {
    const record = await this.em.findOne(ClientRecord, { id });
    return record ? toClient(record) : null;
  }

  /** Inquiries store addresses normalised (lower case), so an exact match is a match without case. */
  async findByEmail(email: string): Promise<Client | null> {
    const record = await this.em.findOne(ClientRecord, { email: email.trim().toLowerCase() });
    return record ? toClient(record) : null;
  }

  async linkUser(clientId: string, userId: string): Promise<void> {
    await this.em.nativeUpdate(ClientRecord, { id: clientId }, { user: userId });
  }
}
