import type { SessionClient } from '#application/clients/schemas.ts';
import {
  normalizeSignedName,
  proposalContentSha256,
  signatureMatchesName,
} from '#domain/proposals/approval.ts';
import { proposalChangedSinceRead, signedNameMismatch } from '#domain/proposals/errors.ts';
import { portalProposalPath } from '#domain/proposals/portal-path.ts';
import type { ProposalApproval } from '#domain/proposals/proposal.ts';
import { nextStatus, transitionOf } from '#domain/proposals/state-machine.ts';
import { truncateUserAgent } from '#domain/shared/user-agent.ts';
import { queuePortalEmail } from '../client-sign-in/portal-link-email.ts';
import type { JobQueue } from '../jobs/ports.ts';
import type { EmailRenderer } from '../mail/localized-email.ts';
import { type OwnerNoticeDeps, ownerReader } from '../mail/owner-reader.ts';
import { deliverable } from '../mail/schemas.ts';
import { sendLocalizedEmail } from '../mail/send-localized-email.ts';
import type { Clock } from '../shared/ports.ts';
import { toClientProposal } from './client-proposal-dto.ts';
import { findOwnProposal, openIfSent } from './open-proposal.ts';
import { ownerApprovalEmail } from './owner-proposal-emails.ts';
import type { PortalProposalDto } from './portal-schemas.ts';
import type { ProposalRepository, ProposalWithProject } from './ports.ts';
import { clientApprovalEmail } from './proposal-review-emails.ts';
import type { ApproveProposalInput } from './schemas.ts';

/** The owner (`ownerEmail`, in their language) is told of every approval. */
export interface ApproveProposalDeps extends OwnerNoticeDeps {
  /** Writes each e-mail in its reader's language. */
  emails: EmailRenderer;
  proposals: ProposalRepository;
  clock: Clock;
  queue: JobQueue;
  baseUrl: string;
}

/** Where the signature came from (the request's IP and user agent). */
export interface Signer {
  ip: string | null;
  userAgent: string | undefined | null;
}

const IP_MAX = 64;

/**
 * The client signs their own proposal, in their own name, as the revision their page showed: the
 * typed name (the client's name on record, give or take case, accents and spaces), the IP, the user
 * agent and the SHA-256 of that revision's content are recorded with the move to `approved`, in one
 * conditional update on the status and the revision, so of two approvals at once exactly one wins, and
 * an edit saved after the page was read refuses the approval. A `sent` proposal approved without its
 * page being opened is opened first. Then the owner and the client are e-mailed. The proposal is read
 * once and handed on; the answer is what the approval wrote.
 */
export async function approveProposal(
  deps: ApproveProposalDeps,
  client: SessionClient,
  input: ApproveProposalInput,
  signer: Signer,
): Promise<PortalProposalDto> {
  const read = await findOwnProposal(deps.proposals, client, input.id);
  if (!signatureMatchesName(input.signedName, client.name)) throw signedNameMismatch();
  const approved = await seal(deps, client, await openIfSent(deps, client, read), input, signer);
  await tellOwnerAndClient(deps, client, approved);
  return toClientProposal(approved);
}

/** Records the signature with the move to `approved`; returns the proposal as the move wrote it. */
async function seal(
  deps: ApproveProposalDeps,
  client: SessionClient,
  proposal: ProposalWithProject,
  input: ApproveProposalInput,
  signer: Signer,
): Promise<ProposalWithProject & { approvedAt: Date; approval: ProposalApproval }> {
  nextStatus(proposal.status, 'approve');
  if (proposal.revision !== input.revision) throw proposalChangedSinceRead();

  const approvedAt = deps.clock.now();
  const approval: ProposalApproval = {
    signedName: normalizeSignedName(input.signedName),
    ip: signer.ip ? signer.ip.slice(0, IP_MAX) : null,
    userAgent: truncateUserAgent(signer.userAgent) || null,
    contentSha256: await proposalContentSha256(proposal),
  };
  const { from, to } = transitionOf('approve');
  // Sealed only if no edit landed since the read: the hash is of the revision the client signed.
  const won = await deps.proposals.transition(
    proposal.id,
    from,
    to,
    { approvedAt, approval },
    { revision: input.revision },
  );
  if (!won) {
    // Another approval or an edit came first: only the proposal as it is now says which.
    const now = await findOwnProposal(deps.proposals, client, proposal.id);
    nextStatus(now.status, 'approve');
    throw proposalChangedSinceRead();
  }
  return { ...proposal, status: to, approvedAt, approval, updatedAt: approvedAt };
}

/** The owner is told of the approval, and the client sent its record with a link to the deposit. */
async function tellOwnerAndClient(
  deps: ApproveProposalDeps,
  client: SessionClient,
  proposal: ProposalWithProject & { approvedAt: Date; approval: ProposalApproval },
): Promise<void> {
  const { signedName, contentSha256 } = proposal.approval;
  const seal = { signedName, approvedAt: proposal.approvedAt, contentSha256 };
  const owner = await ownerReader(deps);
  await sendLocalizedEmail(deps, ownerApprovalEmail(owner, deps.baseUrl, client, proposal, seal), {
    jobId: `proposal-approved-owner-${proposal.id}`,
  });
  if (deliverable(client.email))
    await queuePortalEmail(
      deps,
      {
        clientId: client.id,
        target: `${portalProposalPath(proposal.id)}#pay`,
        compose: (link) => clientApprovalEmail(link, client, proposal, seal),
      },
      { jobId: `proposal-approved-client-${proposal.id}` },
    );
}
