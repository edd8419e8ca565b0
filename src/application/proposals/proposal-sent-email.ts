import type { Client } from '#domain/clients/client.ts';
import { singleLine } from '#domain/contact/contact-message.ts';
import { depositAmount, type Proposal } from '#domain/proposals/proposal.ts';
import type { EmailMessage } from '../mail/schemas.ts';

const SUBJECT_MAX = 200;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const pounds = (pence: number) => gbp.format(pence / 100);

/** The client's page of the proposal in the portal (a portal e-mail's link signs in and lands there). */
export const proposalPortalPath = (proposalId: string) => `/portal/proposals/${proposalId}`;

/**
 * The client's e-mail when the owner sends a proposal: its title, total, deposit and `link`, which
 * signs the client in and opens the proposal.
 */
export function proposalSentEmail(
  link: string,
  client: Pick<Client, 'name' | 'email'>,
  proposal: Pick<Proposal, 'title' | 'totalAmountPence' | 'depositPercentage'>,
  projectName: string,
): EmailMessage {
  const name = singleLine(client.name);
  const title = singleLine(proposal.title);
  const project = singleLine(projectName);
  const total = pounds(proposal.totalAmountPence);
  const deposit = `${pounds(depositAmount(proposal.totalAmountPence, proposal.depositPercentage))} (${proposal.depositPercentage}%)`;
  const text = [
    `Hello ${name},`,
    '',
    `A proposal for your project "${project}" is ready for you to review: "${title}".`,
    '',
    `Total: ${total}`,
    `Deposit due on approval: ${deposit}`,
    '',
    `Review and approve it in the client portal: ${link}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>A proposal for your project &ldquo;${escapeHtml(project)}&rdquo; is ready for you to review: <strong>${escapeHtml(title)}</strong>.</p>
<table style="border-collapse:collapse;font-size:14px">
<tr><td style="padding:2px 12px 2px 0;color:#666">Total</td><td>${escapeHtml(total)}</td></tr>
<tr><td style="padding:2px 12px 2px 0;color:#666">Deposit due on approval</td><td>${escapeHtml(deposit)}</td></tr>
</table>
<p><a href="${escapeHtml(link)}">Review the proposal</a> in the client portal.</p>`;
  return {
    to: client.email,
    subject: `Your proposal is ready: ${title}`.slice(0, SUBJECT_MAX),
    text,
    html,
  };
}
