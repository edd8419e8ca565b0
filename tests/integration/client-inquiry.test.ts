import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrmInquiryRecorder } from '#infrastructure/orm/clients/inquiry-recorder.ts';
import { type Database, openDatabase } from '#infrastructure/orm/database.ts';
import { runSql } from '#infrastructure/orm/sql.ts';
import { testLogger } from '../fixtures/fakes/logger.ts';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { type RunningProcess, startProcess, startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../fixtures/harness/smtp-server.ts';

const OWNER_INBOX = 'owner-inbox@example.com';

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>> | undefined;
let worker: RunningProcess | undefined;
let smtp: TestSmtpServer;
/** The site's database when it is PostgreSQL (read alongside the site); else a PGlite of the test's own. */
let database: Database;
let ipCounter = 0;

const client = (ip = `10.3.0.${++ipCounter}`) =>
  new HttpClient(site?.url ?? '', { 'X-Forwarded-For': ip, 'User-Agent': 'InquiryTest/1.0' });

const submit = (http: HttpClient, input: Record<string, unknown>) =>
  http.trpc('clients.submitInquiry', 'mutation', input);

const GRACE = {
  name: 'Grace Hopper',
  email: 'Grace@Example.com',
  phone: '+44 20 7946 0000',
  company: 'Navy Labs',
  projectName: 'Compiler site',
  projectTypes: ['website', 'seo'],
  description: 'A site for our compiler.',
  budgetRange: 'over_50k',
  timelinePreference: 'asap',
  consent: true,
};

const rows = <Row extends object>(sql: string, params: unknown[] = []) =>
  runSql<Row>(database.fork(), sql, params);

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  environment = await createSiteEnvironment({
    SEED_DEMO_CONTENT: 'false',
    SMTP_URL: smtp.url,
    CONTACT_EMAIL: OWNER_INBOX,
  });
  if (environment.env.REDIS_URL) {
    worker = startProcess('src/worker-main.ts', environment.env);
    await worker.waitForLog((line) => line.msg === 'worker ready');
  }
  site = await startSiteProcess(environment.env);
  const databaseUrl = environment.env.DATABASE_URL;
  database = await openDatabase({ ...(databaseUrl ? { databaseUrl } : {}), logger: testLogger });
  if (!databaseUrl) await database.migrate();
}, 60_000);

afterAll(async () => {
  await database?.close();
  await site?.stop();
  await worker?.stop();
  await environment?.cleanup();
  await smtp?.close();
});

const usesSiteDatabase = () => Boolean(environment.env.DATABASE_URL);

describe('clients.submitInquiry', () => {
  let projectId: string;
  let permit: string;

  it('records the client, a new project and its initial conversation, and e-mails the owner and the client', async () => {
    const { status, data } = await submit(client('10.3.1.1'), GRACE);
    expect(status).toBe(200);
    expect(data).toMatchObject({
      received: true,
      projectId: expect.any(String),
      uploadPermit: expect.any(String),
    });
    projectId = data.projectId;
    permit = data.uploadPermit;

    const mails = await smtp.waitForMessages(2);
    const owner = mails.find((mail) => mail.envelopeTo.includes(OWNER_INBOX));
    const ack = mails.find((mail) => mail.envelopeTo.includes('grace@example.com'));
    expect(owner?.parsed.subject).toBe('New project inquiry: Compiler site from Grace Hopper');
    expect(owner?.parsed.text).toContain(`/admin/projects/${projectId}`);
    expect(owner?.parsed.text).toContain('Budget: Over £50,000');
    expect(owner?.parsed.replyTo?.value[0]?.address).toBe('grace@example.com');
    expect(ack?.parsed.text).toContain('within 24 hours');
    expect(ack?.parsed.text).toContain('/client_login?email=grace%40example.com');

    if (!usesSiteDatabase()) return;
    const [project] = await rows<{ status: string; name: string; owner_notified_at: Date | null }>(
      `select "status", "name", "owner_notified_at" from "projects" where "id" = ?`,
      [projectId],
    );
    expect(project).toMatchObject({ status: 'new', name: 'Compiler site' });
    const conversations = await rows<{ title: string; body: string; author: string }>(
      `select c."title", m."body", m."author" from "conversations" c
       join "conversation_messages" m on m."conversation_id" = c."id" where c."project_id" = ?`,
      [projectId],
    );
    expect(conversations).toEqual([
      { title: 'Compiler site - Initial Inquiry', body: 'A site for our compiler.', author: 'client' },
    ]);
  });

  it("keeps the client's details when someone not signed in as them sends an inquiry for their address, and the e-mailed link confirms the project", async () => {
    const attack = {
      ...GRACE,
      name: 'Mallory Attacker',
      email: 'grace@example.com',
      phone: '+1 555 0100',
      company: 'Evil Ltd',
      projectName: 'URGENT: new bank details',
      description: 'Pay the next invoice to our new account.',
    };
    const { status, data } = await submit(client('10.3.1.2'), attack);
    // The same answer as any inquiry: nothing tells the visitor the address is a client's.
    expect(status).toBe(200);
    expect(data).toMatchObject({
      received: true,
      projectId: expect.any(String),
      uploadPermit: expect.any(String),
    });

    const mails = await smtp.waitForMessages(4);
    const owner = mails.find((mail) => mail.parsed.subject?.startsWith('Unverified project inquiry'));
    const claim = mails.find(
      (mail) => mail.parsed.subject === 'A project was submitted with your e-mail address',
    );
    expect(owner?.parsed.subject).toBe(
      'Unverified project inquiry: URGENT: new bank details from Mallory Attacker',
    );
    expect(owner?.parsed.text).toContain('Company: Evil Ltd');
    expect(claim?.envelopeTo).toEqual(['grace@example.com']);
    const link = /(\S+\/client_onboarding\/confirm\?token=\S+)/.exec(claim?.parsed.text ?? '')?.[1] ?? '';
    expect(link).not.toBe('');
    const token = new URL(link).searchParams.get('token') ?? '';

    // Opening the link changes nothing; it names the project and offers both answers.
    const page = await (
      await client().page(`/client_onboarding/confirm?token=${encodeURIComponent(token)}`)
    ).text();
    expect(page).toContain('URGENT: new bank details');
    expect(page).toContain('Yes, it&#x27;s mine: confirm');
    expect(page).toContain('No, remove it');

    if (usesSiteDatabase()) {
      expect(
        await rows(`select "name", "phone", "company" from "clients" where "email" = 'grace@example.com'`),
      ).toEqual([{ name: 'Grace Hopper', phone: '+44 20 7946 0000', company: 'Navy Labs' }]);
      expect(
        await rows(`select "verification", "submitted_by" from "projects" where "id" = ?`, [data.projectId]),
      ).toEqual([
        {
          verification: 'unverified',
          submitted_by: { name: 'Mallory Attacker', phone: '+1 555 0100', company: 'Evil Ltd' },
        },
      ]);
    }

    // The link's "Confirm" works without JavaScript too (Post/Redirect/Get).
    const confirmed = await client().form('/client_onboarding/confirm', { token, decision: 'confirm' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/client_onboarding/confirm?done=confirmed');
    const forged = await client().form('/client_onboarding/confirm', {
      token: `${data.projectId}.9999999999999.forged`,
      decision: 'decline',
    });
    expect(forged.status).toBe(404);
    expect(await forged.text()).toContain('This link no longer works');
    if (!usesSiteDatabase()) return;
    expect(await rows(`select "verification" from "projects" where "id" = ?`, [data.projectId])).toEqual([
      { verification: 'verified' },
    ]);
  });

  // Issue 30: "A French inquiry gets 'Hello …, Thank you for your project inquiry'".
  it("writes the acknowledgement in the language of the page the inquiry came from, and keeps it as the client's", async () => {
    const french = new HttpClient(site?.url ?? '', {
      'X-Forwarded-For': '10.3.7.7',
      'X-Page-Language': 'fr',
    });
    const email = 'amelie@example.com';
    const { status } = await submit(french, { ...GRACE, name: 'Amélie Poulain', email, projectName: 'Café' });
    expect(status).toBe(200);
    let ack: (typeof smtp.received)[number] | undefined;
    for (let waited = 0; !ack && waited < 15_000; waited += 100) {
      ack = smtp.received.find((mail) => mail.envelopeTo.includes(email));
      if (!ack) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ack?.parsed.subject).toBe('Nous avons reçu votre demande de projet');
    expect(ack?.parsed.text).toContain('Projet: Café');
    expect(ack?.parsed.text).toContain('lang=fr');
    expect(ack?.parsed.text).not.toContain('Thank you');
    if (!usesSiteDatabase()) return;
    const [stored] = await rows<{ language: string }>(`select "language" from "clients" where "email" = ?`, [
      email,
    ]);
    expect(stored?.language).toBe('fr');
  });

  it('refuses invalid fields with the spec messages', async () => {
    const { status, error } = await submit(client(), {
      name: '',
      email: 'nope',
      projectName: '',
      projectTypes: [],
    });
    expect(status).toBe(400);
    expect(error.data.fieldErrors).toMatchObject({
      name: ['Name is required'],
      email: ['Invalid email address'],
      projectName: ['Project name is required'],
      projectTypes: ['Please select at least one project type'],
      consent: ['You must agree to be contacted'],
    });
  });

  it('stores a reference image through the worker without its metadata, and lists its URL in the description', async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0ffee' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'Secret Person' }, IFD3: { GPSLatitudeRef: 'N' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const response = await client().upload('/api/client-onboarding/reference-images', photo, 'image/jpeg', {
      'X-Upload-Permit': permit,
      'X-File-Name': encodeURIComponent('moodboard.jpg'),
    });
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(new RegExp(`/storage/project-files/${projectId}/reference-1-\\d+\\.jpg$`));

    const folder = path.join(environment.dataDir, 'uploads', 'project-files', projectId);
    const [file] = await readdir(folder);
    expect(file).toMatch(/^reference-1-\d+\.jpg$/);
    const stored = await sharp(path.join(folder, file ?? '')).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.format).toBe('jpeg');
    // The client's own: a visitor who is not signed in as them gets nothing (private-files.test.ts).
    expect((await client().get(new URL(url).pathname)).status).toBe(404);

    if (!usesSiteDatabase()) return;
    const [project] = await rows<{ description: string; reference_images: string[] }>(
      `select "description", "reference_images" from "projects" where "id" = ?`,
      [projectId],
    );
    expect(project?.reference_images).toEqual([url]);
    expect(project?.description).toBe(`A site for our compiler.\n\nReference Images:\n- ${url}`);
  });

  it('refuses a file that is not an image, and an upload without a valid permit', async () => {
    const text = await client().upload('/api/client-onboarding/reference-images', 'just words', 'image/png', {
      'X-Upload-Permit': permit,
      'X-File-Name': 'notes.png',
    });
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ error: 'notes.png is not a valid image file' });

    const forged = await client().upload('/api/client-onboarding/reference-images', 'x', 'image/png', {
      'X-Upload-Permit': `${projectId}.9999999999999.forged`,
    });
    expect(forged.status).toBe(403);
  });

  it('answers the form posted without JavaScript: thanks by redirect, refusals on the page', async () => {
    const browser = client('10.3.8.8');
    const body = new URLSearchParams({
      name: 'Plain Form',
      email: 'plain@example.com',
      projectName: 'Plain project',
      consent: 'on',
      website: '',
    });
    body.append('projectTypes', 'website');
    body.append('projectTypes', 'branding');
    const sent = await fetch(`${site?.url}/client_onboarding`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: site?.url ?? '',
        'X-Forwarded-For': '10.3.8.8',
      },
      body,
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/client_onboarding?sent=1');
    expect(await (await browser.page('/client_onboarding?sent=1')).text()).toContain('within 24 hours');

    const invalid = await browser.form('/client_onboarding', { name: '', email: 'x@y', projectName: 'Kept' });
    expect(invalid.status).toBe(400);
    const page = await invalid.text();
    for (const text of [
      'Name is required',
      'Invalid email address',
      'Please select at least one project type',
      'You must agree to be contacted',
      'value="Kept"',
    ])
      expect(page).toContain(text);
  });
  it("the form posted without JavaScript follows the same rule: a client's details stay as stored", async () => {
    const body = new URLSearchParams({
      name: 'Plain Mallory',
      email: 'grace@example.com',
      company: 'Plain Evil',
      projectName: 'Plain attack',
      consent: 'on',
      website: '',
      projectTypes: 'website',
    });
    const sent = await fetch(`${site?.url}/client_onboarding`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: site?.url ?? '',
        'X-Forwarded-For': '10.3.8.7',
      },
      body,
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/client_onboarding?sent=1');
    if (!usesSiteDatabase()) return;
    expect(await rows(`select "name", "company" from "clients" where "email" = 'grace@example.com'`)).toEqual(
      [{ name: 'Grace Hopper', company: 'Navy Labs' }],
    );
    expect(await rows(`select "verification" from "projects" where "name" = 'Plain attack'`)).toEqual([
      { verification: 'unverified' },
    ]);
  });

  it('takes reference images posted with the form without JavaScript: stored, refused ones counted', async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#abcdef' } })
      .png()
      .toBuffer();
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Multipart Form',
      email: 'multipart@example.com',
      projectName: 'Pictures project',
      description: 'With pictures.',
      consent: 'on',
      website: '',
    }))
      form.append(name, value);
    form.append('projectTypes', 'branding');
    form.append('images', new Blob([photo], { type: 'image/png' }), 'logo.png');
    form.append('images', new Blob(['just words'], { type: 'image/png' }), 'notes.png');
    const sent = await fetch(`${site?.url}/client_onboarding`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: site?.url ?? '', 'X-Forwarded-For': '10.3.8.9' },
      body: form,
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/client_onboarding?sent=1&images=1&images_failed=1');
    const thanks = await (
      await client('10.3.8.9').page('/client_onboarding?sent=1&images=1&images_failed=1')
    ).text();
    expect(thanks).toContain('Some images failed to upload, but your project was created successfully.');

    if (!usesSiteDatabase()) return;
    const [project] = await rows<{ id: string; description: string; reference_images: string[] }>(
      `select p."id", p."description", p."reference_images" from "projects" p
         join "clients" c on c."id" = p."client_id" where c."email" = 'multipart@example.com'`,
    );
    expect(project?.reference_images).toHaveLength(1);
    expect(project?.reference_images[0]).toMatch(
      new RegExp(`/storage/project-files/${project?.id}/reference-1-\\d+\\.png$`),
    );
    expect(project?.description).toContain(`Reference Images:\n- ${project?.reference_images[0]}`);
  });

  it('answers a malformed multipart body 400 and records nothing', async () => {
    const sent = await fetch(`${site?.url}/client_onboarding`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        Origin: site?.url ?? '',
        'X-Forwarded-For': '10.3.8.10',
        'Content-Type': 'multipart/form-data; boundary=xyz',
      },
      body: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nHalf',
    });
    expect(sent.status).toBe(400);
  });
});

describe('the inquiry transaction', () => {
  const anonymous = { signedInClientId: null, addressAccount: null };

  it('writes nothing when a step fails midway: no new client, no changed client, no project', async () => {
    const recorder = new OrmInquiryRecorder(database.fork());
    const tooLong = 'x'.repeat(300);
    const project = {
      name: tooLong,
      description: 'd',
      projectTypes: ['website'],
      budgetRange: null,
      timelinePreference: null,
    };
    await expect(
      recorder.record(
        { name: 'Nobody', email: 'rollback@example.com', phone: null, company: null, language: 'en' },
        project,
        anonymous,
      ),
    ).rejects.toThrow();
    expect(await rows(`select 1 from "clients" where "email" = 'rollback@example.com'`)).toEqual([]);

    // A client found by e-mail is updated in the same transaction: the failure undoes that too.
    const kept = await recorder.record(
      { name: 'Kept Name', email: 'kept@example.com', phone: null, company: null, language: 'en' },
      { ...project, name: 'Fine' },
      anonymous,
    );
    await expect(
      recorder.record(
        { name: 'Changed', email: 'kept@example.com', phone: '1', company: 'C', language: 'en' },
        project,
        {
          signedInClientId: kept.client.id,
          addressAccount: null,
        },
      ),
    ).rejects.toThrow();
    expect(await rows(`select "name" from "clients" where "id" = ?`, [kept.client.id])).toEqual([
      { name: 'Kept Name' },
    ]);
    expect(await rows(`select "name" from "projects" where "client_id" = ?`, [kept.client.id])).toEqual([
      { name: 'Fine' },
    ]);
  });

  it('two first inquiries from one new address at once make one client', async () => {
    const project = {
      name: 'Race',
      description: '',
      projectTypes: ['seo'],
      budgetRange: null,
      timelinePreference: null,
    };
    const who = { name: 'Racer', email: 'race@example.com', phone: null, company: null, language: 'en' };
    const [a, b] = await Promise.all([
      new OrmInquiryRecorder(database.fork()).record(who, project, anonymous),
      new OrmInquiryRecorder(database.fork()).record(who, project, anonymous),
    ]);
    expect(a.client.id).toBe(b.client.id);
    expect(await rows(`select 1 from "clients" where "email" = 'race@example.com'`)).toHaveLength(1);
  });
});
