import { singleLine } from '#domain/contact/contact-message.ts';
import type { DepositPayment } from '#domain/proposals/deposit-payment.ts';
import { readerLanguage } from '#domain/shared/language.ts';
import type { EmailBlock, EmailValue, LocalizedEmail } from '../mail/localized-email.ts';

/** What both e-mails say about the payment. */
export interface DepositEmailFacts {
  proposalId: string;
  proposalTitle: string;
  projectName: string;
  client: { name: string; email: string; language: string; timeZone: string };
  payment: DepositPayment;
}

/** The payment, as the client's receipt and the owner's notice both list it: its day in the reader's zone. */
export function depositRows(facts: DepositEmailFacts, timeZone: string): EmailBlock {
  return {
    rows: [
      { label: 'deposit.rows.proposal', value: singleLine(facts.proposalTitle) },
      { label: 'deposit.rows.project', value: singleLine(facts.projectName) },
      { label: 'deposit.rows.amount', value: { pence: facts.payment.amountPence } },
      { label: 'deposit.rows.method', value: { key: `deposit.methods.${facts.payment.method}` } },
      { label: 'deposit.rows.reference', value: facts.payment.reference },
      { label: 'deposit.rows.paidOn', value: { day: facts.payment.paidAt, timeZone } },
    ],
  };
}

/**
 * The client's receipt, in the client's language: the deposit is received and the proposal is locked
 * in. `link` signs the client in and opens the proposal (`portalProposalPath`).
 */
export function clientDepositEmail(link: string, facts: DepositEmailFacts): LocalizedEmail {
  const amount: EmailValue = { pence: facts.payment.amountPence };
  return {
    to: facts.client.email,
    language: readerLanguage(facts.client.language),
    subject: { key: 'deposit.client.subject', params: { title: singleLine(facts.proposalTitle) } },
    blocks: [
      { paragraph: [{ key: 'common.hello', params: { name: singleLine(facts.client.name) } }] },
      { paragraph: [{ key: 'deposit.client.thanks', params: { amount } }] },
      depositRows(facts, facts.client.timeZone),
      { link: { key: 'deposit.client.view' }, url: link },
    ],
  };
}
