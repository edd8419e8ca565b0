import type { SessionClient } from '#application/clients/schemas.ts';
import { OWNER_TIME_ZONE } from '#domain/booking/service.ts';
import { singleLine } from '#domain/contact/contact-message.ts';
import { readerLanguage } from '#domain/shared/language.ts';
import type { LocalizedEmail } from '../mail/localized-email.ts';
import type { ProposalWithProject } from './ports.ts';

/**
 * The client's confirmation of their signature, in their language, with the seal and a link (a
 * sign-in link, see `queuePortalEmail`) to where they pay the deposit.
 */
export function clientApprovalEmail(
  payLink: string,
  client: SessionClient,
  proposal: ProposalWithProject,
  approval: { signedName: string; approvedAt: Date; contentSha256: string },
): LocalizedEmail {
  const language = readerLanguage(client.language);
  const title = singleLine(proposal.title);
  return {
    to: client.email,
    language,
    subject: { key: 'proposals.approved.subject', params: { title } },
    blocks: [
      { paragraph: [{ key: 'common.hello', params: { name: singleLine(client.name) } }] },
      { paragraph: [{ key: 'proposals.approved.thanks', params: { title } }] },
      {
        paragraph: [
          { key: 'proposals.approved.signedAs', params: { name: approval.signedName } },
          {
            key: 'proposals.approved.approvedAt',
            params: { at: { instant: approval.approvedAt, timeZone: client.timeZone ?? OWNER_TIME_ZONE } },
          },
          { key: 'proposals.approved.seal', params: { sha: approval.contentSha256 } },
        ],
      },
      { paragraph: [{ key: 'proposals.approved.payNext' }] },
      {
        link: { key: 'proposals.approved.open' },
        url: payLink,
      },
    ],
  };
}
