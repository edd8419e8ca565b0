/**
 * Signed-in sessions for the bench, obtained the way a browser gets them. The site runs in production
 * mode, so its session cookie is `Secure`: the bench says it came through a TLS-terminating proxy
 * (`X-Forwarded-Proto`, trusted from loopback) as the reverse proxy of the production setup does.
 */
import { DEMO_CLIENT_EMAIL } from '#application/clients/seed-demo-client.ts';
import { readSignInMail } from '../tests/fixtures/client-sign-in-mail.ts';
import { OWNER } from './site.ts';

const behindTls = { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' };

async function sessionCookieOf(response: Response, what: string): Promise<string> {
  if (!response.ok) throw new Error(`${what} refused: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith('sid='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`${what} set no cookie: ${response.status} ${await response.text()}`);
  return cookie;
}

/** The `Cookie` header of the owner signed in through the login page's endpoint. */
export async function signInOwner(siteUrl: string): Promise<string> {
  const response = await fetch(`${siteUrl}/auth/sign-in`, {
    method: 'POST',
    headers: behindTls,
    body: JSON.stringify(OWNER),
  });
  return sessionCookieOf(response, 'the owner sign-in');
}

/**
 * The `Cookie` header of the demo client (seeded with the demo content), signed in as a client does:
 * a sign-in e-mail asked for, then its 6-digit code typed (the e-mail is a file in the data folder).
 */
export async function signInDemoClient(site: { url: string; dataDir: string }): Promise<string> {
  const asked = new Date();
  const request = await fetch(`${site.url}/auth/client/magic-link`, {
    method: 'POST',
    headers: behindTls,
    body: JSON.stringify({ email: DEMO_CLIENT_EMAIL }),
  });
  if (!request.ok) throw new Error(`the demo client's sign-in e-mail was refused: ${request.status}`);
  const { code } = await readSignInMail(site, DEMO_CLIENT_EMAIL, asked);
  const response = await fetch(`${site.url}/auth/client/code`, {
    method: 'POST',
    headers: behindTls,
    body: JSON.stringify({ email: DEMO_CLIENT_EMAIL, code }),
  });
  return sessionCookieOf(response, "the demo client's code sign-in");
}

/** The id of the demo client's (sent) proposal, read as the client's Proposals tab reads it. */
export async function demoProposalId(siteUrl: string, clientCookie: string): Promise<string> {
  const response = await fetch(`${siteUrl}/trpc/proposals.clientList`, { headers: { Cookie: clientCookie } });
  const body = (await response.json()) as { result?: { data?: Array<{ id: string }> } };
  const id = body.result?.data?.[0]?.id;
  if (!id) throw new Error(`the demo client has no proposal: ${response.status}`);
  return id;
}
