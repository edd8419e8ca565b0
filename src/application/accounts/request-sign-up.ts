import { tooManySignUps } from '#domain/accounts/errors.ts';
import { safeRedirectPath } from '#domain/accounts/redirect-target.ts';
import { FINISH_SIGN_UP_PATH, SIGN_UP_LIMITS, signUpExpiryCutoff } from '#domain/accounts/sign-up.ts';
import { isTestUser } from '#domain/accounts/test-user.ts';
import { normalizeEmail } from '#domain/accounts/user.ts';
import { readerLanguage } from '#domain/shared/language.ts';
import { networkForLimits } from '#domain/shared/network-address.ts';
import type { JobQueue } from '../jobs/ports.ts';
import type { EmailSecrets } from '../mail/email-secrets.ts';
import type { EmailRenderer } from '../mail/localized-email.ts';
import { sendLocalizedEmail } from '../mail/send-localized-email.ts';
import { sendSealedEmail } from '../mail/send-sealed-email.ts';
import type { Clock, RateLimiter } from '../shared/ports.ts';
import { enforceRateLimit } from '../shared/rate-limit.ts';
import { refuseCommonPassword } from './password-rule.ts';
import type {
  CommonPasswords,
  LinkSecrets,
  PasswordHasher,
  PendingSignUpRepository,
  UserRepository,
} from './ports.ts';
import { type SignUpInput, type SignUpRequestedDto, signUpSchema } from './schemas.ts';
import { finishSignUpEmail, signUpAgainEmail, signUpAttemptEmail } from './sign-up-emails.ts';

export interface SignUpDeps {
  users: UserRepository;
  pendingSignUps: PendingSignUpRepository;
  hasher: PasswordHasher;
  commonPasswords: CommonPasswords;
  linkSecrets: LinkSecrets;
  /** Makes the link's token; the queued e-mail carries only its reference. */
  emailSecrets: EmailSecrets;
  queue: JobQueue;
  limiter: RateLimiter;
  clock: Clock;
  /** The site's public address, for the links in e-mails. */
  baseUrl: string;
  emails: EmailRenderer;
}

/**
 * Asks for an account: nothing is created until the e-mailed link is opened, and the answer is the
 * same whether the address is new (it gets the link) or has an account (its owner is told someone
 * tried). A sign-up already waiting for the address is kept as it is: its link, its password and its
 * details stand, and the address is told someone asked again. Limited per IP address and per e-mail address; the rules and the limits come before the
 * password hash, which is spent either way so the answer takes as long for both.
 */
export async function requestSignUp(
  deps: SignUpDeps,
  input: SignUpInput,
  request: { ip: string; redirect?: string | undefined; language?: string },
): Promise<SignUpRequestedDto> {
  const language = readerLanguage(request.language);
  const parsed = signUpSchema.parse(input);
  await refuseCommonPassword(deps.commonPasswords, parsed.password, 'password');
  const email = normalizeEmail(parsed.email);
  await enforceRateLimit(
    deps.limiter,
    `sign-up:ip:${networkForLimits(request.ip)}`,
    SIGN_UP_LIMITS.perIp,
    tooManySignUps,
  );
  await enforceRateLimit(deps.limiter, `sign-up:email:${email}`, SIGN_UP_LIMITS.perEmail, tooManySignUps);
  const passwordHash = await deps.hasher.hash(parsed.password);

  const existing = await deps.users.findByEmail(email);
  // A test user (ten minutes' life) does not hold an address against the person it belongs to.
  if (existing && !isTestUser(existing)) {
    const links = { signIn: `${deps.baseUrl}/login`, contact: `${deps.baseUrl}/contact` };
    await sendLocalizedEmail(deps, signUpAttemptEmail(existing, links, language));
    return { status: 'check-email' };
  }
  const issued = deps.emailSecrets.newLinkToken();
  const token = issued.secret;
  const { firstName, lastName, phone } = parsed;
  const now = deps.clock.now();
  const stored = await deps.pendingSignUps.saveUnlessWaiting(
    { email, passwordHash, firstName, lastName, phone, language, sentAt: now },
    deps.linkSecrets.hashToken(token),
    signUpExpiryCutoff(now),
  );
  if (!stored) {
    await sendLocalizedEmail(deps, signUpAgainEmail(email, language));
    return { status: 'check-email' };
  }
  await sendSealedEmail(deps, finishSignUpEmail(email, finishLink(deps, token, request), language), [issued]);
  return { status: 'check-email' };
}

function finishLink(
  deps: Pick<SignUpDeps, 'baseUrl'>,
  token: string,
  request: { redirect?: string | undefined },
) {
  const query = new URLSearchParams({ token });
  const redirect = safeRedirectPath(request.redirect);
  if (redirect) query.set('redirect', redirect);
  return `${deps.baseUrl}${FINISH_SIGN_UP_PATH}?${query}`;
}
