import type { ClientRepository } from '#application/clients/ports.ts';
import { signInLinkState } from '#domain/clients/sign-in-link.ts';
import type { Clock } from '../shared/ports.ts';
import type { SignInLinkRepository, SignInSecrets } from './ports.ts';
import { signInTokenSchema } from './schemas.ts';

/** What a magic link's page needs to know about its link, without spending it. */
export interface SignInLinkCheck {
  /** Whether the "Sign in" button can still sign in. */
  usable: boolean;
  /** The page the link lands on (null: the portal's home, or no such link). */
  target: string | null;
  /**
   * An expired link's way back: the sign-in form, its address filled in, landing on the same page. Only
   * the link's holder (who received its e-mail) learns the address.
   */
  expired: { email: string } | null;
}

const NO_LINK: SignInLinkCheck = { usable: false, target: null, expired: null };

/**
 * Whether a magic link can still sign in, without spending it: its page then shows the "Sign in" button,
 * or says at once that the link was used, or (after its hour) falls back to the sign-in form with its
 * target kept. Opening the page changes nothing.
 */
export async function checkSignInLink(
  deps: { clients: ClientRepository; links: SignInLinkRepository; secrets: SignInSecrets; clock: Clock },
  input: { token: string },
): Promise<SignInLinkCheck> {
  const parsed = signInTokenSchema.safeParse(input);
  if (!parsed.success) return NO_LINK;
  const link = await deps.links.findByTokenHash(deps.secrets.hashToken(parsed.data.token));
  if (!link) return NO_LINK;
  const state = signInLinkState(link, deps.clock.now());
  const client = state === 'expired' ? await deps.clients.findById(link.clientId) : null;
  return {
    usable: state === 'valid',
    target: link.redirect,
    expired: client ? { email: client.email } : null,
  };
}
