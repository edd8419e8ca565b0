/**
 * What a queued e-mail carries in place of a secret of its links: the worker makes the secret again
 * from it with the site's key, so nothing in the queue's store (Redis, the outbox) opens anything.
 */
export type SecretReference =
  /** A single-use link token (sign-up, newsletter confirmation, a booking's cancel and move links). */
  | { kind: 'link-token'; reference: string }
  /** A newsletter subscriber's signed unsubscribe token. */
  | { kind: 'newsletter-unsubscribe'; subscriberId: string }
  /** The signed link that confirms or removes an unverified project, valid until `expiresAt` (ISO). */
  | { kind: 'project-claim'; projectId: string; expiresAt: string };

/** A secret for an e-mail and what stands for it in the queue. */
export interface IssuedSecret {
  secret: string;
  ref: SecretReference;
}

/** Makes the secrets of e-mailed links from references, under a key only the site and worker hold. */
export interface EmailSecrets {
  /** A new single-use link token (a fresh random reference); only its hash is to be stored. */
  newLinkToken(): IssuedSecret;
  /** The secret a reference stands for: the same reference, the same secret. */
  secretOf(ref: SecretReference): string;
}
