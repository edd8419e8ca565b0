import type { AuditActor } from '#domain/audit/audit-entry.ts';
import { projectForProposalNotFound, proposalNotFound } from '#domain/proposals/errors.ts';
import { assertEditable, EDITABLE_STATUSES } from '#domain/proposals/state-machine.ts';
import type { AuditLog } from '../audit/ports.ts';
import type { JobQueue } from '../jobs/ports.ts';
import type { EmailRenderer } from '../mail/localized-email.ts';
import { toAdminProposalDetail } from './owner-proposal-dto.ts';
import type { ProposalRepository } from './ports.ts';
import { proposalEditedEntry } from './proposal-audit.ts';
import { queueProposalChangedEmail } from './proposal-changed-email.ts';
import type { AdminProposalDetailDto, ProposalForm } from './schemas.ts';

export interface UpdateProposalDeps {
  /** Writes the client's e-mails in the client's language. */
  emails: EmailRenderer;
  proposals: ProposalRepository;
  queue: JobQueue;
  audit: AuditLog;
  warn(context: object, message: string): void;
}

/**
 * Saves the form over the proposal while it is still editable (not once approved or locked). The
 * update itself is conditional on the status, so an approval landing meanwhile wins and is reported.
 * An edit to a proposal the client can read is a new revision: the client is e-mailed a link to it
 * (a sign-in link that opens it, once per revision). The edit and its audit entry (the fields it
 * changed, and the revision) are one commit; the e-mail is queued after it.
 */
export async function updateProposal(
  deps: UpdateProposalDeps,
  input: ProposalForm & { id: string },
  actor: AuditActor,
): Promise<AdminProposalDetailDto> {
  const { current, updated } = await deps.audit.record(actor, async () => {
    const edit = await saveEdit(deps, input);
    return { result: edit, entry: proposalEditedEntry(edit.current.proposal, edit.updated) };
  });
  // The record set, not the owner's view of it: the e-mail needs the client's language.
  const saved = await deps.proposals.findRecordSet(input.id);
  if (!saved) throw proposalNotFound();
  if (updated.revision > current.proposal.revision)
    await queueProposalChangedEmail(deps, {
      client: saved.client,
      project: saved.project,
      proposal: updated,
    });
  return toAdminProposalDetail(saved, await deps.proposals.revisions(input.id));
}

/** The edit's writes: the proposal as it was, and as the conditional update left it. */
async function saveEdit(deps: UpdateProposalDeps, input: ProposalForm & { id: string }) {
  const current = await deps.proposals.findRecordSet(input.id);
  if (!current) throw proposalNotFound();
  assertEditable(current.proposal.status);
  // A project chosen that no longer exists is the form's error, not a failed foreign key.
  if (
    input.projectId !== current.project.id &&
    !(await deps.proposals.projectChoices()).some((project) => project.id === input.projectId)
  )
    throw projectForProposalNotFound();

  const updated = await deps.proposals.update(
    input.id,
    input.projectId,
    {
      title: input.title,
      description: input.description,
      totalAmountPence: input.totalAmount,
      depositPercentage: input.depositPercentage,
      scopeItems: input.scopeItems,
    },
    EDITABLE_STATUSES,
  );
  if (!updated) {
    const now = await deps.proposals.findRecordSet(input.id);
    if (!now) throw proposalNotFound();
    assertEditable(now.proposal.status);
    throw proposalNotFound();
  }
  return { current, updated };
}
