import type { AuditActor } from '#domain/audit/audit-entry.ts';
import { proposalNotFound } from '#domain/proposals/errors.ts';
import { portalProposalPath } from '#domain/proposals/portal-path.ts';
import { nextStatus } from '#domain/proposals/state-machine.ts';
import type { AuditLog } from '../audit/ports.ts';
import { queuePortalEmail } from '../client-sign-in/portal-link-email.ts';
import type { JobQueue } from '../jobs/ports.ts';
import type { EmailRenderer } from '../mail/localized-email.ts';
import { emailMessageSchema } from '../mail/schemas.ts';
import type { Clock } from '../shared/ports.ts';
import { getProposalForOwner } from './get-proposal-for-owner.ts';
import type { ProposalRepository } from './ports.ts';
import { proposalSentEmail } from './proposal-sent-email.ts';
import type { AdminProposalDetailDto } from './schemas.ts';

export interface SendProposalDeps {
  /** Writes the client's e-mails in the client's language. */
  emails: EmailRenderer;
  proposals: ProposalRepository;
  queue: JobQueue;
  clock: Clock;
  audit: AuditLog;
  warn(context: object, message: string): void;
}

/**
 * Sends a draft to its client: the status moves to `sent` (only from `draft`, in one conditional
 * update, so two clicks send once), the content is kept as revision 1 (what the client reads and may
 * sign), and the client is e-mailed a link that signs them in and opens it. The e-mail is queued first,
 * under one job id per proposal: with the queue away nothing changes and the owner can try again, and
 * two concurrent sends still make one e-mail. The move, the kept revision and the audit entry are one
 * commit, after the e-mail is queued (a job is no database write): a move that then fails leaves a
 * queued e-mail whose job id the next send reuses.
 */
export async function sendProposal(
  deps: SendProposalDeps,
  proposalId: string,
  actor: AuditActor,
): Promise<AdminProposalDetailDto> {
  const found = await deps.proposals.findRecordSet(proposalId);
  if (!found) throw proposalNotFound();
  const { proposal, project, client } = found;
  const to = nextStatus(proposal.status, 'send');

  if (emailMessageSchema.shape.to.safeParse(client.email).success)
    await queuePortalEmail(
      deps,
      {
        clientId: client.id,
        target: portalProposalPath(proposalId),
        compose: (link) => proposalSentEmail(link, client, proposal, project.name),
      },
      { jobId: `proposal-sent-${proposalId}` },
    );
  else deps.warn({ proposalId }, 'proposal e-mail not sent: undeliverable address');

  await deps.audit.record(actor, async () => {
    if (!(await deps.proposals.transition(proposalId, 'draft', to, { sentAt: deps.clock.now() }))) {
      // Someone else moved it first: say why from its status now.
      const now = await deps.proposals.findRecordSet(proposalId);
      if (!now) throw proposalNotFound();
      nextStatus(now.proposal.status, 'send');
      throw proposalNotFound();
    }
    // What the client reads from now on is revision 1: kept in the same transaction as the move.
    await deps.proposals.keepRevision(proposalId);
    return {
      result: undefined,
      entry: {
        action: 'proposal.sent',
        subject: { type: 'proposal', id: proposalId, label: proposal.title },
        before: { status: proposal.status },
        after: { status: to, client: client.name },
      },
    };
  });
  return getProposalForOwner(deps, proposalId);
}
