import { safeRedirectPath } from '#domain/accounts/redirect-target.ts';
import type { User } from '#domain/accounts/user.ts';
import { CLIENT_HOME } from '#domain/clients/sign-in-link.ts';
import { toViewer } from '../accounts/find-viewer.ts';
import type { Viewer } from '../accounts/schemas.ts';

/** Who signed in, and where they go: the link's page if it is a site path, else the portal. */
export interface ClientSignInResult {
  viewer: Viewer;
  redirectTo: string;
}

export function clientSignInResult(user: User, redirect: string | null | undefined): ClientSignInResult {
  return { viewer: toViewer(user), redirectTo: safeRedirectPath(redirect) ?? CLIENT_HOME };
}
