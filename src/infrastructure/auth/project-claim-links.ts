import type { ProjectClaimLinks } from '#application/clients/ports.ts';
import { HmacUploadPermits } from './upload-permits.ts';

/**
 * `{projectId}.{expiry in ms}.{HMAC}`, like an upload permit but under a key of its own: the permit the
 * inquiry's sender receives can never confirm the project it was issued for.
 */
export class HmacProjectClaimLinks implements ProjectClaimLinks {
  private readonly signer: HmacUploadPermits;

  constructor(secret: string) {
    this.signer = new HmacUploadPermits(secret, 'unverified-project-claim-link');
  }

  issue(projectId: string, expiresAt: Date): string {
    return this.signer.issue(projectId, expiresAt);
  }

  verify(token: string, now: Date): string | null {
    return this.signer.verify(token, now);
  }
}
