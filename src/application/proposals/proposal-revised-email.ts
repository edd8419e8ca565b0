import type { Client } from '#domain/clients/client.ts';
import { singleLine } from '#domain/contact/contact-message.ts';
import type { Proposal } from '#domain/proposals/proposal.ts';
import type { EmailMessage } from '../mail/schemas.ts';

const SUBJECT_MAX = 200;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The client's e-mail when the owner saves a new revision of a proposal the client is reviewing: it
 * is a new version to read before signing, with a link to it.
 */
export function proposalRevisedEmail(
  client: Pick<Client, 'name' | 'email'>,
  proposal: Pick<Proposal, 'title' | 'revision'>,
  link: string,
): EmailMessage {
  const name = singleLine(client.name);
  const title = singleLine(proposal.title);
  const lines = [
    `Hello ${name},`,
    `The proposal "${title}" has been updated: it is now revision ${proposal.revision}.`,
    'Please read the new version before you approve it: an approval applies only to the revision you read.',
  ];
  return {
    to: client.email,
    subject: `Proposal updated: ${title} (revision ${proposal.revision})`.slice(0, SUBJECT_MAX),
    text: [...lines, `Read the new version: ${link}`].join('\n\n'),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">Read the new version</a></p>`,
    ].join('\n'),
  };
}
