import { tooManyInquiries } from '#domain/clients/errors.ts';
import { INQUIRY_RATE_LIMITS } from '#domain/clients/inquiry.ts';
import type { RateLimiter } from '../shared/ports.ts';

/** The limiter's key of one address's inquiries. */
export const inquiryAddressKey = (ip: string) => `inquiry:ip:${ip}`;

/**
 * Refuses an address that has no inquiry left in the window, without counting one: the form with
 * its images asks before it reads the files, so a sender over the limit uploads nothing.
 */
export async function checkInquiryAllowance(deps: { limiter: RateLimiter }, sender: { ip: string }) {
  const state = await deps.limiter.peek(inquiryAddressKey(sender.ip));
  if (state.count >= INQUIRY_RATE_LIMITS.perIp.max) throw tooManyInquiries(state.retryAfterMs);
}
