import type { Client } from '#domain/clients/client.ts';
import type { Project } from '#domain/clients/project.ts';
import { projectClaimLinkExpiry } from '#domain/clients/project-claim.ts';
import type { JobQueue } from '../jobs/ports.ts';
import type { EmailRenderer } from '../mail/localized-email.ts';
import { type OwnerNoticeDeps, ownerReader } from '../mail/owner-reader.ts';
import { deliverable } from '../mail/schemas.ts';
import { sendLocalizedEmail } from '../mail/send-localized-email.ts';
import { sendSealedEmail } from '../mail/send-sealed-email.ts';
import type { Clock } from '../shared/ports.ts';
import { inquiryAcknowledgementEmail, projectClaimEmail } from './inquiry-emails.ts';
import { ownerInquiryEmail } from './owner-inquiry-emails.ts';
import type { ProjectClaimLinks, ProjectRepository } from './ports.ts';

/** What queuing an inquiry's e-mails needs (also later, for inquiries kept while the queue was away). */
export interface InquiryNotificationDeps extends OwnerNoticeDeps {
  projects: ProjectRepository;
  queue: JobQueue;
  clock: Clock;
  /** The site's address, for the links in the e-mails. */
  baseUrl: string;
  /** The link that confirms an unverified project, e-mailed to its client. */
  claimLinks: ProjectClaimLinks;
  emails: EmailRenderer;
  warn(context: object, message: string): void;
}

/** The form's e-mail pattern is looser than the mailer's: such an address gets no e-mail, not a stuck queue. */

/**
 * Queues the owner's e-mail and the client's acknowledgement once per project (the job ids make a second
 * try a no-op), then notes the project as notified. For an unverified project the client's e-mail asks
 * them to confirm it instead (its link expires a fixed time after the project was made, so a later pass
 * sends the same link).
 */
export async function queueInquiryNotification(
  deps: InquiryNotificationDeps,
  client: Client,
  project: Project,
): Promise<void> {
  const owner = ownerInquiryEmail(await ownerReader(deps), deps.baseUrl, client, project);
  if (!deliverable(client.email)) delete owner.replyTo;
  await sendLocalizedEmail(deps, owner, { jobId: `inquiry-owner-${project.id}` });
  // The client's e-mails are in the client's language (the page of their first inquiry).
  if (deliverable(client.email) && project.unverified) {
    const expiresAt = projectClaimLinkExpiry(project.createdAt);
    const token = deps.claimLinks.issue(project.id, expiresAt);
    // Sealed: the queue holds the project and the expiry, and the worker signs the link again.
    const ref = { kind: 'project-claim' as const, projectId: project.id, expiresAt: expiresAt.toISOString() };
    await sendSealedEmail(
      deps,
      projectClaimEmail(deps.baseUrl, client, project, token),
      [{ secret: token, ref }],
      {
        jobId: `inquiry-claim-${project.id}`,
      },
    );
  } else if (deliverable(client.email))
    await sendLocalizedEmail(deps, inquiryAcknowledgementEmail(deps.baseUrl, client, project), {
      jobId: `inquiry-ack-${project.id}`,
    });
  else deps.warn({ projectId: project.id }, 'inquiry acknowledgement not sent: undeliverable address');
  await deps.projects.markOwnerNotified(project.id, deps.clock.now());
}
