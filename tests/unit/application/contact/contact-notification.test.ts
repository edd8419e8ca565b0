import { describe, expect, it } from 'vitest';
import { queueNotification } from '#application/contact/contact-notification.ts';
import type { ContactMessage } from '#application/contact/ports.ts';
import type { SiteLanguage } from '#domain/shared/language.ts';
import { InMemoryContactMessages } from '#fixtures/fakes/in-memory-contact.ts';
import { InMemoryJobQueue } from '#fixtures/fakes/in-memory-jobs.ts';
import { FixedClock, fixedOwnerLanguage, RecordingLog } from '#fixtures/fakes/in-memory-shared.ts';
import { emailRenderer } from '#infrastructure/mail/email-renderer.ts';

const message: ContactMessage = {
  id: 'msg-7',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Hello there, about MedAI.',
  ip: '1.2.3.4',
  userAgent: 'Test',
  createdAt: new Date('2026-06-01T09:00:00Z'),
};

function setUp() {
  const clock = new FixedClock('2026-06-01T09:05:00Z');
  const messages = new InMemoryContactMessages(() => clock.now());
  const queue = new InMemoryJobQueue();
  return {
    clock,
    messages,
    queue,
    deps: {
      messages,
      queue,
      clock,
      ownerEmail: 'owner@example.com',
      ownerLanguage: fixedOwnerLanguage(),
      emails: emailRenderer(),
      warn: new RecordingLog().warn,
    },
  };
}

describe('queueNotification', () => {
  it("queues the owner's e-mail, Reply-To the sender, under the message's own job id", async () => {
    const { deps, queue } = setUp();
    await queueNotification(deps, message);
    expect(queue.jobs).toEqual([
      {
        name: 'send-email',
        jobId: 'contact-message-msg-7',
        payload: expect.objectContaining({
          to: 'owner@example.com',
          replyTo: 'ada@example.com',
          subject: 'New contact message from Ada Lovelace',
        }),
      },
    ]);
  });

  it("writes in the owner's language as it is when the e-mail is queued", async () => {
    const { deps, queue } = setUp();
    let language: SiteLanguage = 'de';
    const withOwner = { ...deps, ownerLanguage: { read: async () => language } };
    await queueNotification(withOwner, message);
    language = 'fr';
    await queueNotification(withOwner, { ...message, id: 'msg-8' });
    const [german, french] = queue.jobs.map((job) => job.payload as { subject: string; text: string });
    expect([german?.subject, french?.subject]).toEqual([
      'Neue Kontaktnachricht von Ada Lovelace',
      'Nouveau message de contact de Ada Lovelace',
    ]);
    expect(german?.text).toContain('Eingegangen: Montag, 1. Juni 2026, 10:00 (Europe/London)');
  });

  it('notes the message as queued at the time of queueing', async () => {
    const { deps, messages, clock } = setUp();
    await queueNotification(deps, message);
    expect(messages.queuedAt.get('msg-7')).toEqual(clock.now());
  });

  it('adds no second e-mail when the same message is queued again (a retry after a crash)', async () => {
    const { deps, queue } = setUp();
    await queueNotification(deps, message);
    await queueNotification(deps, message);
    expect(queue.jobs).toHaveLength(1);
  });

  it('leaves the message waiting when the queue is away', async () => {
    const { deps, queue, messages } = setUp();
    queue.unavailable = true;
    await expect(queueNotification(deps, message)).rejects.toThrow('Connection is closed.');
    expect(messages.queuedAt.has('msg-7')).toBe(false);
  });
});
