import type { EmailParams, EmailRenderer } from '#application/mail/localized-email.ts';
import type { ProposalDocument } from '#application/proposals/ports.ts';
import type { DepositPayment } from '#domain/proposals/deposit-payment.ts';
import { depositReference } from '#domain/proposals/deposit-payment.ts';
import type { Proposal, ScopeItem } from '#domain/proposals/proposal.ts';
import { formatPence } from '../mail/email-formats.ts';

export interface ScopeEntry {
  /** "1. Design", or "2. Item 2" for an untitled item. */
  heading: string;
  description: string;
  price: string | null;
}

export interface PaymentRow {
  label: string;
  note: string;
  amount: string;
}

export type PdfHeading = 'client' | 'project' | 'description' | 'scope' | 'payment' | 'approval';

/**
 * The words of the proposal PDF, apart from its drawing: the `pdf` texts of the e-mail catalogues in
 * the reader's language, amounts in GBP as their e-mails write them, times in the reader's zone (named).
 */
export class ProposalPdfText {
  private readonly texts: Pick<EmailRenderer, 'text'>;
  private readonly reader: ProposalDocument['reader'];

  constructor(texts: Pick<EmailRenderer, 'text'>, reader: ProposalDocument['reader']) {
    this.texts = texts;
    this.reader = reader;
  }

  private say(key: string, params?: EmailParams): string {
    return this.texts.text(this.reader.language, { key: `pdf.${key}`, ...(params ? { params } : {}) });
  }

  private moment(instant: Date) {
    return { instant, timeZone: this.reader.timeZone };
  }

  private day(day: Date) {
    return { day, timeZone: this.reader.timeZone };
  }

  /** Integer pence as the reader writes pounds: "£1,234.56", "1.234,56 £". */
  amount(pence: number): string {
    return formatPence(this.reader.language, pence);
  }

  /** "Proposal for Zoë Åström". */
  forClient(name: string): string {
    return this.say('forClient', { name });
  }

  /** The lines under the title: the day it was made and its status, then the revision it shows (and the client signs). */
  titleLines(proposal: Pick<Proposal, 'status' | 'revision' | 'revisedAt'>, generatedAt: Date): string[] {
    return [
      `${this.say('date', { date: this.day(generatedAt) })}    ${this.say('status', { status: { key: `pdf.statuses.${proposal.status}` } })}`,
      this.say('revision', { revision: proposal.revision, at: this.moment(proposal.revisedAt) }),
    ];
  }

  heading(name: PdfHeading): string {
    return this.say(`headings.${name}`);
  }

  /** Spec (Scope of Work): title or 'Item N', description or 'No description provided', price when set. */
  scopeEntries(items: readonly ScopeItem[]): ScopeEntry[] {
    return items.map((item, index) => {
      const number = index + 1;
      return {
        heading: `${number}. ${item.title.trim() || this.say('untitledItem', { number })}`,
        description: item.description.trim() || this.say('noDescription'),
        price: item.pricePence === null ? null : this.amount(item.pricePence),
      };
    });
  }

  /** Spec (Payment Structure): deposit 'Due on approval', remaining 'Due on completion', total 'Complete package'. */
  paymentRows(document: ProposalDocument): PaymentRow[] {
    const { depositPercentage, totalAmountPence } = document.proposal;
    return [
      {
        label: this.say('deposit', { percentage: depositPercentage }),
        note: this.say('dueOnApproval'),
        amount: this.amount(document.depositAmountPence),
      },
      {
        label: this.say('remaining', { percentage: 100 - depositPercentage }),
        note: this.say('dueOnCompletion'),
        amount: this.amount(document.remainingAmountPence),
      },
      { label: this.say('total'), note: this.say('completePackage'), amount: this.amount(totalAmountPence) },
    ];
  }

  /** The reference a bank transfer of the deposit quotes. */
  referenceLine(proposal: Pick<Proposal, 'id'>): string {
    return this.say('reference', { reference: depositReference(proposal.id) });
  }

  /** The signature block once the client has approved; null before. */
  approvalLines(proposal: Proposal): string[] | null {
    if (!proposal.approval || !proposal.approvedAt) return null;
    const { signedName, ip, contentSha256 } = proposal.approval;
    return [
      this.say('approvedBy', { name: signedName, at: this.moment(proposal.approvedAt) }),
      this.say('ipAddress', { ip: ip ?? this.say('ipNotRecorded') }),
      this.say('seal', { sha: contentSha256 }),
    ];
  }

  /** "Deposit paid 24 November 2026 by bank transfer (£2,400.00)"; null while unpaid. */
  paymentLine(payment: DepositPayment | null): string | null {
    if (!payment) return null;
    return this.say('paid', {
      date: this.day(payment.paidAt),
      method: { key: `pdf.methods.${payment.method}` },
      amount: { pence: payment.amountPence },
    });
  }

  pageLabel(page: number, pages: number): string {
    return this.say('page', { page, pages });
  }
}
