import type { ProposalDocument } from '#application/proposals/ports.ts';
import type { DepositPayment, PaymentMethod } from '#domain/proposals/deposit-payment.ts';
import { depositReference } from '#domain/proposals/deposit-payment.ts';
import type { Proposal, ProposalStatus, ScopeItem } from '#domain/proposals/proposal.ts';

/** The words of the proposal PDF, apart from its drawing: English, GBP and dates in en-GB (UK time). */

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' });
const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** Integer pence → "£1,234.56". */
export const formatGbp = (pence: number): string => gbp.format(pence / 100);

/** "24 November 2026". */
export const formatDate = (date: Date): string => longDate.format(date);

/** "24 November 2026 at 14:05" (UK time). */
export const formatDateTime = (date: Date): string => dateTime.format(date);

const STATUS_LABELS: Record<ProposalStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  client_reviewing: 'Client reviewing',
  approved: 'Approved',
  locked: 'Locked (deposit paid)',
};

export const statusLabel = (status: ProposalStatus): string => STATUS_LABELS[status];

/** "Revision 2 of 24 November 2026 at 14:05": the revision the document shows (and the client signs). */
export const revisionLabel = (proposal: Pick<Proposal, 'revision' | 'revisedAt'>): string =>
  `Revision ${proposal.revision} of ${formatDateTime(proposal.revisedAt)}`;

const METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'bank transfer',
  stripe: 'card (Stripe)',
};

export interface ScopeEntry {
  /** "1. Design", or "2. Item 2" for an untitled item. */
  heading: string;
  description: string;
  price: string | null;
}

/** Spec (Scope of Work): title or 'Item N', description or 'No description provided', price when set. */
export function scopeEntries(items: readonly ScopeItem[]): ScopeEntry[] {
  return items.map((item, index) => {
    const n = index + 1;
    return {
      heading: `${n}. ${item.title.trim() || `Item ${n}`}`,
      description: item.description.trim() || 'No description provided',
      price: item.pricePence === null ? null : formatGbp(item.pricePence),
    };
  });
}

export interface PaymentRow {
  label: string;
  note: string;
  amount: string;
}

/** Spec (Payment Structure): deposit 'Due on approval', remaining 'Due on completion', total 'Complete package'. */
export function paymentRows(document: ProposalDocument): PaymentRow[] {
  const { proposal } = document;
  return [
    {
      label: `Deposit (${proposal.depositPercentage}%)`,
      note: 'Due on approval',
      amount: formatGbp(document.depositAmountPence),
    },
    {
      label: `Remaining (${100 - proposal.depositPercentage}%)`,
      note: 'Due on completion',
      amount: formatGbp(document.remainingAmountPence),
    },
    { label: 'Total', note: 'Complete package', amount: formatGbp(proposal.totalAmountPence) },
  ];
}

/** The reference a bank transfer of the deposit quotes. */
export const referenceLine = (proposal: Pick<Proposal, 'id'>): string =>
  `Bank transfer reference: ${depositReference(proposal.id)}`;

/** The signature block once the client has approved; null before. */
export function approvalLines(proposal: Proposal): string[] | null {
  if (!proposal.approval || !proposal.approvedAt) return null;
  const { signedName, ip, contentSha256 } = proposal.approval;
  return [
    `Approved by ${signedName} on ${formatDateTime(proposal.approvedAt)}`,
    `IP address: ${ip ?? 'not recorded'}`,
    `Content SHA-256: ${contentSha256}`,
  ];
}

/** "Deposit paid 24 November 2026 by bank transfer"; null while unpaid. */
export function paymentLine(payment: DepositPayment | null): string | null {
  if (!payment) return null;
  return `Deposit paid ${formatDate(payment.paidAt)} by ${METHOD_LABELS[payment.method]} (${formatGbp(payment.amountPence)})`;
}

export const pageLabel = (page: number, pages: number): string => `Page ${page} of ${pages}`;
