/** The page of the link e-mailed about an unverified project, where its two forms post. */
export const PROJECT_CLAIM_PATH = '/client_onboarding/confirm';

/** The link page's answer after a post (Post/Redirect/Get): `confirmed` or `removed`. */
export const CLAIM_DONE_PARAM = 'done';

/** The portal's answer after its "Confirm" or "Remove" (Post/Redirect/Get): `confirmed` or `removed`. */
export const PORTAL_CLAIM_PARAM = 'claim';

export type ClaimOutcome = 'confirmed' | 'removed';

export function claimOutcome(value: unknown): ClaimOutcome | null {
  return value === 'confirmed' || value === 'removed' ? value : null;
}
