import type { Client } from '#domain/clients/client.ts';
import type { Project } from '#domain/clients/project.ts';
import { singleLine } from '#domain/contact/contact-message.ts';
import { portalProposalPath } from '#domain/proposals/portal-path.ts';
import type { Proposal } from '#domain/proposals/proposal.ts';
import { readerLanguage } from '#domain/shared/language.ts';
import { queuePortalEmail } from '../client-sign-in/portal-link-email.ts';
import type { JobQueue } from '../jobs/ports.ts';
import type { EmailRenderer, LocalizedEmail } from '../mail/localized-email.ts';
import { deliverable } from '../mail/schemas.ts';

/**
 * The client's e-mail (in their language) when the owner saves a new revision of a proposal they were
 * sent: which revision, that it is the one to read before signing, and `link`, which signs in and opens it.
 */
export function proposalChangedEmail(
  link: string,
  client: Pick<Client, 'name' | 'email' | 'language'>,
  proposal: Pick<Proposal, 'title' | 'revision'>,
  projectName: string,
): LocalizedEmail {
  const title = singleLine(proposal.title);
  const revision = proposal.revision;
  return {
    to: client.email,
    language: readerLanguage(client.language),
    subject: { key: 'proposals.changed.subject', params: { title, revision } },
    blocks: [
      { paragraph: [{ key: 'common.hello', params: { name: singleLine(client.name) } }] },
      {
        paragraph: [
          { key: 'proposals.changed.updated', params: { title, project: singleLine(projectName), revision } },
        ],
      },
      { paragraph: [{ key: 'proposals.changed.readFirst' }] },
      { link: { key: 'proposals.changed.review' }, url: link },
    ],
  };
}

/**
 * Tells the client that a proposal they were sent has changed, with a single-use link (made by the
 * worker, valid 1 hour) that signs them in and opens the proposal. One e-mail per revision (the job id),
 * none for a draft the client has not been sent, nor to an address that cannot receive one. Call it
 * after the change is stored: a queue that is away is logged, never an error for the owner.
 */
export async function queueProposalChangedEmail(
  deps: { queue: JobQueue; emails: EmailRenderer; warn(context: object, message: string): void },
  changed: {
    client: Pick<Client, 'id' | 'name' | 'email' | 'language'>;
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
        target: portalProposalPath(proposal.id),
        compose: (link) => proposalChangedEmail(link, client, proposal, project.name),
      },
      { jobId: `proposal-changed-${proposal.id}-${proposal.revision}` },
    );
  } catch (error) {
    deps.warn({ err: error, proposalId: proposal.id }, 'proposal-changed e-mail not queued');
  }
}
