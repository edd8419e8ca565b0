import { once } from 'node:events';
import { connect } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#infrastructure/orm/database.ts';
import { runSql } from '#infrastructure/orm/sql.ts';
import { testLogger } from '../fixtures/fakes/logger.ts';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { type RunningProcess, startProcess, startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../fixtures/harness/smtp-server.ts';
import { createStaffAccounts, OWNER, signIn } from '../fixtures/harness/staff-accounts.ts';

const OWNER_INBOX = 'owner-inbox@example.com';

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>> | undefined;
let worker: RunningProcess | undefined;
let smtp: TestSmtpServer;
let ipCounter = 0;

/** Each client gets its own address (the site trusts X-Forwarded-For from loopback), so limits stay apart. */
const client = (ip = `10.2.0.${++ipCounter}`) =>
  new HttpClient(site?.url ?? '', { 'X-Forwarded-For': ip, 'User-Agent': 'ContactTest/1.0' });

const send = (http: HttpClient, input: Record<string, unknown>) =>
  http.trpc('contact.send', 'mutation', input);

interface StoredRow {
  name: string;
  email: string;
  message: string;
  ip: string;
  user_agent: string;
}

/** The stored messages: read from PostgreSQL directly, or from PGlite once the site has let go of it. */
async function storedMessages(): Promise<StoredRow[]> {
  const query = `select "name", "email", "message", "ip", "user_agent" from "contact_messages" order by "created_at", "email"`;
  const url = environment.env.DATABASE_URL;
  if (url) {
    const connection = new pg.Client({ connectionString: url });
    await connection.connect();
    try {
      return (await connection.query(query)).rows as StoredRow[];
    } finally {
      await connection.end();
    }
  }
  expect(await site?.stop()).toBe(0);
  site = undefined;
  const database = await openDatabase({
    pgliteDir: path.join(environment.dataDir, 'db'),
    logger: testLogger,
  });
  try {
    return await runSql<StoredRow>(database.fork(), query);
  } finally {
    await database.close();
  }
}

const ADA = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Hello! I would love to talk about\nthe college in Cameroon.',
};

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  environment = await createSiteEnvironment({
    SEED_DEMO_CONTENT: 'false',
    SMTP_URL: smtp.url,
    CONTACT_EMAIL: OWNER_INBOX,
  });
  // The owner's account (an admin; the notices go to another address, the contact one).
  await createStaffAccounts(environment.env, [[OWNER, 'admin']]);
  if (environment.env.REDIS_URL) {
    worker = startProcess('src/worker-main.ts', environment.env);
    await worker.waitForLog((line) => line.msg === 'worker ready');
  }
  site = await startSiteProcess(environment.env);
});

afterAll(async () => {
  await site?.stop();
  await worker?.stop();
  await environment?.cleanup();
  await smtp?.close();
});

describe('the contact page', () => {
  it('is rendered on the server with its form and the owner address, and listed in the sitemap', async () => {
    const response = await client().page('/contact');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Get in Touch');
    expect(html).toContain('name="website"');
    expect(html).toContain(`mailto:${OWNER_INBOX}`);
    expect(await (await client().get('/sitemap.xml')).text()).toContain('/contact</loc>');
  });
});

describe('contact.send', () => {
  it('stores the message and e-mails it to the owner, Reply-To the sender, through SMTP', async () => {
    const { status, data } = await send(client('10.2.1.1'), ADA);
    expect(status).toBe(200);
    expect(data).toEqual({ received: true });

    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.envelopeTo).toEqual([OWNER_INBOX]);
    expect(mail?.parsed.subject).toBe('New contact message from Ada Lovelace');
    expect(mail?.parsed.replyTo?.value[0]?.address).toBe('ada@example.com');
    expect(mail?.parsed.text).toContain('Name: Ada Lovelace');
    expect(mail?.parsed.text).toContain('Hello! I would love to talk about\nthe college in Cameroon.');
    expect(mail?.parsed.html).toContain('the college in Cameroon.');
  });

  it('refuses invalid fields with the form messages, and sends nothing', async () => {
    const empty = await send(client(), { name: '', email: '', message: '' });
    expect(empty.status).toBe(400);
    expect(empty.error.message).toBe('Name is required');
    expect(empty.error.data.fieldErrors).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      message: ['Message is required', 'Message must be at least 10 characters'],
    });

    const wrong = await send(client(), { name: 'Bo', email: 'not-an-address', message: 'Too short' });
    expect(wrong.status).toBe(400);
    expect(wrong.error.message).toBe('Please enter a valid email address');
    expect(wrong.error.data.fieldErrors).toEqual({
      email: ['Please enter a valid email address'],
      message: ['Message must be at least 10 characters'],
    });
  });

  it('answers a filled honeypot with the same success, but stores and sends nothing', async () => {
    const before = smtp.received.length;
    const bot = await send(client('10.2.1.2'), {
      name: 'Cheap Pills',
      email: 'bot@spam.example',
      message: 'Buy cheap pills at our wonderful shop today!',
      website: 'https://spam.example',
    });
    expect(bot.status).toBe(200);
    expect(bot.data).toEqual({ received: true });
    await site?.waitForLog((line) => line.msg === 'contact form honeypot filled: message dropped');

    // A real message sent after it arrives alone: the bot's was never queued.
    await send(client('10.2.1.3'), { ...ADA, name: 'Grace Hopper', email: 'grace@example.com' });
    const received = await smtp.waitForMessages(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.slice(before).map((mail) => mail.parsed.subject)).toEqual([
      'New contact message from Grace Hopper',
    ]);
    expect(smtp.received.length).toBe(before + 1);
  });

  it('refuses the sixth message from one IP address within an hour with 429', async () => {
    const sameIp = client('10.2.9.9');
    for (let index = 1; index <= 5; index++) {
      const { status } = await send(sameIp, { ...ADA, email: `limit-${index}@example.com` });
      expect(status).toBe(200);
    }
    const sixth = await send(sameIp, { ...ADA, email: 'limit-6@example.com' });
    expect(sixth.status).toBe(429);
    expect(sixth.error.message).toBe('Too many messages from here. Please try again later.');
    expect(sixth.error.data.appCode).toBe('CONTACT.TOO_MANY_MESSAGES');
    // Someone else is not held back.
    expect((await send(client(), { ...ADA, email: 'other@example.com' })).status).toBe(200);
    await smtp.waitForMessages(2 + 5 + 1);
  });

  it('answers the form posted without JavaScript as the script would: thanks by redirect, refusals on the page', async () => {
    const browser = client('10.2.8.8');
    const fields = {
      name: 'Plain Form',
      email: 'plain@example.com',
      message: 'Sent before the script had loaded.',
    };
    const sent = await browser.form('/contact', { ...fields, website: '' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/contact?sent=1#contact-form');
    const thanks = await browser.page('/contact?sent=1');
    expect(await thanks.text()).toContain('Message sent');

    const invalid = await browser.form('/contact', { name: '', email: 'not-an-address', message: 'short' });
    expect(invalid.status).toBe(400);
    const page = await invalid.text();
    for (const text of ['Name is required', 'Please enter a valid email address', 'value="not-an-address"'])
      expect(page).toContain(text);

    // The IP address that used up its messages above.
    const limited = await client('10.2.9.9').form('/contact', { ...fields, email: 'limit-7@example.com' });
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('Too many messages from here. Please try again later.');

    const forged = await browser.form('/contact', fields, { Origin: 'https://elsewhere.example' });
    expect(forged.status).toBe(403);
    await smtp.waitForMessages(2 + 5 + 1 + 1);
  });

  it('thanks the sender while the queue is away, and e-mails the owner once it is back', async () => {
    expect(await site?.stop()).toBe(0);
    // Nothing listens on the discard port: every enqueue fails at once, as with Redis down.
    const away = await startSiteProcess({ ...environment.env, REDIS_URL: 'redis://127.0.0.1:9' });
    site = away;
    const before = smtp.received.length;
    const { status, data } = await send(client('10.2.7.7'), {
      ...ADA,
      name: 'Queue Away',
      email: 'away@example.com',
    });
    expect(status).toBe(200);
    expect(data).toEqual({ received: true });
    // The e-mail waits in the database's outbox (job_outbox) while Redis is away.
    await away.waitForLog((line) => line.msg === 'job kept in the outbox until the queue is back');
    await away.stop();

    // The next start queues what waited; the owner gets it once.
    site = await startSiteProcess(environment.env);
    await site.waitForLog((line) => line.msg === 'kept jobs queued' && line.count === 1);
    const received = await smtp.waitForMessages(before + 1);
    expect(received.slice(before).map((mail) => mail.parsed.subject)).toEqual([
      'New contact message from Queue Away',
    ]);
  });

  it("e-mails the owner in the language of the owner's account, from the next message after /account changes it", async () => {
    const owner = await signIn(client('10.2.6.6'), OWNER);
    const saved = await owner.trpc('accounts.updateProfile', 'mutation', {
      firstName: 'Site',
      lastName: 'Owner',
      phone: '020 7946 0000',
      language: 'de',
    });
    expect(saved.status).toBe(200);
    const before = smtp.received.length;
    await send(client('10.2.6.7'), { ...ADA, name: 'Greta Berlin', email: 'greta@example.com' });
    const [mail] = (await smtp.waitForMessages(before + 1)).slice(before);
    expect(mail?.envelopeTo).toEqual([OWNER_INBOX]);
    expect(mail?.parsed.subject).toBe('Neue Kontaktnachricht von Greta Berlin');
    expect(mail?.parsed.text).toContain('Neue Nachricht über das Kontaktformular.');
    // Letters of any alphabet: "März" has no \w (the date matrix's 27 March failed on it).
    expect(mail?.parsed.text).toMatch(
      /Eingegangen: \p{L}+, \d+\. \p{L}+ \d{4}, \d{2}:\d{2} \(Europe\/London\)/u,
    );
    // The visitor's words stay as they were written.
    expect(mail?.parsed.text).toContain(ADA.message);
    expect(mail?.parsed.html).toContain('<html lang="de">');
  });

  it('answers a message sent twice under one submission key (a double press) once: one message, one e-mail', async () => {
    const http = client('10.2.3.1');
    const twice = { name: 'Tess Twice', email: 'twice@example.com', message: 'Pressed send twice.' };
    const key = { 'Idempotency-Key': 'a1b2c3d4e5f60718293a4b5c6d7e8f90' };
    const [first, second] = await Promise.all([
      http.post('/trpc/contact.send', twice, key),
      http.post('/trpc/contact.send', twice, key),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await first.json()).toEqual(await second.json());
    const third = await http.post('/trpc/contact.send', twice, key);
    expect(third.headers.get('idempotent-replayed')).toBe('true');
    const fromTess = () => smtp.received.filter((mail) => mail.parsed.subject?.includes('Tess Twice'));
    await expect.poll(() => fromTess().length, { timeout: 20_000 }).toBeGreaterThan(0);
    // A second e-mail would have been queued beside the first.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fromTess()).toHaveLength(1);
  });

  it('gives a phone that lost the answer the first one when it sends again, and e-mails once', async () => {
    const lost = { name: 'Lena Lost', email: 'lost@example.com', message: 'My signal dropped as I sent.' };
    const headers = {
      'Content-Type': 'application/json',
      Origin: site?.url ?? '',
      'X-Forwarded-For': '10.2.3.3',
      'Idempotency-Key': '5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a',
    };
    // The whole request reaches the site, and the phone is gone before it reads the answer.
    const body = JSON.stringify(lost);
    const socket = connect(Number(new URL(site?.url ?? '').port), '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      [
        'POST /trpc/contact.send HTTP/1.1',
        `Host: ${new URL(site?.url ?? '').host}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        `Content-Length: ${Buffer.byteLength(body)}`,
        '',
        body,
      ].join('\r\n'),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = await fetch(`${site?.url}/trpc/contact.send`, { method: 'POST', headers, body });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    // The answer the procedure gave, though its first reader had gone before it was written.
    expect(await again.json()).toEqual({ result: { data: { received: true } } });
    const fromLena = () => smtp.received.filter((mail) => mail.parsed.subject?.includes('Lena Lost'));
    await expect.poll(() => fromLena().length, { timeout: 20_000 }).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fromLena()).toHaveLength(1);
  });

  it('runs a corrected submission under the same key after a refusal, and a new key as a new message', async () => {
    const http = client('10.2.3.2');
    const key = { 'Idempotency-Key': 'f0e1d2c3b4a5968778695a4b3c2d1e0f' };
    const refused = await http.post(
      '/trpc/contact.send',
      { name: 'Fay Fixed', email: 'fay@', message: 'Hi there, Fay.' },
      key,
    );
    expect(refused.status).toBe(400);
    const fixed = { name: 'Fay Fixed', email: 'fixed@example.com', message: 'Hi there, Fay.' };
    expect((await http.post('/trpc/contact.send', fixed, key)).status).toBe(200);
    const again = await http.post('/trpc/contact.send', fixed, {
      'Idempotency-Key': '00112233445566778899aabbccddeeff',
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect((await http.post('/trpc/contact.send', fixed, { 'Idempotency-Key': 'short' })).status).toBe(400);
  });

  it('counts the addresses of one /64 as one network, as a household or a server holds them all', async () => {
    for (let index = 1; index <= 5; index++) {
      const { status } = await send(client(`2001:db8:a:b::${index}`), {
        ...ADA,
        email: `v6-${index}@example.com`,
      });
      expect(status).toBe(200);
    }
    const sixth = await send(client('2001:db8:a:b:ffff:1:2:3'), { ...ADA, email: 'v6-6@example.com' });
    expect(sixth.status).toBe(429);
    // The next /64 is someone else.
    expect((await send(client('2001:db8:a:c::1'), { ...ADA, email: 'v6-7@example.com' })).status).toBe(200);
  });

  it('has kept exactly the real messages, with the sender IP and user agent, and not the bot', async () => {
    const rows = await storedMessages();
    expect(rows.map((row) => row.email).sort()).toEqual(
      [
        'ada@example.com',
        'grace@example.com',
        'limit-1@example.com',
        'limit-2@example.com',
        'limit-3@example.com',
        'limit-4@example.com',
        'limit-5@example.com',
        'other@example.com',
        'plain@example.com',
        'away@example.com',
        'greta@example.com',
        'twice@example.com',
        'lost@example.com',
        'fixed@example.com',
        'fixed@example.com',
        'v6-1@example.com',
        'v6-2@example.com',
        'v6-3@example.com',
        'v6-4@example.com',
        'v6-5@example.com',
        'v6-7@example.com',
      ].sort(),
    );
    expect(rows.find((row) => row.email === 'ada@example.com')).toEqual({
      ...ADA,
      ip: '10.2.1.1',
      user_agent: 'ContactTest/1.0',
    });
  });
});
