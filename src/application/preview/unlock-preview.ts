import {
  incorrectPreviewPassword,
  previewUnavailable,
  tooManyPreviewAttempts,
} from '#domain/preview/errors.ts';
import {
  PREVIEW_MAX_FAILURES,
  PREVIEW_WINDOW_MS,
  previewThrottleKey,
} from '#domain/preview/preview-throttle.ts';
import type { RateLimiter } from '../shared/ports.ts';
import { failureThrottle } from '../shared/rate-limit.ts';
import type { PreviewSecret } from './ports.ts';
import { type PreviewUnlockedDto, type UnlockPreviewInput, unlockPreviewSchema } from './schemas.ts';

export interface UnlockPreviewDeps {
  secret: PreviewSecret;
  limiter: RateLimiter;
}

/**
 * Checks the Tag my Thing developer-preview password and answers with the preview's address. After
 * PREVIEW_MAX_FAILURES wrong passwords from one IP address within PREVIEW_WINDOW_MS, refuses without
 * checking until the window ends.
 */
export async function unlockPreview(
  deps: UnlockPreviewDeps,
  input: UnlockPreviewInput,
  clientIp: string,
): Promise<PreviewUnlockedDto> {
  const { password } = unlockPreviewSchema.parse(input);
  if (!deps.secret.configured) throw previewUnavailable();
  const throttle = failureThrottle(
    deps.limiter,
    [
      {
        key: previewThrottleKey(clientIp),
        limit: { max: PREVIEW_MAX_FAILURES, windowMs: PREVIEW_WINDOW_MS },
        // One password for everyone: whoever gives it knows it.
        forgetOnSuccess: true,
      },
    ],
    tooManyPreviewAttempts,
  );
  await throttle.take();

  if (!deps.secret.matches(password)) throw incorrectPreviewPassword();
  await throttle.succeed();
  return { url: deps.secret.url };
}
