import type { SubscriptionStatus } from '#domain/newsletter/subscription.ts';

export interface Subscriber {
  id: string;
  email: string;
  name: string | null;
  source: string;
  language: string;
  metadata: Record<string, unknown>;
  status: SubscriptionStatus;
  confirmationSentAt: Date | null;
  confirmedAt: Date | null;
}

export interface SubscriberChanges {
  name?: string | null;
  source?: string;
  language?: string;
  metadata?: Record<string, unknown>;
  status?: SubscriptionStatus;
  confirmationTokenHash?: string | null;
  confirmationSentAt?: Date | null;
  confirmedAt?: Date | null;
  unsubscribedAt?: Date | null;
}

export interface SubscriberRepository {
  findByEmail(email: string): Promise<Subscriber | null>;
  findById(id: string): Promise<Subscriber | null>;
  findByConfirmationTokenHash(hash: string): Promise<Subscriber | null>;
  /** Inserts a pending subscriber; returns null when the address was inserted concurrently. */
  create(
    subscriber: Omit<Subscriber, 'id' | 'confirmedAt'> & { confirmationTokenHash: string },
  ): Promise<Subscriber | null>;
  update(id: string, changes: SubscriberChanges): Promise<void>;
}

/** The hashes of confirmation tokens (only hashes are stored) and signed links that need no storage. */
export interface NewsletterTokens {
  hash(token: string): string;
  /** A token naming the subscriber, signed with the site's secret, for unsubscribe links. */
  signUnsubscribe(subscriberId: string): string;
  /** The subscriber id of a valid unsubscribe token, else null. */
  verifyUnsubscribe(token: string): string | null;
}
