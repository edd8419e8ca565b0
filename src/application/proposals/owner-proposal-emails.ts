import type { SessionClient } from '#application/clients/schemas.ts';
import { OWNER_TIME_ZONE } from '#domain/booking/service.ts';
import { singleLine } from '#domain/contact/contact-message.ts';
import { linkIn } from '#domain/shared/language.ts';
import type { EmailBlock, EmailValue, LocalizedEmail } from '../mail/localized-email.ts';
import type { OwnerReader } from '../mail/owner-reader.ts';
import { deliverable } from '../mail/schemas.ts';
import { type DepositEmailFacts, depositRows } from './deposit-emails.ts';
import type { ProposalWithProject } from './ports.ts';

// The owner's notices about proposals, in the owner's language: what the client wrote stays as written.

/** The owner's proposal page. */
const adminProposalUrl = (baseUrl: string, proposalId: string) => `${baseUrl}/admin/proposals/${proposalId}`;

const openProposal = (owner: OwnerReader, baseUrl: string, proposalId: string): EmailBlock => ({
  link: { key: 'proposals.owner.open' },
  url: linkIn(adminProposalUrl(baseUrl, proposalId), owner.language),
});

/** To the owner, Reply-To the client when their address can take e-mail. */
function toOwner(owner: OwnerReader, client: { email: string }) {
  return {
    to: owner.email,
    language: owner.language,
    ...(deliverable(client.email) ? { replyTo: client.email } : {}),
  };
}

/** Who did it to which proposal: the names the subject and the first line show. */
function about(client: SessionClient, proposal: ProposalWithProject) {
  return {
    name: singleLine(client.name),
    email: client.email,
    title: singleLine(proposal.title),
    project: singleLine(proposal.projectName),
  };
}

/** The owner hears that the client signed: who, when, and the seal, with a link to the proposal. */
export function ownerApprovalEmail(
  owner: OwnerReader,
  baseUrl: string,
  client: SessionClient,
  proposal: ProposalWithProject,
  approval: { signedName: string; approvedAt: Date; contentSha256: string },
): LocalizedEmail {
  const params = about(client, proposal);
  return {
    ...toOwner(owner, client),
    subject: { key: 'proposals.owner.approved.subject', params },
    blocks: [
      { paragraph: [{ key: 'proposals.owner.approved.lead', params }] },
      {
        paragraph: [
          { key: 'proposals.approved.signedAs', params: { name: approval.signedName } },
          {
            key: 'proposals.approved.approvedAt',
            params: { at: { instant: approval.approvedAt, timeZone: OWNER_TIME_ZONE } },
          },
          { key: 'proposals.owner.approved.seal', params: { sha: approval.contentSha256 } },
        ],
      },
      { paragraph: [{ key: 'proposals.owner.approved.payNext' }] },
      openProposal(owner, baseUrl, proposal.id),
    ],
  };
}

/** The owner hears the client's requested changes, quoted, with a link to the proposal. */
export function ownerChangesRequestedEmail(
  owner: OwnerReader,
  baseUrl: string,
  client: SessionClient,
  proposal: ProposalWithProject,
  body: string,
): LocalizedEmail {
  const params = about(client, proposal);
  return {
    ...toOwner(owner, client),
    subject: { key: 'proposals.owner.changes.subject', params },
    blocks: [
      { paragraph: [{ key: 'proposals.owner.changes.lead', params }] },
      { paragraph: [{ key: 'proposals.owner.changes.quoted' }] },
      { quote: body },
      openProposal(owner, baseUrl, proposal.id),
    ],
  };
}

/** The owner's notice of a paid deposit: which proposal, how, and its reference. Reply-To the client. */
export function ownerDepositEmail(
  owner: OwnerReader,
  baseUrl: string,
  facts: DepositEmailFacts,
): LocalizedEmail {
  const amount: EmailValue = { pence: facts.payment.amountPence };
  return {
    ...toOwner(owner, facts.client),
    subject: { key: 'deposit.owner.subject', params: { title: singleLine(facts.proposalTitle), amount } },
    blocks: [
      {
        paragraph: [
          {
            key: 'deposit.owner.lead',
            params: { name: singleLine(facts.client.name), email: facts.client.email, amount },
          },
        ],
      },
      depositRows(facts, OWNER_TIME_ZONE),
      openProposal(owner, baseUrl, facts.proposalId),
    ],
  };
}
