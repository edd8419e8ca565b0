import type { Proposal } from './proposal.ts';

/**
 * The proposal's content as the client approves it, in a fixed order and shape: what its SHA-256
 * seals. Statuses, dates and the approval itself are not content.
 */
export function proposalContent(
  proposal: Pick<
    Proposal,
    'id' | 'projectId' | 'title' | 'description' | 'totalAmountPence' | 'depositPercentage' | 'scopeItems'
  >,
): string {
  return JSON.stringify({
    id: proposal.id,
    projectId: proposal.projectId,
    title: proposal.title,
    description: proposal.description,
    totalAmountPence: proposal.totalAmountPence,
    depositPercentage: proposal.depositPercentage,
    scopeItems: proposal.scopeItems.map((item) => ({
      title: item.title,
      description: item.description,
      pricePence: item.pricePence,
    })),
  });
}

/** SHA-256 of the content, lower-case hex (Web Crypto: the same in Node and in a browser). */
export async function proposalContentSha256(
  proposal: Parameters<typeof proposalContent>[0],
): Promise<string> {
  const bytes = new TextEncoder().encode(proposalContent(proposal));
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The typed signature: inner runs of white space become one space. */
export const normalizeSignedName = (name: string) => name.trim().replace(/\s+/g, ' ');

/** A name as people compare names: accents, case and runs of white space do not count. */
const comparableName = (name: string) =>
  normalizeSignedName(name)
    .normalize('NFKD')
    .replace(/\p{Mark}/gu, '')
    .toLocaleLowerCase('en');

/** The typed signature is the signer's own name on record ("anna  SCHMIDT" signs for "Anna Schmidt"). */
export const signatureMatchesName = (typed: string, nameOnRecord: string) =>
  comparableName(typed) === comparableName(nameOnRecord);
