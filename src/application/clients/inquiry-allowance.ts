import { tooManyInquiries } from '#domain/clients/errors.ts';
import { INQUIRY_RATE_LIMITS } from '#domain/clients/inquiry.ts';
import { networkForLimits } from '#domain/shared/network-address.ts';
import type { RateLimiter } from '../shared/ports.ts';

/** The limiter's key of one address's inquiries. */
export const inquiryAddressKey = (ip: string) => `inquiry:ip:${networkForLimits(ip)}`;

/**
 * Refuses an address that has no inquiry left in the window: the form with its images asks before it
 * reads the files, so a sender over the limit uploads nothing. An allowed try gives its count back at
 * once, as the inquiry itself is counted when it is recorded.
 */
export async function checkInquiryAllowance(deps: { limiter: RateLimiter }, sender: { ip: string }) {
  const key = inquiryAddressKey(sender.ip);
  const { perIp } = INQUIRY_RATE_LIMITS;
  const state = await deps.limiter.hit(key, perIp.windowMs);
  if (state.count > perIp.max) throw tooManyInquiries(state.retryAfterMs);
  await deps.limiter.release(key);
}
