import { singleLine } from '#domain/contact/contact-message.ts';
import type { EmailMessage } from '../mail/schemas.ts';
import type { ContactMessage } from './ports.ts';

const SUBJECT_MAX = 200;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const londonTime = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Europe/London',
  }).format(date);

/**
 * The owner's copy of a contact message. Reply-To is the sender, so answering the e-mail answers
 * them; the site's own address stays the sender of record.
 */
export function contactNotificationEmail(ownerEmail: string, message: ContactMessage): EmailMessage {
  const name = singleLine(message.name);
  const received = londonTime(message.createdAt);
  const text = [
    'New message from the contact form.',
    '',
    `Name: ${name}`,
    `Email: ${message.email}`,
    `Received: ${received} (London time)`,
    '',
    message.message,
    '',
    '--',
    `Reply to this e-mail to answer ${name} directly.`,
  ].join('\n');
  const html = `<p>New message from the contact form.</p>
<table style="border-collapse:collapse;font-size:14px">
<tr><td style="padding:2px 12px 2px 0;color:#666">Name</td><td>${escapeHtml(name)}</td></tr>
<tr><td style="padding:2px 12px 2px 0;color:#666">Email</td><td><a href="mailto:${escapeHtml(message.email)}">${escapeHtml(message.email)}</a></td></tr>
<tr><td style="padding:2px 12px 2px 0;color:#666">Received</td><td>${escapeHtml(received)} (London time)</td></tr>
</table>
<div style="margin-top:16px;padding:12px 16px;border-left:3px solid #b45309;background:#fafaf9;white-space:pre-wrap">${escapeHtml(message.message)}</div>
<p style="font-size:12px;color:#666">Reply to this e-mail to answer ${escapeHtml(name)} directly.</p>`;
  return {
    to: ownerEmail,
    replyTo: message.email,
    subject: `New contact message from ${name}`.slice(0, SUBJECT_MAX),
    text,
    html,
  };
}
