/**
 * An inquiry for an address that already belongs to a client, sent by someone not signed in
 * as that client, may add a project but speaks for nobody. The project is marked unverified (with the
 * details the sender typed) until the client confirms it, signed in or from the e-mailed link.
 */

/** A project is `unverified` from such an inquiry until its client confirms it. */
export const PROJECT_VERIFICATIONS = ['verified', 'unverified'] as const;
export type ProjectVerification = (typeof PROJECT_VERIFICATIONS)[number];

/** The details a sender typed on an unverified inquiry: kept with the project, never on the client. */
export interface SubmittedBy {
  name: string;
  phone: string | null;
  company: string | null;
}

/** How long the e-mailed link can confirm (or remove) the project; later, the portal still can. */
export const PROJECT_CLAIM_LINK_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export function projectClaimLinkExpiry(projectCreatedAt: Date): Date {
  return new Date(projectCreatedAt.getTime() + PROJECT_CLAIM_LINK_TTL_MS);
}

/** What the person holding the link chose. */
export const CLAIM_DECISIONS = ['confirm', 'decline'] as const;
export type ClaimDecision = (typeof CLAIM_DECISIONS)[number];

/**
 * Whether an inquiry speaks for the person at its address: for a client's address, only when the sender
 * is signed in as that very client; for the address of a site account that is no client yet, only when
 * the sender is signed in as that account (`otherAccountHasAddress` false); for a new address, always.
 */
export function inquirySpeaksForClient(
  existingClientId: string | null,
  signedInClientId: string | null,
  otherAccountHasAddress: boolean,
): boolean {
  if (existingClientId !== null) return existingClientId === signedInClientId;
  return !otherAccountHasAddress;
}
