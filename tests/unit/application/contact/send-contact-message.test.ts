import { beforeEach, describe, expect, it } from 'vitest';
import { queuePendingNotifications } from '#application/contact/queue-pending-notifications.ts';
import { contactMessageSchema } from '#application/contact/schemas.ts';
import { type ContactDeps, sendContactMessage } from '#application/contact/send-contact-message.ts';
import { CONTACT_LIMITS, CONTACT_RATE_LIMITS } from '#domain/contact/contact-message.ts';
import { InMemoryContactMessages } from '#fixtures/fakes/in-memory-contact.ts';
import { InMemoryJobQueue } from '#fixtures/fakes/in-memory-jobs.ts';
import {
  errorOf,
  FixedClock,
  fixedOwnerLanguage,
  InMemoryRateLimiter,
  RecordingLog,
} from '#fixtures/fakes/in-memory-shared.ts';
import { emailRenderer } from '#infrastructure/mail/email-renderer.ts';

const now = new Date('2026-11-21T10:30:00Z');
const OWNER = 'owner@example.com';
const SENDER = { ip: '1.2.3.4', userAgent: 'Mozilla/5.0 (Test)' };

let deps: ContactDeps & { messages: InMemoryContactMessages; queue: InMemoryJobQueue };
let clock: FixedClock;
let log: RecordingLog;

beforeEach(() => {
  log = new RecordingLog();
  clock = new FixedClock(now);
  deps = {
    messages: new InMemoryContactMessages(() => clock.now()),
    queue: new InMemoryJobQueue(),
    limiter: new InMemoryRateLimiter(clock),
    clock,
    ownerEmail: OWNER,
    ownerLanguage: fixedOwnerLanguage(),
    emails: emailRenderer(),
    warn: log.warn,
  };
});

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'I would love to talk about MedAI.',
};
const input = (extra: Record<string, unknown> = {}) => contactMessageSchema.parse({ ...valid, ...extra });

describe('sending a contact message', () => {
  it('stores the message with the sender IP and user agent', async () => {
    expect(await sendContactMessage(deps, input(), SENDER)).toEqual({ received: true });
    expect(deps.messages.rows).toEqual([
      {
        id: 'msg-1',
        ...valid,
        ip: '1.2.3.4',
        userAgent: 'Mozilla/5.0 (Test)',
        createdAt: now,
      },
    ]);
  });

  it('queues one e-mail to the owner, Reply-To the sender, with the whole message', async () => {
    await sendContactMessage(deps, input({ message: 'Line one\nline <two> & more' }), SENDER);
    expect(deps.queue.jobs).toHaveLength(1);
    const [job] = deps.queue.jobs;
    expect(job?.name).toBe('send-email');
    const email = job?.payload as {
      to: string;
      replyTo?: string;
      subject: string;
      text: string;
      html?: string;
    };
    expect(email).toMatchObject({
      to: OWNER,
      replyTo: 'ada@example.com',
      subject: 'New contact message from Ada Lovelace',
    });
    expect(email.text).toContain('Name: Ada Lovelace');
    expect(email.text).toContain('E-mail: ada@example.com');
    expect(email.text).toContain('Line one\nline <two> & more');
    // London time (GMT in November).
    expect(email.text).toContain('Received: Saturday 21 November 2026, 10:30 (Europe/London)');
    expect(email.html).toContain('line &#60;two&#62; &#38; more');
    expect(email.html).not.toContain('<two>');
  });

  it('notes the e-mail as queued, under a job id of its own so it is never queued twice', async () => {
    await sendContactMessage(deps, input(), SENDER);
    expect(deps.queue.jobs.map((job) => job.jobId)).toEqual(['contact-message-msg-1']);
    expect(deps.messages.queuedAt.get('msg-1')).toEqual(now);
    expect(await queuePendingNotifications(deps)).toBe(0);
    expect(deps.queue.jobs).toHaveLength(1);
  });

  it('thanks the sender while the queue is away, keeps the message and queues its e-mail later', async () => {
    deps.queue.unavailable = true;
    expect(await sendContactMessage(deps, input(), SENDER)).toEqual({ received: true });
    expect(deps.messages.rows).toHaveLength(1);
    expect(deps.queue.jobs).toEqual([]);
    expect(log.lines.map((line) => line.message)).toEqual([
      'contact e-mail not queued: it will be queued later',
    ]);
    // Still away: the next pass fails and the message keeps waiting.
    await expect(queuePendingNotifications(deps)).rejects.toThrow('Connection is closed.');
    expect(deps.messages.queuedAt.size).toBe(0);

    deps.queue.unavailable = false;
    expect(await queuePendingNotifications(deps)).toBe(1);
    expect(deps.queue.jobs.map((job) => [job.jobId, (job.payload as { to: string }).to])).toEqual([
      ['contact-message-msg-1', OWNER],
    ]);
    expect(await queuePendingNotifications(deps)).toBe(0);
  });

  it('keeps the subject on one line whatever the name holds', async () => {
    await sendContactMessage(deps, input({ name: 'Ada\nBcc: someone@example.com' }), SENDER);
    const email = deps.queue.jobs[0]?.payload as { subject: string };
    expect(email.subject).toBe('New contact message from Ada Bcc: someone@example.com');
  });

  it('answers a filled honeypot exactly as a real message, but stores and sends nothing and logs it', async () => {
    const answer = await sendContactMessage(deps, input({ website: 'https://cheap-pills.example' }), SENDER);
    expect(answer).toEqual({ received: true });
    expect(deps.messages.rows).toEqual([]);
    expect(deps.queue.jobs).toEqual([]);
    expect(log.lines).toEqual([
      {
        context: { ip: '1.2.3.4', email: 'ada@example.com', honeypot: 'https://cheap-pills.example' },
        message: 'contact form honeypot filled: message dropped',
      },
    ]);
  });

  it('ignores a blank honeypot', async () => {
    await sendContactMessage(deps, input({ website: '  ' }), SENDER);
    expect(deps.messages.rows).toHaveLength(1);
    expect(log.lines).toEqual([]);
  });

  it('refuses the sixth message from one IP address in an hour with "Too many messages from here."', async () => {
    for (let index = 0; index < 5; index++)
      await sendContactMessage(deps, input({ email: `ada${index}@example.com` }), SENDER);
    const error = await errorOf(sendContactMessage(deps, input({ email: 'late@example.com' }), SENDER));
    expect(error).toMatchObject({ kind: 'rate_limited', code: 'CONTACT.TOO_MANY_MESSAGES' });
    expect(error.message).toBe('Too many messages from here. Please try again later.');
    expect(deps.messages.rows).toHaveLength(5);
    expect(deps.queue.jobs).toHaveLength(5);
    // Another address is not held back by this one.
    await sendContactMessage(deps, input(), { ...SENDER, ip: '5.6.7.8' });
    expect(deps.messages.rows).toHaveLength(6);
  });

  it('limits one sender address to ten messages a day, whatever the IP address', async () => {
    for (let index = 0; index < 10; index++)
      await sendContactMessage(deps, input({ email: 'Ada@Example.com' }), {
        ...SENDER,
        ip: `10.0.0.${index}`,
      });
    const error = await errorOf(
      sendContactMessage(deps, input({ email: 'ada@example.com' }), { ...SENDER, ip: '10.0.1.1' }),
    );
    expect(error.code).toBe('CONTACT.TOO_MANY_MESSAGES');
    expect(deps.messages.rows).toHaveLength(10);
  });

  it('lets an address write again once its hour has passed', async () => {
    for (let index = 0; index < CONTACT_RATE_LIMITS.perIp.max; index++)
      await sendContactMessage(deps, input({ email: `ada${index}@example.com` }), SENDER);
    await expect(sendContactMessage(deps, input(), SENDER)).rejects.toMatchObject({
      code: 'CONTACT.TOO_MANY_MESSAGES',
    });
    clock.advance(CONTACT_RATE_LIMITS.perIp.windowMs);
    await expect(sendContactMessage(deps, input(), SENDER)).resolves.toEqual({ received: true });
    expect(deps.messages.rows).toHaveLength(CONTACT_RATE_LIMITS.perIp.max + 1);
  });

  it('counts a bot message against its IP address like any other', async () => {
    for (let index = 0; index < CONTACT_RATE_LIMITS.perIp.max; index++)
      await sendContactMessage(deps, input({ website: 'https://spam.example' }), SENDER);
    await expect(sendContactMessage(deps, input(), SENDER)).rejects.toMatchObject({ kind: 'rate_limited' });
    expect(deps.messages.rows).toEqual([]);
  });

  it('keeps at most 500 characters of the user agent, and an empty one when none was sent', async () => {
    await sendContactMessage(deps, input(), { ip: '1.2.3.4', userAgent: 'U'.repeat(800) });
    await sendContactMessage(deps, input(), { ip: '1.2.3.4', userAgent: undefined });
    expect(deps.messages.rows.map((row) => row.userAgent.length)).toEqual([CONTACT_LIMITS.userAgentMax, 0]);
  });
});
