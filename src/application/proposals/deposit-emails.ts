import { singleLine } from '#domain/contact/contact-message.ts';
import type { DepositPayment } from '#domain/proposals/deposit-payment.ts';
import { readerLanguage } from '#domain/shared/language.ts';
import type { EmailValue, LocalizedEmail } from '../mail/localized-email.ts';
import type { EmailMessage } from '../mail/schemas.ts';

const SUBJECT_MAX = 200;

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
/** Integer pence as pounds: 123450 → "£1,234.50". */
const formatGbp = (pence: number) => gbp.format(pence / 100);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const METHOD_LABEL = { bank_transfer: 'Bank transfer', stripe: 'Card (Stripe)' } as const;

/** What both e-mails say about the payment. */
export interface DepositEmailFacts {
  proposalId: string;
  proposalTitle: string;
  projectName: string;
  client: { name: string; email: string; language?: string };
  payment: DepositPayment;
}

export const portalProposalUrl = (baseUrl: string, proposalId: string) =>
  `${baseUrl}/portal/proposals/${proposalId}`;

export const adminProposalUrl = (baseUrl: string, proposalId: string) =>
  `${baseUrl}/admin/proposals/${proposalId}`;

function rows(facts: DepositEmailFacts): Array<[string, string]> {
  return [
    ['Proposal', singleLine(facts.proposalTitle)],
    ['Project', singleLine(facts.projectName)],
    ['Amount', formatGbp(facts.payment.amountPence)],
    ['Method', METHOD_LABEL[facts.payment.method]],
    ['Reference', facts.payment.reference],
    ['Paid on', facts.payment.paidAt.toISOString().slice(0, 10)],
  ];
}

function body(lead: string, facts: DepositEmailFacts, link: { label: string; url: string }) {
  const lines = rows(facts);
  const text = [
    lead,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    `${link.label}: ${link.url}`,
  ];
  const html = `<p>${escapeHtml(lead)}</p>
<table style="border-collapse:collapse;font-size:14px">
${lines.map(([label, value]) => `<tr><td style="padding:2px 12px 2px 0;color:#666">${label}</td><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`;
  return { text: text.join('\n'), html };
}

/**
 * The client's receipt, in the client's language: the deposit is received and the proposal is locked
 * in. `link` signs the client in and opens the proposal (`portalProposalUrl` is the page itself).
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
      {
        rows: [
          { label: 'deposit.rows.proposal', value: singleLine(facts.proposalTitle) },
          { label: 'deposit.rows.project', value: singleLine(facts.projectName) },
          { label: 'deposit.rows.amount', value: amount },
          { label: 'deposit.rows.method', value: { key: `deposit.methods.${facts.payment.method}` } },
          { label: 'deposit.rows.reference', value: facts.payment.reference },
          { label: 'deposit.rows.paidOn', value: { day: facts.payment.paidAt } },
        ],
      },
      { link: { key: 'deposit.client.view' }, url: link },
    ],
  };
}

/** The owner's notice: which proposal was paid, how, and its reference. Reply-To the client. */
export function ownerDepositEmail(
  ownerEmail: string,
  baseUrl: string,
  facts: DepositEmailFacts,
): EmailMessage {
  const lead = `${singleLine(facts.client.name)} (${facts.client.email}) has paid the deposit of ${formatGbp(facts.payment.amountPence)}. The proposal is now locked.`;
  const { text, html } = body(lead, facts, {
    label: 'Open the proposal',
    url: adminProposalUrl(baseUrl, facts.proposalId),
  });
  return {
    to: ownerEmail,
    replyTo: facts.client.email,
    subject:
      `Deposit paid: ${singleLine(facts.proposalTitle)} (${formatGbp(facts.payment.amountPence)})`.slice(
        0,
        SUBJECT_MAX,
      ),
    text,
    html,
  };
}
