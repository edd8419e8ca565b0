import {
  alreadyApproved,
  depositAlreadyPaid,
  depositBeforeApproval,
  notDeletable,
  notEditable,
  onlyDraftsCanBeSent,
  proposalNotOpenForApproval,
} from './errors.ts';
import type { ProposalStatus } from './proposal.ts';

/**
 * What can happen to a proposal. The owner sends a draft; the client's first view opens it for
 * review; the client approves it; the deposit's payment locks it. Nothing else moves a status.
 */
export type ProposalEvent = 'send' | 'open' | 'approve' | 'pay_deposit';

const TRANSITIONS: Record<ProposalEvent, { from: ProposalStatus; to: ProposalStatus }> = {
  send: { from: 'draft', to: 'sent' },
  open: { from: 'sent', to: 'client_reviewing' },
  approve: { from: 'client_reviewing', to: 'approved' },
  pay_deposit: { from: 'approved', to: 'locked' },
};

/** The status an event starts from (for a conditional update: `where status = from`). */
export const transitionOf = (event: ProposalEvent) => TRANSITIONS[event];

export function canHappen(status: ProposalStatus, event: ProposalEvent): boolean {
  return TRANSITIONS[event].from === status;
}

/** The status after the event, or the refusal that says why it cannot happen now. */
export function nextStatus(status: ProposalStatus, event: ProposalEvent): ProposalStatus {
  if (canHappen(status, event)) return TRANSITIONS[event].to;
  throw refusal(status, event);
}

function refusal(status: ProposalStatus, event: ProposalEvent) {
  switch (event) {
    case 'send':
      return onlyDraftsCanBeSent();
    case 'open':
    case 'approve':
      return status === 'approved' || status === 'locked' ? alreadyApproved() : proposalNotOpenForApproval();
    case 'pay_deposit':
      return status === 'locked' ? depositAlreadyPaid() : depositBeforeApproval();
  }
}

/** The owner may change a proposal until the client approves it; after that it is a signed record. */
export const EDITABLE_STATUSES: readonly ProposalStatus[] = ['draft', 'sent', 'client_reviewing'];

export function isEditable(status: ProposalStatus): boolean {
  return EDITABLE_STATUSES.includes(status);
}

export function assertEditable(status: ProposalStatus): void {
  if (!isEditable(status)) throw notEditable(status);
}

/** Only a draft may be deleted: once sent, the client has seen it, and what the client saw is kept. */
export function isDeletable(status: ProposalStatus): boolean {
  return status === 'draft';
}

export function assertDeletable(status: ProposalStatus): void {
  if (!isDeletable(status)) throw notDeletable();
}
