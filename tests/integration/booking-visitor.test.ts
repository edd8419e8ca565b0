import { Queue } from 'bullmq';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonthSlotsDto, VisitorBookingDto } from '#application/booking/dto.ts';
import { OrmAvailabilityRepository } from '#infrastructure/orm/booking/availability.repository.ts';
import { OrmServiceRepository } from '#infrastructure/orm/booking/service.repository.ts';
import { openDatabase } from '#infrastructure/orm/database.ts';
import { QUEUE_NAME } from '#infrastructure/queue/job-options.ts';
import { emailCatalogue, englishIn } from '../fixtures/english-in-email.ts';
import { testLogger } from '../fixtures/fakes/logger.ts';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { queryDatabase } from '../fixtures/harness/postgres.ts';
import { type RunningProcess, startProcess, startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import {
  type ReceivedMail,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../fixtures/harness/smtp-server.ts';

// The visitor's side of booking over HTTP against the site process, with a real SMTP server (and
// PostgreSQL, Redis and the worker process when they are configured): the race for one slot, the
// e-mail with its calendar file, the single-use links, the reminder job and the clocks changing.

const OWNER_INBOX = 'owner-inbox@example.com';
const SLUG = 'integration-consultation';
const DAY_MS = 86_400_000;
const TAKEN = 'This time was just taken, please pick another';
const LINK_INVALID =
  'This link has already been used or is no longer valid. Please check your latest e-mail.';

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>>;
let worker: RunningProcess | undefined;
let smtp: TestSmtpServer;
let ipCounter = 0;

/** A visitor of their own: each has an address of its own, so no rate limit is shared. */
const visitor = (headers: Record<string, string> = {}) => {
  ipCounter += 1;
  return new HttpClient(site.url, {
    'X-Forwarded-For': `10.17.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    'User-Agent': 'BookingTest/1.0',
    ...headers,
  });
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(
  what: string,
  find: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 20_000,
) {
  for (let waited = 0; waited < timeoutMs; waited += 100) {
    const found = await find();
    if (found !== undefined) return found;
    await sleep(100);
  }
  const problems = [...(site?.logs ?? []), ...(worker?.logs ?? [])].filter(
    (line) => Number(line.level) >= 40,
  );
  throw new Error(`timed out waiting for ${what}; warnings: ${JSON.stringify(problems.slice(-3))}`);
}

const mailsTo = (to: string, subject: string) =>
  smtp.received.filter(
    (mail) => mail.envelopeTo.includes(to) && (mail.parsed.subject ?? '').startsWith(subject),
  );

/** The first mail to `to` whose subject starts with `subject` (and whose text holds `about`). */
const mailTo = (to: string, subject: string, about = ''): Promise<ReceivedMail> =>
  waitFor(`"${subject}" to ${to}`, () =>
    mailsTo(to, subject).find((mail) => (mail.parsed.text ?? '').includes(about)),
  );

const tokenIn = (mail: ReceivedMail, kind: 'cancel' | 'reschedule') => {
  const token = new RegExp(`/booking/${kind}\\?token=([\\w-]+)`).exec(mail.parsed.text ?? '')?.[1];
  if (!token) throw new Error(`no ${kind} link in "${mail.parsed.subject}"`);
  return token;
};

const monthOf = (instant: Date) => instant.toISOString().slice(0, 7);

/** The mail's `invite.ics` part as mail clients read it: its Content-Type, its octets and its calendar. */
function calendarPart(mail: ReceivedMail) {
  const part = mail.parsed.attachments.find((attachment) => attachment.filename === 'invite.ics');
  if (!part) throw new Error(`no invite.ics in "${mail.parsed.subject}"`);
  const contentType = part.headers.get('content-type') as { value: string; params: Record<string, string> };
  const text = part.content.toString('utf8');
  return { contentType, text, calendar: new ICAL.Component(ICAL.parse(text)) };
}

async function monthSlots(month: string, timeZone = 'Europe/London'): Promise<MonthSlotsDto> {
  const answer = await visitor().trpc('booking.monthSlots', 'query', { service: SLUG, month, timeZone });
  expect(answer.status).toBe(200);
  return answer.data as MonthSlotsDto;
}

/** The first free slot of the `n`th day with slots, a month or two ahead (each test takes its own day). */
async function slotOfDay(n: number): Promise<string> {
  const month = monthOf(new Date(Date.now() + 40 * DAY_MS));
  const slots = await monthSlots(month);
  const day = slots.days[n];
  const slot = slots.slots.find((candidate) => candidate.startsAt.slice(0, 10) === day?.slice(0, 10));
  if (!slot) throw new Error(`no slot on day ${n} of ${month}`);
  return slot.startsAt;
}

/** The service's name and description in the other five languages, as the owner may give them. */
const SERVICE_TRANSLATIONS = {
  de: { name: 'Integrationsberatung', description: 'Eine Stunde mit dem Inhaber.' },
  fr: { name: 'Consultation d’intégration', description: 'Une heure avec le propriétaire.' },
  it: { name: 'Consulenza di integrazione', description: 'Un’ora con il titolare.' },
  es: { name: 'Consulta de integración', description: 'Una hora con el propietario.' },
  pt: { name: 'Consulta de integração', description: 'Uma hora com o proprietário.' },
} as const;

let emailCounter = 0;
const newEmail = (name: string) => `${name}-${++emailCounter}-${crypto.randomUUID().slice(0, 6)}@example.com`;

async function book(
  startsAt: string,
  email = newEmail('visitor'),
  timeZone = 'Europe/Paris',
  headers: Record<string, string> = {},
) {
  return visitor(headers).trpc('booking.book', 'mutation', {
    service: SLUG,
    startsAt,
    timeZone,
    name: 'Ada Lovelace',
    email,
    phone: '+44 20 7946 0000',
    notes: 'About the roof panels',
  });
}

async function booked(startsAt: string) {
  const email = newEmail('booked');
  const answer = await book(startsAt, email);
  expect(answer.status).toBe(200);
  const confirmation = await mailTo(email, 'Booking confirmed:');
  return { email, booking: answer.data as VisitorBookingDto, confirmation };
}

/** The service these tests book: a year ahead, no notice, so the clocks' next change is within reach. */
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
        name: 'Integration consultation',
        description: 'An hour with the owner.',
        durationMinutes: 60,
        pricePence: 7500,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 15,
        minimumNoticeMinutes: 0,
        horizonDays: 365,
        isActive: true,
      },
      SERVICE_TRANSLATIONS,
    );
    await new OrmAvailabilityRepository(database.fork()).replaceWeekly(
      [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startMinute: 9 * 60, endMinute: 17 * 60 })),
    );
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  environment = await createSiteEnvironment({
    SEED_DEMO_CONTENT: 'false',
    SMTP_URL: smtp.url,
    CONTACT_EMAIL: OWNER_INBOX,
  });
  await seedService(environment.env);
  if (environment.env.REDIS_URL) {
    worker = startProcess('src/worker-main.ts', environment.env);
    await worker.waitForLog((line) => line.msg === 'worker ready');
  }
  site = await startSiteProcess(environment.env);
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await worker?.stop();
  await environment?.cleanup();
  await smtp?.close();
});

describe('booking a session', () => {
  it(`lets exactly one of 50 people who press Book at once have a slot; the others read "${TAKEN}"`, async () => {
    const startsAt = await slotOfDay(0);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => book(startsAt, newEmail(`racer${n}`))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const losers = answers.filter((answer) => answer.status !== 200);
    expect(losers).toHaveLength(49);
    for (const loser of losers) {
      expect(loser.status).toBe(409);
      expect(loser.error.message).toBe(TAKEN);
    }
    const month = await monthSlots(monthOf(new Date(startsAt)));
    expect(month.slots.map((slot) => slot.startsAt)).not.toContain(startsAt);
    if (environment.env.DATABASE_URL) {
      const rows = await queryDatabase<{ count: string }>(
        environment.env.DATABASE_URL,
        'select count(*) from bookings where starts_at = $1',
        [startsAt],
      );
      expect(rows[0]?.count).toBe('1');
    }
  });

  it('e-mails the visitor a calendar invitation that reads back with the right time, UID and attendee', async () => {
    const startsAt = await slotOfDay(1);
    const { email, booking, confirmation } = await booked(startsAt);
    expect(confirmation.parsed.text).toContain('Service: Integration consultation (60 min)');
    expect(confirmation.parsed.text).toContain('(Europe/Paris)');
    expect(confirmation.parsed.text).toContain('(Europe/London)');
    const { calendar, contentType } = calendarPart(confirmation);
    expect(contentType).toEqual({
      value: 'text/calendar',
      params: expect.objectContaining({ method: 'REQUEST' }),
    });
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.startDate.toJSDate().toISOString()).toBe(startsAt);
    expect(event.endDate.toJSDate().toISOString()).toBe(booking.endsAt);
    expect(event.uid).toBe(`${booking.id}@${new URL(site.url).hostname}`);
    expect(event.sequence).toBe(0);
    expect(String(event.attendees[0]?.getFirstValue()).toLowerCase()).toBe(`mailto:${email}`);
    expect(String(event.organizer).toLowerCase()).toBe(`mailto:${OWNER_INBOX}`);

    const notice = await mailTo(OWNER_INBOX, 'New booking: Integration consultation', email);
    expect(notice.parsed.text).toContain(`E-mail: ${email}`);
    expect(notice.parsed.text).toContain('Notes: About the roof panels');
  });

  it('cancels with the cancel link once; a second use is refused', async () => {
    const startsAt = await slotOfDay(2);
    const { email, booking, confirmation } = await booked(startsAt);
    const token = tokenIn(confirmation, 'cancel');
    const linked = await visitor().trpc('booking.linkedBooking', 'query', { token, kind: 'cancel' });
    expect(linked.data).toMatchObject({ id: booking.id, status: 'confirmed', changeable: true });

    const cancelled = await visitor().trpc('booking.cancelByLink', 'mutation', {
      token,
      reason: 'Travelling',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.data).toMatchObject({ id: booking.id, status: 'cancelled', changeable: false });
    // A spent link says why (409): used for this cancellation, and the other link's booking is cancelled.
    const again = await visitor().trpc('booking.cancelByLink', 'mutation', { token });
    expect({ status: again.status, message: again.error.message }).toEqual({
      status: 409,
      message: 'This link has already been used: the booking was cancelled with it.',
    });
    const reschedule = tokenIn(confirmation, 'reschedule');
    const otherLink = await visitor().trpc('booking.linkedBooking', 'query', {
      token: reschedule,
      kind: 'reschedule',
    });
    expect({ status: otherLink.status, message: otherLink.error.message }).toEqual({
      status: 409,
      message: 'This booking has been cancelled, so this link no longer works.',
    });
    // A link never issued is the generic one.
    const unknown = await visitor().trpc('booking.linkedBooking', 'query', {
      token: 'never-issued-booking-link',
      kind: 'cancel',
    });
    expect({ status: unknown.status, message: unknown.error.message }).toEqual({
      status: 404,
      message: LINK_INVALID,
    });

    const mail = await mailTo(email, 'Booking cancelled:');
    const cancelIcs = mail.parsed.attachments.find((attachment) => attachment.filename === 'cancel.ics');
    const calendar = new ICAL.Component(ICAL.parse(cancelIcs?.content.toString('utf8') ?? ''));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined).uid).toBe(
      `${booking.id}@${new URL(site.url).hostname}`,
    );
    expect((await mailTo(OWNER_INBOX, 'Booking cancelled by the visitor', email)).parsed.text).toContain(
      'Reason: Travelling',
    );
    // The time is free again.
    expect((await monthSlots(monthOf(new Date(startsAt)))).slots.map((slot) => slot.startsAt)).toContain(
      startsAt,
    );
  });

  it('moves with the reschedule link once; the old links stop working and the e-mail brings new ones', async () => {
    const startsAt = await slotOfDay(3);
    const newTime = await slotOfDay(4);
    const { email, booking, confirmation } = await booked(startsAt);
    const token = tokenIn(confirmation, 'reschedule');
    const offered = await visitor().trpc('booking.rescheduleSlots', 'query', {
      token,
      month: monthOf(new Date(startsAt)),
      timeZone: 'Europe/London',
    });
    expect((offered.data as MonthSlotsDto).slots.map((slot) => slot.startsAt)).toContain(startsAt);

    const move = { token, startsAt: newTime, timeZone: 'America/New_York' };
    const moved = await visitor().trpc('booking.rescheduleByLink', 'mutation', move);
    expect(moved.status).toBe(200);
    expect(moved.data).toMatchObject({ id: booking.id, startsAt: newTime, status: 'confirmed' });
    const again = await visitor().trpc('booking.rescheduleByLink', 'mutation', move);
    expect({ status: again.status, message: again.error.message }).toEqual({
      status: 409,
      message:
        'This link has already been used to move the booking. Please use the links in the e-mail about its new time.',
    });
    const oldCancel = tokenIn(confirmation, 'cancel');
    const replaced = await visitor().trpc('booking.cancelByLink', 'mutation', { token: oldCancel });
    expect({ status: replaced.status, message: replaced.error.message }).toEqual({
      status: 409,
      message:
        'This link was replaced by a newer one when the booking was moved. Please use the links in your latest e-mail.',
    });

    const mail = await mailTo(email, 'Booking moved:');
    expect(mail.parsed.text).toContain('(America/New_York)');
    const invite = mail.parsed.attachments.find((attachment) => attachment.filename === 'invite.ics');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(invite?.content.toString('utf8') ?? '')).getFirstSubcomponent('vevent') ??
        undefined,
    );
    expect(event.uid).toBe(`${booking.id}@${new URL(site.url).hostname}`);
    expect(event.sequence).toBe(1);
    expect(event.startDate.toJSDate().toISOString()).toBe(newTime);
    const newCancel = tokenIn(mail, 'cancel');
    expect(newCancel).not.toBe(oldCancel);
    const linked = await visitor().trpc('booking.linkedBooking', 'query', {
      token: newCancel,
      kind: 'cancel',
    });
    expect(linked.data).toMatchObject({ id: booking.id, startsAt: newTime });
    // The old time is free, the new one taken.
    const starts = (await monthSlots(monthOf(new Date(startsAt)))).slots.map((slot) => slot.startsAt);
    expect(starts).toContain(startsAt);
    expect(starts).not.toContain(newTime);
  });

  it('books across the London clock change at the same wall-clock hour, stored as the right UTC instants', async () => {
    const change = nextClockChange(new Date());
    const friday = addDays(change.date, -2);
    const monday = addDays(change.date, 1);
    // 09:00 London: UTC+0 in winter, UTC+1 in summer.
    const [fridayNine, mondayNine] =
      change.to === 'summer'
        ? [`${friday}T09:00:00.000Z`, `${monday}T08:00:00.000Z`]
        : [`${friday}T08:00:00.000Z`, `${monday}T09:00:00.000Z`];
    for (const month of new Set([friday.slice(0, 7), monday.slice(0, 7)])) {
      const starts = (await monthSlots(month)).slots.map((slot) => slot.startsAt);
      if (month === friday.slice(0, 7)) expect(starts).toContain(fridayNine);
      if (month === monday.slice(0, 7)) expect(starts).toContain(mondayNine);
    }
    const onFriday = await book(fridayNine, newEmail('dst'), 'Europe/London');
    const onMonday = await book(mondayNine, newEmail('dst'), 'Europe/London');
    expect(onFriday.data).toMatchObject({
      startsAt: fridayNine,
      endsAt: new Date(Date.parse(fridayNine) + 3_600_000).toISOString(),
    });
    expect(onMonday.data).toMatchObject({
      startsAt: mondayNine,
      endsAt: new Date(Date.parse(mondayNine) + 3_600_000).toISOString(),
    });
    // A slot an hour off the wall clock is refused on either side of the change.
    const offHour = change.to === 'summer' ? `${monday}T07:30:00.000Z` : `${friday}T07:30:00.000Z`;
    expect((await book(offHour, newEmail('dst'))).error.message).toBe(
      'This time is not available, please pick another',
    );
    if (environment.env.DATABASE_URL) {
      const rows = await queryDatabase<{ id: string; starts_at: Date }>(
        environment.env.DATABASE_URL,
        'select id, starts_at from bookings where id = any($1::uuid[]) order by starts_at',
        [[(onFriday.data as VisitorBookingDto).id, (onMonday.data as VisitorBookingDto).id]],
      );
      expect(rows.map((row) => row.starts_at.toISOString())).toEqual([fridayNine, mondayNine]);
    }
  });
});

describe("in the visitor's language", () => {
  const calendarIn = (mail: ReceivedMail) =>
    new ICAL.Event(calendarPart(mail).calendar.getFirstSubcomponent('vevent') ?? undefined);

  // Issue 30: a visitor on /booking/…?lang=de was written to in English ("Booking confirmed: …").
  it.each(['de', 'fr', 'it', 'es', 'pt'] as const)(
    'writes a visitor who booked on a page in %s in that language: the e-mail, its .ics and its links',
    async (language) => {
      const texts = emailCatalogue(language);
      const service = SERVICE_TRANSLATIONS[language].name;
      const startsAt = await slotOfDay(9 + ['de', 'fr', 'it', 'es', 'pt'].indexOf(language));
      const email = newEmail(`reader-${language}`);
      // What the booking page's script sends with its call: the page's language.
      const answer = await book(startsAt, email, 'Europe/Berlin', { 'X-Page-Language': language });
      expect(answer.status).toBe(200);
      const subject = (texts.get('booking.confirmed.subject') ?? '').replace('{{service}}', service);
      const mail = await mailTo(email, subject);
      const text = mail.parsed.text ?? '';
      expect(text).toContain(texts.get('booking.confirmed.intro'));
      expect(englishIn(`${mail.parsed.subject}\n${text}\n${mail.parsed.html}`, language)).toEqual([]);
      expect(mail.parsed.html).toContain(`<html lang="${language}">`);
      const links = text.match(/https?:\/\/\S+/g) ?? [];
      expect(links.length).toBeGreaterThanOrEqual(2);
      for (const link of links) expect(new URL(link).searchParams.get('lang'), link).toBe(language);
      // The link opens the cancel page in the visitor's language.
      const cancelLink = links.find((link) => link.includes('/booking/cancel'));
      const page = await visitor().get(new URL(cancelLink ?? '').pathname + new URL(cancelLink ?? '').search);
      expect(await page.text()).toContain(`<html lang="${language}">`);

      // Issue 43: folded by octets (RFC 5545: 75 at most; "é" is two, "’" three), and labelled UTF-8.
      const { contentType, text: ics, calendar } = calendarPart(mail);
      expect(contentType.params).toMatchObject({ charset: 'utf-8', method: 'REQUEST' });
      expect(calendar.getFirstPropertyValue('method')).toBe(contentType.params.method);
      const lineOctets = ics.split('\r\n').map((line) => Buffer.byteLength(line, 'utf8'));
      expect(Math.max(...lineOctets)).toBeLessThanOrEqual(75);
      const event = calendarIn(mail);
      expect(event.summary).toContain(service);
      expect(event.description).toContain(texts.get('booking.calendar.confirmed'));
      expect(englishIn(`${event.summary}\n${event.description}`, language)).toEqual([]);
    },
  );
});

describe.skipIf(!process.env.REDIS_URL)('the reminder job (BullMQ, worker process)', () => {
  let inspector: Queue;

  beforeAll(() => {
    inspector = new Queue(QUEUE_NAME, {
      connection: { url: environment.env.REDIS_URL ?? '' },
      prefix: environment.env.QUEUE_PREFIX,
    });
  });

  afterAll(async () => {
    await inspector?.close();
  });

  const reminderJobId = (booking: VisitorBookingDto) =>
    `booking-reminder-${booking.id}-${Date.parse(booking.startsAt)}`;

  async function finished(jobId: string) {
    return waitFor(`job ${jobId}`, async () => {
      // The state first, then the job: a job read before it completed would lack its result.
      const state = await inspector.getJobState(jobId);
      if (state === 'failed') throw new Error(`job ${jobId} failed`);
      if (state !== 'completed') return undefined;
      return (await inspector.getJob(jobId))?.returnvalue as { sent: boolean };
    });
  }

  it('waits until 24 hours before the start, then reminds once', async () => {
    const startsAt = await slotOfDay(5);
    const bookedAt = Date.now();
    const { email, booking } = await booked(startsAt);
    const job = await inspector.getJob(reminderJobId(booking));
    expect(await job?.getState()).toBe('delayed');
    expect(job?.data).toEqual({ bookingId: booking.id, startsAt });
    const expectedDelay = Date.parse(startsAt) - DAY_MS - bookedAt;
    expect(Math.abs((job?.opts.delay ?? 0) - expectedDelay)).toBeLessThan(30_000);

    await job?.promote();
    expect(await finished(reminderJobId(booking))).toEqual({ sent: true });
    const reminder = await mailTo(email, 'Reminder: Integration consultation');
    expect(reminder.parsed.text).toContain('use the links in your confirmation e-mail');

    const rerun = await inspector.add('send-booking-reminder', { bookingId: booking.id, startsAt });
    expect(await finished(String(rerun.id))).toEqual({ sent: false });
    await sleep(500);
    expect(mailsTo(email, 'Reminder:')).toHaveLength(1);
  });

  it("sends nothing for a cancelled booking, nor for a moved booking's old time", async () => {
    const cancelled = await booked(await slotOfDay(6));
    const cancelToken = tokenIn(cancelled.confirmation, 'cancel');
    expect((await visitor().trpc('booking.cancelByLink', 'mutation', { token: cancelToken })).status).toBe(
      200,
    );
    await (await inspector.getJob(reminderJobId(cancelled.booking)))?.promote();
    expect(await finished(reminderJobId(cancelled.booking))).toEqual({ sent: false });

    const moving = await booked(await slotOfDay(7));
    const newTime = await slotOfDay(8);
    const token = tokenIn(moving.confirmation, 'reschedule');
    const moved = await visitor().trpc('booking.rescheduleByLink', 'mutation', {
      token,
      startsAt: newTime,
      timeZone: 'UTC',
    });
    expect(moved.status).toBe(200);
    expect(await (await inspector.getJob(reminderJobId(moved.data as VisitorBookingDto)))?.getState()).toBe(
      'delayed',
    );
    await (await inspector.getJob(reminderJobId(moving.booking)))?.promote();
    expect(await finished(reminderJobId(moving.booking))).toEqual({ sent: false });
    await sleep(500);
    expect(mailsTo(cancelled.email, 'Reminder:')).toEqual([]);
    expect(mailsTo(moving.email, 'Reminder:')).toEqual([]);
  });
});

/** The next day London's clocks change (last Sunday of March or October), at least three days away. */
function nextClockChange(now: Date): { date: string; to: 'summer' | 'winter' } {
  const candidates: { date: string; to: 'summer' | 'winter' }[] = [];
  for (const year of [now.getUTCFullYear(), now.getUTCFullYear() + 1]) {
    candidates.push(
      { date: lastSunday(year, 3), to: 'summer' },
      { date: lastSunday(year, 10), to: 'winter' },
    );
  }
  const found = candidates.find((candidate) => Date.parse(candidate.date) - now.getTime() > 3 * DAY_MS);
  if (!found) throw new Error('no clock change ahead');
  return found;
}

function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);
}
