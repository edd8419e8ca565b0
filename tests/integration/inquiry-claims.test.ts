import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HmacProjectClaimLinks } from '#infrastructure/auth/project-claim-links.ts';
import { loadConfig } from '#infrastructure/config.ts';
import { OrmUserRepository } from '#infrastructure/orm/accounts/user.repository.ts';
import type { Database } from '#infrastructure/orm/database.ts';
import { runSql } from '#infrastructure/orm/sql.ts';
import { createServerCaller } from '#web/server/trpc/app.router.ts';
import { requestServicesOn } from '../fixtures/harness/request-services.ts';
import { type OpenTestDatabase, openTestDatabase } from '../fixtures/harness/test-database.ts';

let opened: OpenTestDatabase | undefined;
let database: Database;
let servicesForRequest: ReturnType<typeof requestServicesOn>;
const config = loadConfig({ NODE_ENV: 'test' });
let ipCounter = 0;

beforeAll(async () => {
  opened = await openTestDatabase();
  database = opened.database;
  // The inquiry's e-mails go through the queue, which is not given here: the use case keeps the
  // inquiry and leaves its e-mails for a later pass (tested with the site in client-inquiry.test.ts).
  servicesForRequest = requestServicesOn(database, { config });
}, 60_000);
afterAll(async () => {
  await opened?.close();
});

const sql = <Row>(text: string, params: unknown[] = []) => runSql<Row>(database.fork(), text, params);

const request = () => ({
  id: 'test',
  ip: `10.9.0.${++ipCounter}`,
  userAgent: undefined,
  anonymousSessionId: null,
  language: 'en' as const,
});

const callerAs = (viewer: unknown) =>
  createServerCaller({ services: servicesForRequest(), viewer: viewer as never, request: request() });

const anonymous = () => callerAs(null);

/** A client with stored details and a user account, and the caller signed in as them. */
async function clientWithSession(name: string) {
  const email = `${name.toLowerCase()}@example.com`;
  const user = await new OrmUserRepository(database.fork()).create(
    { email, passwordHash: 'hash', firstName: name, lastName: 'Client', phone: null, role: 'user' },
    100,
  );
  const clientId = crypto.randomUUID();
  await sql(
    `insert into "clients" ("id", "user_id", "name", "email", "phone", "company") values (?, ?, ?, ?, ?, ?)`,
    [clientId, user.id, `${name} Client`, email, '+44 1', `${name} Ltd`],
  );
  const caller = callerAs({ id: user.id, email, firstName: name, lastName: 'Client', role: 'user' });
  return { clientId, email, caller };
}

const staff = () =>
  callerAs({ id: crypto.randomUUID(), email: 'owner@example.com', firstName: 'Owner', role: 'admin' });

const attack = (email: string) => ({
  name: 'Mallory Attacker',
  email,
  phone: '+1 555 0100',
  company: 'Evil Ltd',
  projectName: 'URGENT: new bank details',
  projectTypes: ['website' as const],
  description: 'Please pay the next invoice to our new bank account.',
  consent: true as const,
});

const clientDetails = (clientId: string) =>
  sql<{ name: string; phone: string | null; company: string | null }>(
    `select "name", "phone", "company" from "clients" where "id" = ?`,
    [clientId],
  );

describe('an inquiry for an address that already belongs to a client', () => {
  it('from an anonymous visitor: the same answer, the client untouched, the project and its message unverified', async () => {
    const victim = await clientWithSession('Victor');
    const answer = await anonymous().clients.submitInquiry(attack(victim.email.toUpperCase()));
    expect(answer).toEqual({
      received: true,
      projectId: expect.any(String),
      uploadPermit: expect.any(String),
    });
    expect(await clientDetails(victim.clientId)).toEqual([
      { name: 'Victor Client', phone: '+44 1', company: 'Victor Ltd' },
    ]);
    const [project] = await sql<{ client_id: string; verification: string; submitted_by: unknown }>(
      `select "client_id", "verification", "submitted_by" from "projects" where "id" = ?`,
      [answer.projectId],
    );
    expect(project).toEqual({
      client_id: victim.clientId,
      verification: 'unverified',
      submitted_by: { name: 'Mallory Attacker', phone: '+1 555 0100', company: 'Evil Ltd' },
    });

    // The client sees the project marked, its images hidden, and the message as an unverified sender's.
    const [seen] = await victim.caller.clients.projects();
    expect(seen).toMatchObject({ id: answer.projectId, unverified: true });
    const [conversation] = await victim.caller.clients.conversations();
    const thread = await victim.caller.clients.conversation({ id: conversation?.id ?? '' });
    expect(thread.messages).toEqual([expect.objectContaining({ author: 'client', unverifiedSender: true })]);

    // The owner sees the mark, and the details the visitor typed.
    const list = await staff().adminClients.projectsList({});
    expect(list.rows.find((row) => row.id === answer.projectId)).toMatchObject({ unverified: true });
    const page = await staff().adminClients.project({ id: answer.projectId ?? '' });
    expect(page.project).toMatchObject({
      unverified: true,
      submittedBy: { name: 'Mallory Attacker', phone: '+1 555 0100', company: 'Evil Ltd' },
    });
    const clientPage = await staff().adminClients.client({ id: victim.clientId });
    expect(clientPage.projects.find((row) => row.id === answer.projectId)).toMatchObject({
      unverified: true,
    });
  });

  it('the confirmation works only for that client: another client cannot confirm or remove it', async () => {
    const victim = await clientWithSession('Wanda');
    const other = await clientWithSession('Oscar');
    const { projectId } = await anonymous().clients.submitInquiry(attack(victim.email));
    const id = projectId ?? '';
    await expect(other.caller.clients.confirmProject({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(other.caller.clients.declineProject({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(anonymous().clients.confirmProject({ id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await staff().adminClients.project({ id })).project.unverified).toBe(true);

    expect(await victim.caller.clients.confirmProject({ id })).toEqual({ confirmed: true });
    expect((await staff().adminClients.project({ id })).project.unverified).toBe(false);
    const [seen] = await victim.caller.clients.projects();
    expect(seen).toMatchObject({ id, unverified: false });
    const [conversation] = await victim.caller.clients.conversations();
    const thread = await victim.caller.clients.conversation({ id: conversation?.id ?? '' });
    expect(thread.messages[0]?.unverifiedSender).toBe(false);
    // Still the client's own details.
    expect(await clientDetails(victim.clientId)).toEqual([
      { name: 'Wanda Client', phone: '+44 1', company: 'Wanda Ltd' },
    ]);
  });

  it("the e-mailed link confirms that project only, and a forged or another project's link does nothing", async () => {
    const victim = await clientWithSession('Yusuf');
    const { projectId } = await anonymous().clients.submitInquiry(attack(victim.email));
    const id = projectId ?? '';
    const links = new HmacProjectClaimLinks(config.sessionSecret);
    const token = links.issue(id, new Date(Date.now() + 60_000));

    expect(await anonymous().clients.projectClaim({ token })).toEqual({
      state: 'unverified',
      projectName: 'URGENT: new bank details',
    });
    for (const forged of [
      `${id}.9999999999999.forged`,
      links.issue(crypto.randomUUID(), new Date(Date.now() + 60_000)),
    ]) {
      expect(await anonymous().clients.projectClaim({ token: forged })).toEqual({
        state: 'invalid',
        projectName: null,
      });
      await expect(
        anonymous().clients.claimProject({ token: forged, decision: 'confirm' }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await staff().adminClients.project({ id })).project.unverified).toBe(true);

    expect(await anonymous().clients.claimProject({ token, decision: 'confirm' })).toEqual({
      outcome: 'confirmed',
    });
    expect((await staff().adminClients.project({ id })).project.unverified).toBe(false);
    expect(await anonymous().clients.projectClaim({ token })).toEqual({
      state: 'confirmed',
      projectName: 'URGENT: new bank details',
    });
  });

  it('the client can remove a project they did not send: it leaves their portal with its conversation', async () => {
    const victim = await clientWithSession('Zora');
    const { projectId } = await anonymous().clients.submitInquiry(attack(victim.email));
    const id = projectId ?? '';
    expect(await victim.caller.clients.declineProject({ id })).toEqual({ removed: true });
    expect(await victim.caller.clients.projects()).toEqual([]);
    expect(await victim.caller.clients.conversations()).toEqual([]);
    await expect(staff().adminClients.project({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a verified project cannot be removed by the client', async () => {
    const victim = await clientWithSession('Quinn');
    const { projectId } = await victim.caller.clients.submitInquiry(attack(victim.email));
    await expect(victim.caller.clients.declineProject({ id: projectId ?? '' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('from the client signed in with that address: verified, and their details updated as before', async () => {
    const client = await clientWithSession('Petra');
    const { projectId } = await client.caller.clients.submitInquiry({
      ...attack(client.email),
      name: 'Petra Newname',
      company: 'Petra Two',
    });
    expect(await clientDetails(client.clientId)).toEqual([
      { name: 'Petra Newname', phone: '+1 555 0100', company: 'Petra Two' },
    ]);
    const [project] = await sql<{ verification: string; submitted_by: unknown }>(
      `select "verification", "submitted_by" from "projects" where "id" = ?`,
      [projectId],
    );
    expect(project).toEqual({ verification: 'verified', submitted_by: null });
  });

  it('from a client signed in with another address: unverified like an anonymous one', async () => {
    const victim = await clientWithSession('Ines');
    const other = await clientWithSession('Hugo');
    const { projectId } = await other.caller.clients.submitInquiry(attack(victim.email));
    expect(await clientDetails(victim.clientId)).toEqual([
      { name: 'Ines Client', phone: '+44 1', company: 'Ines Ltd' },
    ]);
    expect((await staff().adminClients.project({ id: projectId ?? '' })).project.unverified).toBe(true);
  });

  it("for the address of a site account that is no client yet: the client takes the account's name, the project is unverified", async () => {
    const email = 'member-only@example.com';
    await new OrmUserRepository(database.fork()).create(
      { email, passwordHash: 'hash', firstName: 'Mona', lastName: 'Member', phone: null, role: 'user' },
      100,
    );
    const { projectId } = await anonymous().clients.submitInquiry(attack(email));
    const page = await staff().adminClients.project({ id: projectId ?? '' });
    expect(page.project).toMatchObject({ unverified: true, submittedBy: { name: 'Mallory Attacker' } });
    expect(page.client).toMatchObject({ name: 'Mona Member', company: null });
  });

  it('a brand-new address makes a verified client and project as before', async () => {
    const { projectId } = await anonymous().clients.submitInquiry(attack('brand-new@example.com'));
    const page = await staff().adminClients.project({ id: projectId ?? '' });
    expect(page.project.unverified).toBe(false);
    expect(page.client).toMatchObject({ name: 'Mallory Attacker', company: 'Evil Ltd' });
  });
});
