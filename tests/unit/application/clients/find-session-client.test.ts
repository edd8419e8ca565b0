import { describe, expect, it } from 'vitest';
import { findSessionClient } from '#application/clients/find-session-client.ts';
import { InMemoryClients } from '#fixtures/fakes/in-memory-clients.ts';

describe('findSessionClient', () => {
  it("gives the signed-in user's own client record: id, name, e-mail, language and time zone", async () => {
    const clients = new InMemoryClients();
    clients.add({ name: 'Other Ltd', email: 'other@example.com', userId: 'user-2' });
    const mine = clients.add({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      userId: 'user-1',
      accountBalancePence: 12_500,
      timeZone: 'Europe/Madrid',
    });
    expect(await findSessionClient({ clients }, 'user-1')).toEqual({
      id: mine.id,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      language: 'en',
      timeZone: 'Europe/Madrid',
    });
  });

  it('refuses a user without a client record with "Client account not found. Please use the onboarding form first."', async () => {
    const clients = new InMemoryClients();
    clients.add({ name: 'Not linked yet', email: 'ada@example.com' });
    await expect(findSessionClient({ clients }, 'user-1')).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'CLIENTS.CLIENT_NOT_FOUND',
      message: 'Client account not found. Please use the onboarding form first.',
    });
  });
});
