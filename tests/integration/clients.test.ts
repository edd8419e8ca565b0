import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSessionClient } from '#application/clients/find-session-client.ts';
import { OrmUserRepository } from '#infrastructure/orm/accounts/user.repository.ts';
import { OrmClientRepository } from '#infrastructure/orm/clients/client.repository.ts';
import type { Database } from '#infrastructure/orm/database.ts';
import { runSql } from '#infrastructure/orm/sql.ts';
import { type OpenTestDatabase, openTestDatabase } from '../fixtures/harness/test-database.ts';

let opened: OpenTestDatabase | undefined;
let database: Database;

beforeAll(async () => {
  opened = await openTestDatabase();
  database = opened.database;
});
afterAll(async () => {
  await opened?.close();
});

async function newUser(email: string): Promise<string> {
  const user = await new OrmUserRepository(database.fork()).create(
    { email, passwordHash: 'hash', firstName: 'Ada', lastName: 'Client', phone: null, role: 'user' },
    100,
  );
  return user.id;
}

async function newClient(email: string, userId: string | null, balancePence = 0): Promise<string> {
  const id = crypto.randomUUID();
  await runSql(
    database.fork(),
    `insert into "clients" ("id", "user_id", "name", "email", "account_balance") values (?, ?, ?, ?, ?)`,
    [id, userId, `Client ${email}`, email, balancePence],
  );
  return id;
}

describe('the client of a session', () => {
  it("is the signed-in user's own client record, read from the clients table", async () => {
    const userId = await newUser('ada@example.com');
    const clientId = await newClient('ada@example.com', userId, 12_345);
    const client = await new OrmClientRepository(database.fork()).findByUserId(userId);
    expect(client).toMatchObject({
      id: clientId,
      userId,
      email: 'ada@example.com',
      accountBalancePence: 12_345,
    });
  });

  it('is refused to a user whose client record belongs to nobody yet, or who has none', async () => {
    const userId = await newUser('bob@example.com');
    await newClient('bob@example.com', null);
    const clients = new OrmClientRepository(database.fork());
    await expect(findSessionClient({ clients }, userId)).rejects.toMatchObject({
      code: 'CLIENTS.CLIENT_NOT_FOUND',
      message: 'Client account not found. Please use the onboarding form first.',
    });
  });

  it('keeps one client per user account, and frees it when the account is deleted', async () => {
    const userId = await newUser('cy@example.com');
    const clientId = await newClient('cy@example.com', userId);
    await expect(newClient('cy-second@example.com', userId)).rejects.toThrow();
    await runSql(database.fork(), `delete from "users" where "id" = ?`, [userId]);
    const [row] = await runSql<{ user_id: string | null }>(
      database.fork(),
      `select "user_id" from "clients" where "id" = ?`,
      [clientId],
    );
    expect(row?.user_id).toBeNull();
  });
});
