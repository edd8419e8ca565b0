import { networkForLimits } from '../shared/network-address.ts';
/** Wrong preview passwords allowed per IP address within the window before the prompt is refused. */
export const PREVIEW_MAX_FAILURES = 5;
export const PREVIEW_WINDOW_MS = 15 * 60 * 1000;

/** The rate limiter's key for one address. */
export const previewThrottleKey = (clientIp: string) => `preview:${networkForLimits(clientIp)}`;
