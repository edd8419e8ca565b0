import { beforeEach, describe, expect, it } from 'vitest';
import type { ContactNotificationDeps } from '#application/contact/contact-notification.ts';
import { queuePendingNotifications } from '#application/contact/queue-pending-notifications.ts';
import type { EnqueueOptions, JobName, JobPayloads } from '#application/jobs/ports.ts';
import { InMemoryContactMessages } from '#fixtures/fakes/in-memory-contact.ts';
import { InMemoryJobQueue } from '#fixtures/fakes/in-memory-jobs.ts';
import { FixedClock, fixedOwnerLanguage, RecordingLog } from '#fixtures/fakes/in-memory-shared.ts';
import { emailRenderer } from '#infrastructure/mail/email-renderer.ts';

const OWNER = 'owner@example.com';

/** A queue that takes `accepting` jobs and then goes away. */
class FailingAfterQueue extends InMemoryJobQueue {
  accepting: number;

  constructor(accepting: number) {
    super();
    this.accepting = accepting;
  }

  override async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions) {
    if (this.accepting <= 0) throw new Error('Connection is closed.');
    this.accepting -= 1;
    return super.enqueue(name, payload, options);
  }
}

let clock: FixedClock;
let messages: InMemoryContactMessages;
let deps: ContactNotificationDeps & { queue: InMemoryJobQueue };

beforeEach(() => {
  clock = new FixedClock('2026-11-21T10:30:00Z');
  messages = new InMemoryContactMessages(() => clock.now());
  deps = {
    messages,
    queue: new InMemoryJobQueue(),
    clock,
    ownerEmail: OWNER,
    ownerLanguage: fixedOwnerLanguage(),
    emails: emailRenderer(),
    warn: new RecordingLog().warn,
  };
});

async function keep(count: number) {
  for (let index = 1; index <= count; index++)
    await messages.save({
      name: `Sender ${index}`,
      email: `sender${index}@example.com`,
      message: `Message number ${index}.`,
      ip: '1.2.3.4',
      userAgent: 'Test',
    });
}

describe('queuePendingNotifications', () => {
  it("queues the owner's e-mail of every kept message still waiting, oldest first", async () => {
    await keep(3);
    expect(await queuePendingNotifications(deps)).toBe(3);
    expect(deps.queue.jobs.map((job) => [job.jobId, (job.payload as { to: string }).to])).toEqual([
      ['contact-message-msg-1', OWNER],
      ['contact-message-msg-2', OWNER],
      ['contact-message-msg-3', OWNER],
    ]);
  });

  it('notes each message as queued at the time of the pass, so the next pass has nothing to do', async () => {
    await keep(2);
    clock.advance(5 * 60_000);
    await queuePendingNotifications(deps);
    expect([...messages.queuedAt.values()]).toEqual([clock.now(), clock.now()]);
    expect(await queuePendingNotifications(deps)).toBe(0);
    expect(deps.queue.jobs).toHaveLength(2);
  });

  it('queues nothing when no message waits', async () => {
    expect(await queuePendingNotifications(deps)).toBe(0);
    expect(deps.queue.jobs).toEqual([]);
  });

  it('takes at most 100 messages in one pass; the next pass takes the rest', async () => {
    await keep(101);
    expect(await queuePendingNotifications(deps)).toBe(100);
    expect(await queuePendingNotifications(deps)).toBe(1);
    expect(deps.queue.jobs).toHaveLength(101);
  });

  it('stops at the first failure, leaving that message and the later ones waiting', async () => {
    await keep(3);
    const queue = new FailingAfterQueue(1);
    await expect(queuePendingNotifications({ ...deps, queue })).rejects.toThrow('Connection is closed.');
    expect([...messages.queuedAt.keys()]).toEqual(['msg-1']);
    expect((await messages.awaitingNotification(10)).map((message) => message.id)).toEqual([
      'msg-2',
      'msg-3',
    ]);
  });
});
