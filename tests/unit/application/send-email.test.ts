import { describe, expect, it } from 'vitest';
import { sendEmail } from '#application/mail/send-email.ts';
import { RecordingQueue } from '../../fixtures/in-memory-newsletter.ts';

describe('sendEmail', () => {
  it('queues a send-email job instead of delivering in the request', async () => {
    const queue = new RecordingQueue();
    const result = await sendEmail({ queue }, { to: 'client@example.org', subject: ' Hello ', text: 'Body' });
    expect(result).toEqual({ jobId: '1' });
    expect(queue.jobs).toEqual([
      { name: 'send-email', payload: { to: 'client@example.org', subject: 'Hello', text: 'Body' } },
    ]);
  });

  it('rejects a message without a valid recipient with "Invalid email address", queueing nothing', async () => {
    const queue = new RecordingQueue();
    await expect(sendEmail({ queue }, { to: 'not-an-address', subject: 'Hi', text: 'Hi' })).rejects.toThrow(
      'Invalid email address',
    );
    expect(queue.jobs).toEqual([]);
  });

  it('rejects a message without a subject with "Subject is required"', async () => {
    const queue = new RecordingQueue();
    await expect(sendEmail({ queue }, { to: 'a@example.org', subject: '  ', text: 'Hi' })).rejects.toThrow(
      'Subject is required',
    );
  });
});
