import { networkForLimits } from '#domain/shared/network-address.ts';
import { CLIENT_ERROR_LIMITS, shortStack, tooManyClientErrors } from '#domain/system/client-errors.ts';
import type { RateLimiter } from '../shared/ports.ts';
import { enforceRateLimit } from '../shared/rate-limit.ts';

export interface ClientErrorReport {
  errorId: string;
  message: string;
  stack?: string | undefined;
  url: string;
}

/**
 * A crash a reader's browser reported, so the error id on their screen is in the log: counted per
 * address and in all (in memory: a report writes no row), and logged cut short.
 */
export async function reportClientError(
  deps: { limiter: RateLimiter; logError(fields: Record<string, unknown>, message: string): void },
  report: ClientErrorReport,
  sender: { ip: string },
): Promise<void> {
  const { perAddress, everyAddress } = CLIENT_ERROR_LIMITS;
  await enforceRateLimit(
    deps.limiter,
    `client-errors:${networkForLimits(sender.ip)}`,
    perAddress,
    tooManyClientErrors,
  );
  await enforceRateLimit(deps.limiter, 'client-errors:every-address', everyAddress, tooManyClientErrors);
  deps.logError(
    {
      clientError: {
        errorId: report.errorId,
        message: report.message.slice(0, CLIENT_ERROR_LIMITS.loggedMessageChars),
        stack: shortStack(report.stack),
        url: report.url,
      },
      errorId: report.errorId,
    },
    'error in the browser',
  );
}
