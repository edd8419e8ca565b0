import { describe, expect, it } from 'vitest';
import { deliverEmail } from '#application/mail/deliver-email.ts';
import type { EmailMessage } from '#application/mail/schemas.ts';
import { RecordingMailer } from '#fixtures/fakes/in-memory-mail.ts';

const message: EmailMessage = {
  to: 'reader@example.com',
  subject: 'Please confirm your newsletter subscription',
  text: 'Open this link',
  headers: { 'List-Unsubscribe': '<https://site.example/u>' },
};

describe('deliverEmail (the send-email job)', () => {
  it('hands the message to the mail server and answers with its receipt', async () => {
    const mailer = new RecordingMailer();
    expect(await deliverEmail({ mailer }, message)).toEqual({
      messageId: '<message-1@test>',
      destination: 'smtp:reader@example.com',
    });
    expect(mailer.sent).toEqual([message]);
  });

  it('checks the stored payload again and delivers nothing that is not an e-mail', async () => {
    const mailer = new RecordingMailer();
    const tampered = { ...message, to: 'not-an-address' };
    await expect(deliverEmail({ mailer }, tampered)).rejects.toThrow('Invalid email address');
    await expect(deliverEmail({ mailer }, { ...message, headers: { 'Bad Header': 'x' } })).rejects.toThrow();
    expect(mailer.sent).toEqual([]);
  });

  it('fails the job while the mail server is down, so the queue retries it', async () => {
    const mailer = new RecordingMailer();
    mailer.down = true;
    await expect(deliverEmail({ mailer }, message)).rejects.toThrow('ECONNREFUSED');
    mailer.down = false;
    await expect(deliverEmail({ mailer }, message)).resolves.toMatchObject({ messageId: '<message-1@test>' });
  });
});
