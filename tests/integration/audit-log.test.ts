import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeProjectStatus } from '#application/client-records/change-project-status.ts';
import type { StaffRecordsRepository } from '#application/client-records/ports.ts';
import type { JobProcessors } from '#application/jobs/ports.ts';
import { createJobProcessors } from '#composition/job-processors.ts';
import type { AccountActor } from '#domain/audit/audit-entry.ts';
import { OrmAuditLog } from '#infrastructure/orm/audit/audit-log.ts';
import { OrmPostEditorRepository } from '#infrastructure/orm/blog/post-editor.repository.ts';
import type { Database } from '#infrastructure/orm/database.ts';
import { runSql } from '#infrastructure/orm/sql.ts';
import { createServerCaller } from '#web/server/trpc/app.router.ts';
import { RecordingContentEvents } from '../fixtures/fakes/in-memory-blog.ts';
import { InMemoryJobQueue } from '../fixtures/fakes/in-memory-jobs.ts';
import { FakeEmailSecrets, RecordingMailer } from '../fixtures/fakes/in-memory-mail.ts';
import { InMemoryFileStorage } from '../fixtures/fakes/in-memory-media.ts';
import { testLogger } from '../fixtures/fakes/logger.ts';
import { requestServicesOn } from '../fixtures/harness/request-services.ts';
import { postgresUrl } from '../fixtures/harness/services.ts';
import { type OpenTestDatabase, openTestDatabase } from '../fixtures/harness/test-database.ts';

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

  describe('the publish-scheduled-post job', () => {
    const AT = new Date('2026-03-10T09:00:00.000Z');
    const events = new RecordingContentEvents();

    /** The job as the worker (and the site without Redis) runs it, on this database, at `AT`. */
    const publishJob = (): JobProcessors['publish-scheduled-post'] =>
      createJobProcessors(database, {
        emailSecrets: new FakeEmailSecrets(),
        mailer: new RecordingMailer(),
        storage: new InMemoryFileStorage(),
        frames: { frameOf: () => Promise.reject(new Error('no videos in this test')) },
        queue: new InMemoryJobQueue(),
        baseUrl: 'http://localhost',
        events,
        clock: { now: () => AT },
        logger: testLogger,
      })['publish-scheduled-post'];
    const context = { jobKey: 'publish-test', reportProgress: async () => {} };

    async function scheduledPost(title: string) {
      const { id } = await new OrmPostEditorRepository(database.fork()).create({
        title,
        content: 'Words.',
        excerpt: null,
        imageUrl: null,
        videoUrl: null,
        videoThumbnailUrl: null,
        isVlog: false,
        tags: [],
        translations: {},
        published: false,
        publishedAt: null,
        scheduledAt: AT,
        slug: `scheduled-${crypto.randomUUID()}`,
        authorId: null,
        now: new Date(AT.getTime() - 86_400_000),
      });
      return { id, payload: { postId: id, scheduledFor: AT.toISOString() } };
    }

    const publication = (postId: string) =>
      sql<{ published: boolean; scheduled: boolean }>(
        `select "published", "scheduled_at" is not null as "scheduled" from "blog_posts" where "id" = ?`,
        [postId],
      );
    const entriesOfPost = (postId: string) =>
      sql<{
        action: string;
        actor_kind: string;
        actor_id: string | null;
        actor_key: string;
        actor_name: string;
        ip: string | null;
        subject_label: string;
        before: unknown;
        after: unknown;
      }>(
        `select "action", "actor_kind", "actor_id", "actor_key", "actor_name", "ip", "subject_label", "before", "after"
           from "audit_entries" where "subject_id" = ?`,
        [postId],
      );

    it('writes one post.published entry by the scheduler when it publishes, and none on a second run', async () => {
      const post = await scheduledPost('Scheduled for the log');
      expect(await publishJob()(post.payload, context)).toEqual({ published: true });
      expect(await publishJob()(post.payload, context)).toEqual({ published: false });
      expect(await publication(post.id)).toEqual([{ published: true, scheduled: false }]);
      expect(await entriesOfPost(post.id)).toEqual([
        {
          action: 'post.published',
          actor_kind: 'scheduler',
          actor_id: null,
          actor_key: 'scheduler',
          actor_name: 'Scheduled publication',
          ip: null,
          subject_label: 'Scheduled for the log',
          before: { status: 'scheduled', scheduledAt: AT.toISOString() },
          after: { status: 'published', scheduledAt: null },
        },
      ]);
      // The log page lists the scheduler among the people, under its own key.
      const people = await asOwner().audit.entries({ person: 'scheduler' });
      expect(people.people).toContainEqual({
        key: 'scheduler',
        kind: 'scheduler',
        name: 'Scheduled publication',
      });
      expect(people.rows.map((row) => row.subject.id)).toContain(post.id);
    });

    it('publishes and records in one commit: an entry that cannot be written leaves the post scheduled', async () => {
      const post = await scheduledPost('Scheduled, then refused');
      await sql(`alter table "audit_entries" add constraint "refuse_for_test" check (false) not valid`);
      try {
        await expect(publishJob()(post.payload, context)).rejects.toThrow();
      } finally {
        await sql(`alter table "audit_entries" drop constraint "refuse_for_test"`);
      }
      expect(await publication(post.id)).toEqual([{ published: false, scheduled: true }]);
      expect(await entriesOfPost(post.id)).toEqual([]);
      // The job's retry publishes it.
      expect(await publishJob()(post.payload, context)).toEqual({ published: true });
      expect((await entriesOfPost(post.id)).map((entry) => entry.action)).toEqual(['post.published']);
    });

    // PGlite has one connection: two transactions at once would wait on each other.
    it.skipIf(kind === 'pglite')(
      'works in a transaction of its own, even when started inside another one (the in-process queue)',
      async () => {
        const post = await scheduledPost('Started inside a relay');
        const other = database.fork({ followTransactions: true });
        await expect(
          other.transactional(async () => {
            await runSql(other, 'select 1');
            expect(await publishJob()(post.payload, context)).toEqual({ published: true });
            throw new Error('the other transaction is undone');
          }),
        ).rejects.toThrow('the other transaction is undone');
        expect(await publication(post.id)).toEqual([{ published: true, scheduled: false }]);
        expect((await entriesOfPost(post.id)).map((entry) => entry.actor_kind)).toEqual(['scheduler']);
      },
    );
  });

  it('refuses to change, remove or empty out an entry, whoever asks', async () => {
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
    await expect(sql(`truncate "audit_entries"`)).rejects.toThrow(message);
    expect((await entriesAbout(subject)).map((entry) => entry.action)).toEqual(['post.deleted']);
  });
});
