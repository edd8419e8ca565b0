import { SIGN_IN_CODE_LENGTH } from '#domain/clients/sign-in-link.ts';
import type { EmailMessage } from '../mail/schemas.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The magic-link e-mail (English): the link to the "Sign in" page, and the code for the waiting screen. */
export function signInLinkEmail(
  to: { email: string; name: string },
  link: string,
  code: string,
): EmailMessage {
  const text = [
    `Hello ${to.name},`,
    '',
    'Use this link to sign in to your Client Portal:',
    link,
    '',
    `Or type this ${SIGN_IN_CODE_LENGTH}-digit code on the sign-in screen: ${code}`,
    '',
    'The link and the code expire in 1 hour and work once.',
    'If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without it.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(to.name)},</p>
<p>Use this link to sign in to your Client Portal:</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#b45309;color:#fff;border-radius:6px;text-decoration:none;font-weight:600">Sign in to the Client Portal</a></p>
<p style="font-size:13px;color:#555">Or copy this address into your browser: ${escapeHtml(link)}</p>
<p>Or type this ${SIGN_IN_CODE_LENGTH}-digit code on the sign-in screen:</p>
<p style="font-size:24px;font-weight:700;letter-spacing:6px;font-family:monospace">${escapeHtml(code)}</p>
<p style="font-size:12px;color:#666">The link and the code expire in 1 hour and work once. If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without it.</p>`;
  return { to: to.email, subject: 'Your sign-in link for the Client Portal', text, html };
}
