import type { SessionClient } from '#application/clients/schemas.ts';
import { tooManyChangeRequests } from '#domain/proposals/errors.ts';
import { isAwaitingClient } from '#domain/proposals/proposal.ts';
import { nextStatus } from '#domain/proposals/state-machine.ts';
import type { JobQueue } from '../jobs/ports.ts';
import type { EmailRenderer } from '../mail/localized-email.ts';
import { type OwnerNoticeDeps, ownerReader } from '../mail/owner-reader.ts';
import { sendLocalizedEmail } from '../mail/send-localized-email.ts';
import type { Clock, RateLimiter } from '../shared/ports.ts';
import { enforceRateLimit, type RateLimit } from '../shared/rate-limit.ts';
import { toClientProposal } from './client-proposal-dto.ts';
import { findOwnProposal } from './open-proposal.ts';
import { ownerChangesRequestedEmail } from './owner-proposal-emails.ts';
import type { PortalProposalDto } from './portal-schemas.ts';
import type { ProposalConversations, ProposalRepository } from './ports.ts';
import type { RequestChangesInput } from './schemas.ts';

/** A client may ask for changes a few times an hour: enough for second thoughts, not for a flood. */
export const CHANGE_REQUEST_RATE_LIMIT: RateLimit = { max: 5, windowMs: 60 * 60 * 1000 };

/** The owner (`ownerEmail`, in their language) is e-mailed each request. */
export interface RequestChangesDeps extends OwnerNoticeDeps {
  proposals: ProposalRepository;
  conversations: ProposalConversations;
  limiter: RateLimiter;
  clock: Clock;
  queue: JobQueue;
  emails: EmailRenderer;
  baseUrl: string;
}

/** The conversation a project gets when it has none yet. */
export const changesConversationTitle = (projectName: string, proposalTitle: string) =>
  `${projectName} - ${proposalTitle}`;

/**
 * The client asks for changes to their own proposal while it awaits them (sent or under review): the
 * message goes into the project's conversation, the proposal notes when, and the owner is e-mailed.
 */
export async function requestProposalChanges(
  deps: RequestChangesDeps,
  client: SessionClient,
  input: RequestChangesInput,
): Promise<PortalProposalDto> {
  const proposal = await findOwnProposal(deps.proposals, client, input.id);
  // Approved or locked: the refusal an approval would get says why.
  if (!isAwaitingClient(proposal.status)) nextStatus(proposal.status, 'approve');
  await enforceRateLimit(
    deps.limiter,
    `proposals:changes:${client.id}`,
    CHANGE_REQUEST_RATE_LIMIT,
    tooManyChangeRequests,
  );
  const at = deps.clock.now();
  await deps.conversations.addClientMessage({
    clientId: client.id,
    projectId: proposal.projectId,
    title: changesConversationTitle(proposal.projectName, proposal.title),
    body: input.message,
    proposal: { id: proposal.id, title: proposal.title },
    at,
  });
  await deps.proposals.markChangesRequested(proposal.id, at);
  const owner = await ownerReader(deps);
  await sendLocalizedEmail(
    deps,
    ownerChangesRequestedEmail(owner, deps.baseUrl, client, proposal, input.message),
  );
  return toClientProposal(await findOwnProposal(deps.proposals, client, input.id));
}
