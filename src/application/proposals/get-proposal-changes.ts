import type { SessionClient } from '#application/clients/schemas.ts';
import { changesBetween } from '#domain/proposals/revisions.ts';
import { findOwnProposal } from './open-proposal.ts';
import type { ProposalRepository } from './ports.ts';
import type { ProposalChangesDto, ProposalChangesInput } from './schemas.ts';

/**
 * What changed in the client's own proposal since the revision they read: the page shows it when an
 * approval of that revision is refused. Nothing is listed when that revision was never kept (a
 * proposal sent before revisions were kept) or is the current one.
 */
export async function getProposalChanges(
  deps: { proposals: ProposalRepository },
  client: SessionClient,
  input: ProposalChangesInput,
): Promise<ProposalChangesDto> {
  const proposal = await findOwnProposal(deps.proposals, client, input.id);
  const read = (await deps.proposals.revisions(proposal.id)).find((kept) => kept.revision === input.since);
  const current = { number: proposal.revision, at: proposal.revisedAt.toISOString() };
  if (!read || read.revision === proposal.revision) return { since: input.since, current, changes: [] };
  return { since: input.since, current, changes: changesBetween(read.content, proposal) };
}
