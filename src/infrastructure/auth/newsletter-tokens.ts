import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NewsletterTokens } from '#application/newsletter/ports.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Confirmation tokens are random and stored only as SHA-256 hashes. Unsubscribe tokens are the
 * subscriber id plus an HMAC of it, so every e-mail can carry one without storing anything.
 */
export class HmacNewsletterTokens implements NewsletterTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, so an unsubscribe signature can never double as a session signature.
    this.key = createHmac('sha256', secret).update('newsletter-unsubscribe').digest();
  }

  newConfirmationToken() {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: sha256(token) };
  }

  hash(token: string): string {
    return sha256(token);
  }

  private signature(subscriberId: string): string {
    return createHmac('sha256', this.key).update(subscriberId).digest('base64url');
  }

  signUnsubscribe(subscriberId: string): string {
    return `${subscriberId}.${this.signature(subscriberId)}`;
  }

  verifyUnsubscribe(token: string): string | null {
    const [id, signature, ...rest] = token.split('.');
    if (!id || !signature || rest.length > 0) return null;
    const expected = Buffer.from(this.signature(id));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  }
}
