import { describe, expect, it } from 'vitest';
import {
  CONTACT_RATE_LIMITS,
  isHoneypotFilled,
  normalizeMessage,
  singleLine,
} from '#domain/contact/contact-message.ts';
import { tooManyContactMessages } from '#domain/contact/errors.ts';

describe('contact message rules', () => {
  it('treats only a non-blank honeypot as filled', () => {
    expect(isHoneypotFilled(undefined)).toBe(false);
    expect(isHoneypotFilled('')).toBe(false);
    expect(isHoneypotFilled('   ')).toBe(false);
    expect(isHoneypotFilled('https://spam.example')).toBe(true);
  });

  it('unifies line breaks and trims the message, keeping the lines inside it', () => {
    expect(normalizeMessage('  Hello,\r\nsecond line\rthird  \n')).toBe('Hello,\nsecond line\nthird');
  });

  it('puts a name on one line for the e-mail subject', () => {
    expect(singleLine(' Ada\r\nBcc: evil@example.com\t Lovelace ')).toBe(
      'Ada Bcc: evil@example.com Lovelace',
    );
  });

  it('allows five messages per IP address per hour', () => {
    expect(CONTACT_RATE_LIMITS.perIp).toEqual({ max: 5, windowMs: 3_600_000 });
  });

  it('refuses too many messages with a stable code and the time to wait', () => {
    const error = tooManyContactMessages(90_000);
    expect(error).toMatchObject({
      kind: 'rate_limited',
      code: 'CONTACT.TOO_MANY_MESSAGES',
      message: 'Too many messages from here. Please try again later.',
      retryAfterMs: 90_000,
    });
  });
});
