import type { AuditActor } from '#domain/audit/audit-entry.ts';
import { smallValues } from '#domain/audit/audit-entry.ts';
import { proposalNotFound } from '#domain/proposals/errors.ts';
import { assertDeletable } from '#domain/proposals/state-machine.ts';
import type { AuditLog } from '../audit/ports.ts';
import type { ProposalRepository } from './ports.ts';
import { proposalValues } from './proposal-audit.ts';

/**
 * Deletes a draft the client has never been sent. Anything sent is refused: the client has seen it. The
 * delete is conditional on the status, so a send landing meanwhile wins and is reported; the delete and
 * its audit entry (what the draft held) are one commit.
 */
export async function deleteDraftProposal(
  deps: { proposals: ProposalRepository; audit: AuditLog },
  proposalId: string,
  actor: AuditActor,
): Promise<void> {
  const found = await deps.proposals.findRecordSet(proposalId);
  if (!found) throw proposalNotFound();
  const { proposal } = found;
  assertDeletable(proposal.status);
  await deps.audit.record(actor, async () => {
    if (!(await deps.proposals.deleteDraft(proposalId))) {
      // Sent or deleted by someone else first: say why from what is there now.
      const now = await deps.proposals.findRecordSet(proposalId);
      if (!now) throw proposalNotFound();
      assertDeletable(now.proposal.status);
      throw proposalNotFound();
    }
    return {
      result: undefined,
      entry: {
        action: 'proposal.deleted',
        subject: { type: 'proposal', id: proposalId, label: proposal.title },
        before: smallValues(proposalValues(proposal)),
        after: null,
      },
    };
  });
}
