import type { Client } from '#domain/clients/client.ts';
import { singleLine } from '#domain/contact/contact-message.ts';
import { depositAmount, type Proposal } from '#domain/proposals/proposal.ts';
import { readerLanguage } from '#domain/shared/language.ts';
import type { LocalizedEmail } from '../mail/localized-email.ts';

/**
 * The client's e-mail when the owner sends a proposal, in the client's language: its title, total,
 * deposit and `link`, which signs the client in and opens the proposal.
 */
export function proposalSentEmail(
  link: string,
  client: Pick<Client, 'name' | 'email' | 'language'>,
  proposal: Pick<Proposal, 'title' | 'totalAmountPence' | 'depositPercentage'>,
  projectName: string,
): LocalizedEmail {
  const title = singleLine(proposal.title);
  return {
    to: client.email,
    language: readerLanguage(client.language),
    subject: { key: 'proposals.sent.subject', params: { title } },
    blocks: [
      { paragraph: [{ key: 'common.hello', params: { name: singleLine(client.name) } }] },
      { paragraph: [{ key: 'proposals.sent.ready', params: { project: singleLine(projectName), title } }] },
      {
        paragraph: [
          { key: 'proposals.sent.total', params: { total: { pence: proposal.totalAmountPence } } },
          {
            key: 'proposals.sent.deposit',
            params: {
              deposit: { pence: depositAmount(proposal.totalAmountPence, proposal.depositPercentage) },
              percentage: proposal.depositPercentage,
            },
          },
        ],
      },
      { link: { key: 'proposals.sent.review' }, url: link },
    ],
  };
}
