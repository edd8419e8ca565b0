import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UploadPermits } from '#application/clients/ports.ts';

const PROJECT_ID = /^[\w-]{1,64}$/;

/**
 * A permit is `{projectId}.{expiry in ms}.{HMAC of both}`: the browser that sent the inquiry may add
 * its reference images until the expiry, and nobody can make one for another project or a later time.
 */
export class HmacUploadPermits implements UploadPermits {
  private readonly key: Buffer;

  /** `purpose` names the key: signatures made for one purpose never pass for another. */
  constructor(secret: string, purpose = 'reference-image-upload-permit') {
    // A key of its own, so a permit's signature can never double as a session or unsubscribe signature.
    this.key = createHmac('sha256', secret).update(purpose).digest();
  }

  private signature(projectId: string, expiresAtMs: number): string {
    return createHmac('sha256', this.key).update(`${projectId}.${expiresAtMs}`).digest('base64url');
  }

  issue(projectId: string, expiresAt: Date): string {
    const expiresAtMs = expiresAt.getTime();
    return `${projectId}.${expiresAtMs}.${this.signature(projectId, expiresAtMs)}`;
  }

  verify(permit: string, now: Date): string | null {
    const [projectId, expiry, signature, ...rest] = permit.split('.');
    if (!projectId || !expiry || !signature || rest.length > 0 || !PROJECT_ID.test(projectId)) return null;
    if (!/^\d{1,16}$/.test(expiry)) return null;
    const expiresAtMs = Number(expiry);
    const expected = Buffer.from(this.signature(projectId, expiresAtMs));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return expiresAtMs > now.getTime() ? projectId : null;
  }
}
