import { describe, expect, it } from 'vitest';
import { sendEmail } from '#application/mail/send-email.ts';
import { InMemoryJobQueue } from '#fixtures/fakes/in-memory-jobs.ts';

describe('sendEmail', () => {
  it('queues a send-email job instead of delivering in the request', async () => {
    const queue = new InMemoryJobQueue();
    const result = await sendEmail({ queue }, { to: 'client@example.org', subject: ' Hello ', text: 'Body' });
    expect(result).toEqual({ jobId: '1' });
    expect(queue.jobs).toEqual([
      { name: 'send-email', payload: { to: 'client@example.org', subject: 'Hello', text: 'Body' } },
    ]);
  });

  it('passes the job id on, so a second send of the same message adds nothing', async () => {
    const queue = new InMemoryJobQueue();
    const message = { to: 'client@example.org', subject: 'Hello', text: 'Body' };
    expect(await sendEmail({ queue }, message, { jobId: 'welcome-1' })).toEqual({ jobId: 'welcome-1' });
    expect(await sendEmail({ queue }, message, { jobId: 'welcome-1' })).toEqual({ jobId: 'welcome-1' });
    expect(queue.jobs).toHaveLength(1);
  });

  it('rejects a message without a valid recipient with "Invalid email address", queueing nothing', async () => {
    const queue = new InMemoryJobQueue();
    await expect(sendEmail({ queue }, { to: 'not-an-address', subject: 'Hi', text: 'Hi' })).rejects.toThrow(
      'Invalid email address',
    );
    expect(queue.jobs).toEqual([]);
  });

  it('rejects a message without a subject with "Subject is required"', async () => {
    const queue = new InMemoryJobQueue();
    await expect(sendEmail({ queue }, { to: 'a@example.org', subject: '  ', text: 'Hi' })).rejects.toThrow(
      'Subject is required',
    );
  });

  it('carries up to three small text attachments, such as a calendar invitation', async () => {
    const queue = new InMemoryJobQueue();
    const invite = {
      filename: 'invite.ics',
      contentType: 'text/calendar; method=REQUEST',
      content: 'BEGIN:VCALENDAR',
    };
    await sendEmail({ queue }, { to: 'a@example.org', subject: 'Hi', text: 'Hi', attachments: [invite] });
    expect(queue.jobs[0]?.payload).toMatchObject({ attachments: [invite] });
    await expect(
      sendEmail(
        { queue },
        { to: 'a@example.org', subject: 'Hi', text: 'Hi', attachments: [invite, invite, invite, invite] },
      ),
    ).rejects.toThrow('At most 3 attachments');
  });
});
