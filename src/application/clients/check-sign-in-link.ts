import { signInLinkState } from '#domain/clients/sign-in-link.ts';
import type { Clock } from '../shared/ports.ts';
import type { SignInLinkRepository, SignInSecrets } from './ports.ts';
import { signInTokenSchema } from './schemas.ts';

/**
 * Whether a magic link can still sign in, without spending it: its page then shows the "Sign in" button,
 * or says at once that the link has expired or was used. Opening the page changes nothing.
 */
export async function checkSignInLink(
  deps: { links: SignInLinkRepository; secrets: SignInSecrets; clock: Clock },
  input: { token: string },
): Promise<{ usable: boolean }> {
  const parsed = signInTokenSchema.safeParse(input);
  if (!parsed.success) return { usable: false };
  const link = await deps.links.findByTokenHash(deps.secrets.hashToken(parsed.data.token));
  return { usable: link !== null && signInLinkState(link, deps.clock.now()) === 'valid' };
}
