import { USER_AGENT_MAX } from '../shared/user-agent.ts';

/** The contact form's limits, the same in the browser, the server and the table. */
export const CONTACT_LIMITS = {
  nameMax: 200,
  emailMax: 320,
  messageMin: 10,
  messageMax: 5000,
  /** Stored with the message for abuse checks; longer headers are cut. */
  userAgentMax: USER_AGENT_MAX,
  ipMax: 100,
} as const;

/**
 * Each message e-mails the owner, so senders are limited: per IP address (a person writing again is
 * fine, a script is not) and per sender address (a script rotating addresses of its own).
 */
export const CONTACT_RATE_LIMITS = {
  perIp: { max: 5, windowMs: 60 * 60 * 1000 },
  perEmail: { max: 10, windowMs: 24 * 60 * 60 * 1000 },
} as const;

/** The hidden field people never see: anything typed into it was typed by a bot. */
export function isHoneypotFilled(value: string | undefined): boolean {
  return (value ?? '').trim() !== '';
}

/** Line breaks unified and the ends trimmed: the message as the owner will read it. */
export function normalizeMessage(message: string): string {
  return message.replace(/\r\n?/g, '\n').trim();
}

/** A name fit for a one-line e-mail subject: no line breaks, no runs of spaces. */
export function singleLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
