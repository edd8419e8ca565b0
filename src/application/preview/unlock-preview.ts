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
  const key = previewThrottleKey(clientIp);
  const state = await deps.limiter.peek(key);
  if (state.count >= PREVIEW_MAX_FAILURES) throw tooManyPreviewAttempts(state.retryAfterMs);

  if (!deps.secret.matches(password)) {
    const after = await deps.limiter.hit(key, PREVIEW_WINDOW_MS);
    if (after.count > PREVIEW_MAX_FAILURES) throw tooManyPreviewAttempts(after.retryAfterMs);
    throw incorrectPreviewPassword();
  }
  await deps.limiter.reset(key);
  return { url: deps.secret.url };
}
