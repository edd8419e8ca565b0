import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeProjectStatus } from '#application/clients/change-project-status.ts';
import type { StaffRecordsRepository } from '#application/clients/ports.ts';
import type { AccountActor } from '#domain/audit/audit-entry.ts';
import { OrmAuditLog } from '#infrastructure/orm/audit/audit-log.ts';
import type { Database } from '#infrastructure/orm/database.ts';
import { runSql } from '#infrastructure/orm/sql.ts';
import { createServerCaller } from '#web/server/trpc/app.router.ts';
import { requestServicesOn } from '../fixtures/request-services.ts';
import { postgresUrl } from '../fixtures/services.ts';
import { type OpenTestDatabase, openTestDatabase } from '../fixtures/test-database.ts';

// Issue 33: an audit entry is written in the same transaction as the staff action it records, and
// never changed or removed. Run on PGlite (the laptop's database) and on PostgreSQL when configured:
// the repositories' own transactions become savepoints of the action's, which both must honour.

const kinds = postgresUrl() ? (['pglite', 'postgresql'] as const) : (['pglite'] as const);

const OWNER: AccountActor = {
  kind: 'account',
  id: '00000000-0000-4000-8000-0000000a0d17',
  name: 'owner@example.com',
  role: 'admin',
  ip: '198.51.100.23',
  userAgent: 'audit-log-test',
};

describe.each(kinds)('the audit log on %s', (kind) => {
  let opened: OpenTestDatabase | undefined;
  let database: Database;
  let servicesForRequest: ReturnType<typeof requestServicesOn>;

  beforeAll(async () => {
    opened = await openTestDatabase(kind);
    database = opened.database;
    servicesForRequest = requestServicesOn(database);
  }, 60_000);
  afterAll(async () => {
    await opened?.close();
  });

  const sql = <Row>(text: string, params: unknown[] = []) => runSql<Row>(database.fork(), text, params);

  /** The owner's router, calling from the owner's address with the owner's browser. */
  const asOwner = () =>
    createServerCaller({
      services: servicesForRequest(),
      viewer: { id: OWNER.id, email: OWNER.name, firstName: 'Olive', role: 'admin' },
      request: {
        id: 'audit-test',
        ip: OWNER.ip ?? '',
        userAgent: OWNER.userAgent ?? undefined,
        anonymousSessionId: null,
        language: 'en',
      },
    });

  async function clientWithProject(name: string) {
    const clientId = crypto.randomUUID();
    const projectId = crypto.randomUUID();
    await sql(`insert into "clients" ("id", "name", "email") values (?, ?, ?)`, [
      clientId,
      name,
      `${clientId}@example.com`,
    ]);
    await sql(`insert into "projects" ("id", "client_id", "name", "status") values (?, ?, ?, 'new')`, [
      projectId,
      clientId,
      `${name}'s website`,
    ]);
    return { clientId, projectId };
  }

  const entriesAbout = (subjectId: string) =>
    sql<{ action: string; actor_name: string; ip: string; user_agent: string; after: unknown }>(
      `select "action", "actor_name", "ip", "user_agent", "after" from "audit_entries" where "subject_id" = ?`,
      [subjectId],
    );

  it('writes an action and its entry in one commit: an entry that cannot be written undoes the action', async () => {
    const { clientId } = await clientWithProject('Ada Lovelace');
    const transaction = { clientId, type: 'credit' as const, amount: '25.00', description: 'Deposit' };
    // The log refuses every new entry for a moment (a failure after the action's writes, before commit).
    await sql(`alter table "audit_entries" add constraint "refuse_for_test" check (false) not valid`);
    try {
      await expect(asOwner().adminClients.recordTransaction(transaction)).rejects.toMatchObject({
        code: 'INTERNAL_SERVER_ERROR',
      });
    } finally {
      await sql(`alter table "audit_entries" drop constraint "refuse_for_test"`);
    }
    // The transaction, the balance and the payments received are as they were: the action is undone.
    expect(await sql(`select 1 from "account_transactions" where "client_id" = ?`, [clientId])).toEqual([]);
    const [client] = await sql<{ account_balance: number; payments_received: number }>(
      `select "account_balance", "payments_received" from "clients" where "id" = ?`,
      [clientId],
    );
    expect(client).toEqual({ account_balance: 0, payments_received: 0 });
    expect(await entriesAbout(clientId)).toEqual([]);

    await asOwner().adminClients.recordTransaction(transaction);
    expect(await sql(`select 1 from "account_transactions" where "client_id" = ?`, [clientId])).toHaveLength(
      1,
    );
    expect(await entriesAbout(clientId)).toEqual([
      {
        action: 'transaction.recorded',
        actor_name: 'owner@example.com',
        ip: '198.51.100.23',
        user_agent: 'audit-log-test',
        after: { type: 'credit', amountPence: 2500, description: 'Deposit', balanceAfterPence: 2500 },
      },
    ]);
  });

  it('writes no entry for an action that fails midway, and keeps none of its writes', async () => {
    const { projectId } = await clientWithProject('Grace Hopper');
    const services = servicesForRequest();
    const real = services.clients.staffRecords;
    // The status is moved, then the action fails before it ends (as a lost connection would).
    const failingMidway: StaffRecordsRepository = {
      clientRecordSet: (id) => real.clientRecordSet(id),
      projectRecordSet: (id) => real.projectRecordSet(id),
      projectState: (id) => real.projectState(id),
      async changeProjectStatus(id, from, to) {
        expect(await real.changeProjectStatus(id, from, to)).toBe(true);
        throw new Error('the action failed midway');
      },
    };
    await expect(
      changeProjectStatus(
        { staffRecords: failingMidway, audit: services.clients.audit },
        { id: projectId, from: 'new', to: 'active' },
        OWNER,
      ),
    ).rejects.toThrow('the action failed midway');
    expect(await sql(`select "status" from "projects" where "id" = ?`, [projectId])).toEqual([
      { status: 'new' },
    ]);
    expect(await entriesAbout(projectId)).toEqual([]);

    await asOwner().adminClients.changeProjectStatus({ id: projectId, from: 'new', to: 'active' });
    expect((await entriesAbout(projectId)).map((entry) => entry.action)).toEqual(['project.status_changed']);
  });

  it('refuses to change or remove an entry, whoever asks', async () => {
    const log = new OrmAuditLog(database.fork({ followTransactions: true }), { now: () => new Date() });
    const subject = crypto.randomUUID();
    await log.record(OWNER, async () => ({
      result: undefined,
      entry: {
        action: 'post.deleted',
        subject: { type: 'post', id: subject, label: 'Gone' },
        before: null,
        after: null,
      },
    }));
    const message = /audit entries are never changed or removed/;
    await expect(
      sql(`update "audit_entries" set "action" = 'post.created' where "subject_id" = ?`, [subject]),
    ).rejects.toThrow(message);
    await expect(sql(`delete from "audit_entries" where "subject_id" = ?`, [subject])).rejects.toThrow(
      message,
    );
    expect((await entriesAbout(subject)).map((entry) => entry.action)).toEqual(['post.deleted']);
  });
});
