import type { Client } from '#domain/clients/client.ts';

export interface ClientRepository {
  /** The client whose user account this is (`clients.user_id`), or null. */
  findByUserId(userId: string): Promise<Client | null>;
}
