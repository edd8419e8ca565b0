import type { Proposal, ProposalStatus, ScopeItem } from './proposal.ts';

/** What a client reads and signs: the parts of a proposal an edit can change. */
export type ProposalContent = Pick<
  Proposal,
  'title' | 'description' | 'totalAmountPence' | 'depositPercentage' | 'scopeItems'
>;

/** A revision as the client was shown it: kept from the moment the proposal is sent. */
export interface ProposalRevision {
  revision: number;
  /** When this revision was saved. */
  at: Date;
  content: ProposalContent;
}

/**
 * Edits to a draft only shape revision 1; from the moment the client can read the proposal, each edit
 * the owner saves is a new revision the client has to read again before signing.
 */
export const editMakesRevision = (status: ProposalStatus) =>
  status === 'sent' || status === 'client_reviewing';

/** One difference between two revisions, as the client's page lists it. */
export type ProposalChange =
  | { part: 'title'; before: string; after: string }
  | { part: 'description' }
  | { part: 'total'; before: number; after: number }
  | { part: 'deposit'; before: number; after: number }
  | { part: 'item'; kind: 'added' | 'removed' | 'changed'; number: number; title: string };

const sameItem = (a: ScopeItem, b: ScopeItem) =>
  a.title === b.title && a.description === b.description && a.pricePence === b.pricePence;

/** What changed from `before` to `after`, in the order the page shows the parts; items by position. */
export function changesBetween(before: ProposalContent, after: ProposalContent): ProposalChange[] {
  const changes: ProposalChange[] = [];
  if (before.title !== after.title) changes.push({ part: 'title', before: before.title, after: after.title });
  if (before.description !== after.description) changes.push({ part: 'description' });
  if (before.totalAmountPence !== after.totalAmountPence)
    changes.push({ part: 'total', before: before.totalAmountPence, after: after.totalAmountPence });
  if (before.depositPercentage !== after.depositPercentage)
    changes.push({ part: 'deposit', before: before.depositPercentage, after: after.depositPercentage });
  const count = Math.max(before.scopeItems.length, after.scopeItems.length);
  for (let index = 0; index < count; index++) {
    const old = before.scopeItems[index];
    const now = after.scopeItems[index];
    const number = index + 1;
    if (old && now && !sameItem(old, now))
      changes.push({ part: 'item', kind: 'changed', number, title: now.title });
    else if (!old && now) changes.push({ part: 'item', kind: 'added', number, title: now.title });
    else if (old && !now) changes.push({ part: 'item', kind: 'removed', number, title: old.title });
  }
  return changes;
}
