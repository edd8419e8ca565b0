import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonthSlotsDto } from '#application/booking/dto.ts';
import { OrmAvailabilityRepository } from '#infrastructure/orm/booking/availability.repository.ts';
import { OrmServiceRepository } from '#infrastructure/orm/booking/service.repository.ts';
import { openDatabase } from '#infrastructure/orm/database.ts';
import { testLogger } from '../fixtures/fakes/logger.ts';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { startSiteWithWorker } from '../fixtures/harness/processes.ts';
import { redisUrl } from '../fixtures/harness/services.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import {
  type ReceivedMail,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../fixtures/harness/smtp-server.ts';
import { finishSignUp } from '../fixtures/sign-up-mail.ts';

// Issue 44, item 8: e-mail jobs held their rendered text, links and all, and Redis kept completed jobs
// (the last thousand) and failed ones for good: a sign-up token read from Redis gave a session. Now
// such e-mails are queued sealed, and the worker makes their links' secrets again when it sends them.

const SLUG = 'sealed-links-consultation';
const redis = redisUrl();

let environment: SiteEnvironment;
let running: Awaited<ReturnType<typeof startSiteWithWorker>>;
let smtp: TestSmtpServer;
let ipCounter = 0;
const visitor = () => new HttpClient(running.site.url, { 'X-Forwarded-For': `10.44.8.${++ipCounter}` });

async function mailTo(address: string, about: RegExp): Promise<ReceivedMail> {
  for (let waited = 0; waited < 20_000; waited += 100) {
    const found = smtp.received.find(
      (mail) => mail.envelopeTo.includes(address) && about.test(mail.parsed.text ?? ''),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${address} matching ${about}`);
}

/** The link in a mail's text that starts with `path`, and its token. */
function linkIn(mail: ReceivedMail, path: string): { link: URL; token: string } {
  const found = new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\?token=\\S+`).exec(
    mail.parsed.text ?? '',
  )?.[0];
  if (!found) throw new Error(`no ${path} link in "${mail.parsed.subject}"`);
  const link = new URL(found);
  return { link, token: link.searchParams.get('token') ?? '' };
}

/** Every value under the site's queue prefix in Redis, as one text. */
async function everythingInRedis(prefix: string): Promise<string> {
  const client = new Redis(redis ?? '', { lazyConnect: true });
  await client.connect();
  try {
    const values: string[] = [];
    for await (const keys of client.scanStream({ match: `${prefix}:*`, count: 500 })) {
      for (const key of keys as string[]) {
        const type = await client.type(key);
        if (type === 'string') values.push((await client.get(key)) ?? '');
        else if (type === 'hash') values.push(JSON.stringify(await client.hgetall(key)));
        else if (type === 'list') values.push(...(await client.lrange(key, 0, -1)));
        else if (type === 'set') values.push(...(await client.smembers(key)));
        else if (type === 'zset') values.push(...(await client.zrange(key, '0', '-1')));
        else if (type === 'stream') values.push(JSON.stringify(await client.xrange(key, '-', '+')));
      }
    }
    return values.join('\n');
  } finally {
    client.disconnect();
  }
}

async function seedService(env: Record<string, string>) {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: `${env.DATA_DIR}/db`,
    logger: testLogger,
  });
  try {
    await database.migrate();
    await new OrmServiceRepository(database.fork()).create(
      {
        slug: SLUG,
        name: 'Sealed links consultation',
        description: 'An hour with the owner.',
        durationMinutes: 60,
        pricePence: 0,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        minimumNoticeMinutes: 0,
        horizonDays: 365,
        isActive: true,
      },
      {},
    );
    await new OrmAvailabilityRepository(database.fork()).replaceWeekly(
      [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startMinute: 9 * 60, endMinute: 17 * 60 })),
    );
  } finally {
    await database.close();
  }
}

describe.runIf(redis)('links in queued e-mails (Redis and a worker)', () => {
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    environment = await createSiteEnvironment({ SEED_DEMO_CONTENT: 'false', SMTP_URL: smtp.url });
    await seedService(environment.env);
    running = await startSiteWithWorker(environment.env);
  }, 60_000);

  afterAll(async () => {
    await running?.stop();
    await environment?.cleanup();
    await smtp?.close();
  });

  it('sign-up, newsletter, booking and project-claim links arrive and work; Redis holds none of them', async () => {
    // The four kinds of e-mail whose links carry a secret.
    const signUpAddress = 'sealed-sign-up@example.com';
    const signUp = {
      email: signUpAddress,
      password: 'sealed-password-1',
      firstName: 'Ada',
      lastName: 'L',
      phone: '0123',
    };
    expect((await visitor().post('/auth/sign-up', signUp)).status).toBe(202);

    const reader = 'sealed-reader@example.com';
    expect((await visitor().trpc('newsletter.subscribe', 'mutation', { email: reader })).status).toBe(200);

    const month = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 7);
    const slots = (
      await visitor().trpc('booking.monthSlots', 'query', { service: SLUG, month, timeZone: 'Europe/London' })
    ).data as MonthSlotsDto;
    const booker = 'sealed-booker@example.com';
    const booked = await visitor().trpc('booking.book', 'mutation', {
      service: SLUG,
      startsAt: slots.slots[0]?.startsAt,
      timeZone: 'Europe/London',
      name: 'Ada Lovelace',
      email: booker,
      phone: '+44 20 7946 0000',
      notes: '',
    });
    expect(booked.status).toBe(200);

    // A second inquiry for a client's address from someone not signed in as them: the claim e-mail.
    const client = 'sealed-client@example.com';
    const inquiry = {
      name: 'Grace Hopper',
      email: client,
      phone: '+44 20 7946 0000',
      company: '',
      projectName: 'Compiler site',
      projectTypes: ['website'],
      description: 'A site for our compiler.',
      budgetRange: 'over_50k',
      timelinePreference: 'asap',
      consent: true,
    };
    expect((await visitor().trpc('clients.submitInquiry', 'mutation', inquiry)).status).toBe(200);
    expect(
      (await visitor().trpc('clients.submitInquiry', 'mutation', { ...inquiry, projectName: 'Other' }))
        .status,
    ).toBe(200);

    const finish = linkIn(await mailTo(signUpAddress, /\/register\/confirm\?/), '/register/confirm');
    const newsletterMail = await mailTo(reader, /\/newsletter\/confirm\?/);
    const confirm = linkIn(newsletterMail, '/newsletter/confirm');
    const unsubscribe = linkIn(newsletterMail, '/newsletter/unsubscribe');
    const bookingMail = await mailTo(booker, /\/booking\/cancel\?/);
    const cancel = linkIn(bookingMail, '/booking/cancel');
    const reschedule = linkIn(bookingMail, '/booking/reschedule');
    const claim = linkIn(
      await mailTo(client, /\/client_onboarding\/confirm\?/),
      '/client_onboarding/confirm',
    );

    const stored = await everythingInRedis(environment.env.QUEUE_PREFIX ?? '');
    expect(stored).toContain('send-sealed-email');
    // Finished jobs are kept a bounded time: failed ones a week (they were kept for good).
    const options = stored.replaceAll('\\"', '"');
    expect(options).toContain('"removeOnFail":{"age":604800,"count":1000}');
    expect(options).not.toContain('"removeOnFail":false');
    for (const { token } of [finish, confirm, unsubscribe, cancel, reschedule, claim]) {
      expect(token.length).toBeGreaterThan(20);
      expect(stored).not.toContain(token);
      expect(stored).not.toContain(encodeURIComponent(token));
    }

    // And every link still works.
    expect((await finishSignUp(visitor(), finish.link)).status).toBe(303);
    const confirmed = await fetch(`${running.site.url}/newsletter/confirm`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
      body: `token=${encodeURIComponent(confirm.token)}`,
    });
    expect(confirmed.headers.get('location')).toBe('/newsletter/confirm?status=done');
    const pageHas = async (path: string, text: string) =>
      (await (await visitor().page(path)).text()).includes(text);
    const unsubscribePath = `/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribe.token)}`;
    expect(await pageHas(unsubscribePath, 'Stop sending the newsletter to s')).toBe(true);
    for (const { link } of [cancel, reschedule]) {
      expect(await pageHas(`${link.pathname}${link.search}`, 'Sealed links consultation')).toBe(true);
    }
    const claimPath = `/client_onboarding/confirm?token=${encodeURIComponent(claim.token)}`;
    expect(await pageHas(claimPath, 'No, remove it')).toBe(true);
  });
});
