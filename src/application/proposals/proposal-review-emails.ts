import type { SessionClient } from '#application/clients/schemas.ts';
import { OWNER_TIME_ZONE } from '#domain/booking/service.ts';
import { singleLine } from '#domain/contact/contact-message.ts';
import { linkIn, readerLanguage } from '#domain/shared/language.ts';
import type { LocalizedEmail } from '../mail/localized-email.ts';
import { type EmailMessage, emailMessageSchema } from '../mail/schemas.ts';
import type { ProposalWithProject } from './ports.ts';

const SUBJECT_MAX = 200;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The owner's proposal page. */
export const adminProposalUrl = (baseUrl: string, proposalId: string) =>
  `${baseUrl}/admin/proposals/${proposalId}`;

/** The client's proposal page in the portal. */
export const portalProposalUrl = (baseUrl: string, proposalId: string) =>
  `${baseUrl}/portal/proposals/${proposalId}`;

const subject = (text: string) => text.slice(0, SUBJECT_MAX);

const ownerTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: OWNER_TIME_ZONE,
});

/** "27 November 2026 at 08:56 (Europe/London)": a moment as people read it, in the owner's zone. */
export const formatApprovedAt = (at: Date) => `${ownerTime.format(at)} (${OWNER_TIME_ZONE})`;

/** The client's form accepts addresses the mailer does not: such a client gets no e-mail, nor a Reply-To. */
export const deliverable = (email: string) => emailMessageSchema.shape.to.safeParse(email).success;

const replyTo = (client: SessionClient) => (deliverable(client.email) ? { replyTo: client.email } : {});

function message(
  to: string,
  subjectLine: string,
  paragraphs: string[],
  link: { label: string; url: string },
  quote?: string,
): EmailMessage {
  const text = [...paragraphs, ...(quote ? [quote] : []), `${link.label}: ${link.url}`].join('\n\n');
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(quote
      ? [
          `<div style="margin:16px 0;padding:12px 16px;border-left:3px solid #b45309;background:#fafaf9;white-space:pre-wrap">${escapeHtml(quote)}</div>`,
        ]
      : []),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
  ].join('\n');
  return { to, subject: subject(subjectLine), text, html };
}

/** The owner hears that the client signed: who, when, and the seal, with a link to the proposal. */
export function ownerApprovalEmail(
  ownerEmail: string,
  baseUrl: string,
  client: SessionClient,
  proposal: ProposalWithProject,
  approval: { signedName: string; approvedAt: Date; contentSha256: string },
): EmailMessage {
  const title = singleLine(proposal.title);
  return {
    ...message(
      ownerEmail,
      `Proposal approved: ${title} by ${singleLine(client.name)}`,
      [
        `${singleLine(client.name)} (${client.email}) approved the proposal "${title}" for ${singleLine(proposal.projectName)}.`,
        `Signed as: ${approval.signedName}\nApproved at: ${formatApprovedAt(approval.approvedAt)}\nSHA-256: ${approval.contentSha256}`,
        'The client can now pay the deposit.',
      ],
      { label: 'Open the proposal', url: adminProposalUrl(baseUrl, proposal.id) },
    ),
    ...replyTo(client),
  };
}

/** The client's confirmation of their signature, in their language, with the seal and where to pay the deposit. */
export function clientApprovalEmail(
  baseUrl: string,
  client: SessionClient,
  proposal: ProposalWithProject,
  approval: { signedName: string; approvedAt: Date; contentSha256: string },
): LocalizedEmail {
  const language = readerLanguage(client.language);
  const title = singleLine(proposal.title);
  return {
    to: client.email,
    language,
    subject: { key: 'proposals.approved.subject', params: { title } },
    blocks: [
      { paragraph: [{ key: 'common.hello', params: { name: singleLine(client.name) } }] },
      { paragraph: [{ key: 'proposals.approved.thanks', params: { title } }] },
      {
        paragraph: [
          { key: 'proposals.approved.signedAs', params: { name: approval.signedName } },
          {
            key: 'proposals.approved.approvedAt',
            params: { at: { instant: approval.approvedAt, timeZone: OWNER_TIME_ZONE } },
          },
          { key: 'proposals.approved.seal', params: { sha: approval.contentSha256 } },
        ],
      },
      { paragraph: [{ key: 'proposals.approved.payNext' }] },
      {
        link: { key: 'proposals.approved.open' },
        url: linkIn(`${portalProposalUrl(baseUrl, proposal.id)}#pay`, language),
      },
    ],
  };
}

/** The owner hears the client's requested changes, quoted, with a link to the proposal. */
export function ownerChangesRequestedEmail(
  ownerEmail: string,
  baseUrl: string,
  client: SessionClient,
  proposal: ProposalWithProject,
  body: string,
): EmailMessage {
  const title = singleLine(proposal.title);
  return {
    ...message(
      ownerEmail,
      `Changes requested: ${title} by ${singleLine(client.name)}`,
      [
        `${singleLine(client.name)} (${client.email}) asked for changes to the proposal "${title}" for ${singleLine(proposal.projectName)}.`,
        "Their message, also added to the project's conversation:",
      ],
      { label: 'Open the proposal', url: adminProposalUrl(baseUrl, proposal.id) },
      body,
    ),
    ...replyTo(client),
  };
}
