import type { EmailMessage } from '../mail/schemas.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const BUTTON_STYLE =
  'display:inline-block;padding:10px 18px;background:#b45309;color:#fff;border-radius:6px;text-decoration:none;font-weight:600';

/** The e-mail (English) whose link finishes a sign-up: the account exists only once it is opened. */
export function finishSignUpEmail(to: { email: string; firstName: string }, link: string): EmailMessage {
  const text = [
    `Hello ${to.firstName},`,
    '',
    'To finish creating your account, open this link:',
    link,
    '',
    'The link expires in 24 hours and works once.',
    'If you did not ask for an account, you can ignore this e-mail: none will be created.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(to.firstName)},</p>
<p>To finish creating your account, open this link:</p>
<p><a href="${escapeHtml(link)}" style="${BUTTON_STYLE}">Finish creating my account</a></p>
<p style="font-size:13px;color:#555">Or copy this address into your browser: ${escapeHtml(link)}</p>
<p style="font-size:12px;color:#666">The link expires in 24 hours and works once. If you did not ask for an account, you can ignore this e-mail: none will be created.</p>`;
  return { to: to.email, subject: 'Finish creating your account', text, html };
}

/**
 * The e-mail (English) to an address that already has an account when someone signs up with it: the
 * screen said only "check your e-mail", so its owner learns it here, with the way to sign in.
 */
export function signUpAttemptEmail(
  to: { email: string; firstName: string },
  links: { signIn: string; contact: string },
): EmailMessage {
  const text = [
    `Hello ${to.firstName},`,
    '',
    'Someone tried to create an account with your e-mail address. You already have one, so nothing was created.',
    '',
    `If it was you, sign in here: ${links.signIn}`,
    `If you have forgotten your password, write to us and we will help: ${links.contact}`,
    '',
    'If it was not you, you can ignore this e-mail: nothing has changed on your account.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(to.firstName)},</p>
<p>Someone tried to create an account with your e-mail address. You already have one, so nothing was created.</p>
<p>If it was you, sign in:</p>
<p><a href="${escapeHtml(links.signIn)}" style="${BUTTON_STYLE}">Sign in</a></p>
<p>If you have forgotten your password, <a href="${escapeHtml(links.contact)}">write to us</a> and we will help.</p>
<p style="font-size:12px;color:#666">If it was not you, you can ignore this e-mail: nothing has changed on your account.</p>`;
  return { to: to.email, subject: 'Someone tried to create an account with your e-mail address', text, html };
}
