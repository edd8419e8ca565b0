import { createHmac, randomBytes } from 'node:crypto';
import type { EmailSecrets, SecretReference } from '#application/mail/email-secrets.ts';
import { HmacNewsletterTokens } from './newsletter-tokens.ts';
import { HmacProjectClaimLinks } from './project-claim-links.ts';

/**
 * A link token is the HMAC of a random reference under a key of its own (drawn from the site's
 * secret): the queue carries the reference, and only a process holding the secret can make the token
 * from it. Unsubscribe and claim tokens are signed already: they are made again from their ids.
 */
export class HmacEmailSecrets implements EmailSecrets {
  private readonly key: Buffer;
  private readonly newsletter: HmacNewsletterTokens;
  private readonly claims: HmacProjectClaimLinks;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('e-mailed-link-token').digest();
    this.newsletter = new HmacNewsletterTokens(secret);
    this.claims = new HmacProjectClaimLinks(secret);
  }

  newLinkToken() {
    const ref = { kind: 'link-token' as const, reference: randomBytes(16).toString('base64url') };
    return { secret: this.secretOf(ref), ref };
  }

  secretOf(ref: SecretReference): string {
    switch (ref.kind) {
      case 'link-token':
        return createHmac('sha256', this.key).update(ref.reference).digest('base64url');
      case 'newsletter-unsubscribe':
        return this.newsletter.signUnsubscribe(ref.subscriberId);
      case 'project-claim':
        return this.claims.issue(ref.projectId, new Date(ref.expiresAt));
    }
  }
}
