/*
 * No React here: the server reads the header's name, and React must not load before the process has
 * chosen its NODE_ENV.
 */

/** The header that names a submission (IETF's Idempotency-Key), read by `server/http/repeated-submissions.ts`. */
export const SUBMISSION_KEY_HEADER = 'Idempotency-Key';

/**
 * The key of a form's submission: one per form render, renewed by `callMutation` once a submission
 * under it succeeded (the next one is a new submission). Sent again, as after a lost answer, the
 * same key and body get the first answer from the server instead of a second booking or e-mail.
 */
export interface Submission {
  key: string;
}

/** 128 random bits as hex: `crypto.randomUUID` exists only on HTTPS and localhost, this everywhere. */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** After a submission succeeded: the form's next one is a new submission. */
export function renewKey(submission: Submission): void {
  submission.key = newSubmissionKey();
}
