import type { Client } from '#domain/clients/client.ts';
import type { Project } from '#domain/clients/project.ts';
import { singleLine } from '#domain/contact/contact-message.ts';
import type { Proposal } from '#domain/proposals/proposal.ts';
import { queuePortalEmail } from '../clients/portal-link-email.ts';
import type { JobQueue } from '../jobs/ports.ts';
import type { EmailMessage } from '../mail/schemas.ts';
import { deliverable } from './proposal-review-emails.ts';
import { proposalPortalPath } from './proposal-sent-email.ts';

const SUBJECT_MAX = 200;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The client's e-mail when the owner saves a new revision of a proposal they were sent: which revision,
 * that it is the one to read before signing, and `link`, which signs in and opens it.
 */
export function proposalChangedEmail(
  link: string,
  client: Pick<Client, 'name' | 'email'>,
  proposal: Pick<Proposal, 'title' | 'revision'>,
  projectName: string,
): EmailMessage {
  const name = singleLine(client.name);
  const title = singleLine(proposal.title);
  const project = singleLine(projectName);
  const text = [
    `Hello ${name},`,
    '',
    `The proposal "${title}" for your project "${project}" has been updated: it is now revision ${proposal.revision}.`,
    'Please read the new version before you approve it: an approval applies only to the revision you read.',
    '',
    `Review the new version in the client portal: ${link}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>The proposal <strong>${escapeHtml(title)}</strong> for your project &ldquo;${escapeHtml(project)}&rdquo; has been updated: it is now revision ${proposal.revision}.</p>
<p>Please read the new version before you approve it: an approval applies only to the revision you read.</p>
<p><a href="${escapeHtml(link)}">Review the new version</a> in the client portal.</p>`;
  return {
    to: client.email,
    subject: `Proposal updated: ${title} (revision ${proposal.revision})`.slice(0, SUBJECT_MAX),
    text,
    html,
  };
}

/**
 * Tells the client that a proposal they were sent has changed, with a single-use link (made by the
 * worker, valid 1 hour) that signs them in and opens the proposal. One e-mail per revision (the job id),
 * none for a draft the client has not been sent, nor to an address that cannot receive one. Call it
 * after the change is stored: a queue that is away is logged, never an error for the owner.
 */
export async function queueProposalChangedEmail(
  deps: { queue: JobQueue; warn(context: object, message: string): void },
  changed: {
    client: Pick<Client, 'id' | 'name' | 'email'>;
    project: Pick<Project, 'name'>;
    proposal: Pick<Proposal, 'id' | 'title' | 'status' | 'revision'>;
  },
): Promise<void> {
  const { client, project, proposal } = changed;
  if (proposal.status === 'draft') return;
  if (!deliverable(client.email)) {
    deps.warn({ proposalId: proposal.id }, 'proposal e-mail not sent: undeliverable address');
    return;
  }
  try {
    await queuePortalEmail(
      deps,
      {
        clientId: client.id,
        target: proposalPortalPath(proposal.id),
        compose: (link) => proposalChangedEmail(link, client, proposal, project.name),
      },
      { jobId: `proposal-changed-${proposal.id}-${proposal.revision}` },
    );
  } catch (error) {
    deps.warn({ err: error, proposalId: proposal.id }, 'proposal-changed e-mail not queued');
  }
}
