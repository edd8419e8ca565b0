import type { SessionClient } from '#application/clients/schemas.ts';
import { proposalNotFound } from '#domain/proposals/errors.ts';
import { transitionOf } from '#domain/proposals/state-machine.ts';
import type { Clock } from '../shared/ports.ts';
import { toClientProposal } from './client-proposal-dto.ts';
import type { PortalProposalDto } from './portal-schemas.ts';
import type { ProposalRepository, ProposalWithProject } from './ports.ts';

/** Finds the client's own proposal (never a draft); anything else is "Proposal Not Found". */
export async function findOwnProposal(
  proposals: ProposalRepository,
  client: SessionClient,
  proposalId: string,
): Promise<ProposalWithProject> {
  const proposal = await proposals.findForClient(client.id, proposalId);
  if (!proposal || proposal.status === 'draft') throw proposalNotFound();
  return proposal;
}

/**
 * The client opens their proposal: the first view of a `sent` one moves it to `client_reviewing` and
 * records when (once: of two first views at once, one moves it). Any other status is only read.
 */
export async function openProposal(
  deps: { proposals: ProposalRepository; clock: Clock },
  client: SessionClient,
  proposalId: string,
): Promise<PortalProposalDto> {
  const proposal = await findOwnProposal(deps.proposals, client, proposalId);
  return toClientProposal(await openIfSent(deps, client, proposal));
}

/**
 * The client's proposal, read by the caller, as it is once the client has seen it: a `sent` one moves
 * to `client_reviewing` with `firstViewedAt`, and what the move wrote is returned. Only a move that
 * lost (another first view, or an approval, moved it first) reads the proposal again, to return what
 * that one wrote.
 */
export async function openIfSent(
  deps: { proposals: ProposalRepository; clock: Clock },
  client: SessionClient,
  proposal: ProposalWithProject,
): Promise<ProposalWithProject> {
  if (proposal.status !== 'sent') return proposal;
  const { from, to } = transitionOf('open');
  const firstViewedAt = deps.clock.now();
  if (await deps.proposals.transition(proposal.id, from, to, { firstViewedAt }))
    return { ...proposal, status: to, firstViewedAt, updatedAt: firstViewedAt };
  return findOwnProposal(deps.proposals, client, proposal.id);
}
