import type { Client } from '#domain/clients/client.ts';
import type { Project } from '#domain/clients/project.ts';
import { singleLine } from '#domain/contact/contact-message.ts';
import { linkIn, readerLanguage, type SiteLanguage } from '#domain/shared/language.ts';
import type { EmailBlock, LocalizedEmail } from '../mail/localized-email.ts';

/** Where the client signs in, with their address already filled in. */
export const clientSignInUrl = (baseUrl: string, email: string) =>
  `${baseUrl}/client_login?email=${encodeURIComponent(email)}`;

/** Where the link e-mailed about an unverified project leads: its page to confirm or remove it. */
export const projectClaimUrl = (baseUrl: string, token: string) =>
  `${baseUrl}/client_onboarding/confirm?${new URLSearchParams({ token })}`;

/**
 * An e-mail to the client about one of their projects, in their language: `{kind}.subject` names it.
 * Its subject and first lines are the site's own words: the names in it were typed by whoever sent an
 * inquiry for the address, so they stay out of where a reader takes them for the site's.
 */
function toClientAbout(
  client: Client,
  kind: string,
  body: (language: SiteLanguage) => EmailBlock[],
): LocalizedEmail {
  const language = readerLanguage(client.language);
  return {
    to: client.email,
    language,
    subject: { key: `${kind}.subject` },
    blocks: [{ paragraph: [{ key: 'common.helloNameless' }] }, ...body(language)],
  };
}

/** The project's name as typed, labelled as such below the site's own words. */
const projectRow = (project: Project): EmailBlock => ({
  rows: [{ label: 'common.rows.project', value: singleLine(project.name) }],
});

/** The client's acknowledgement, in their language: a reply within 24 hours, and where to sign in to follow the project. */
export function inquiryAcknowledgementEmail(
  baseUrl: string,
  client: Client,
  project: Project,
): LocalizedEmail {
  return toClientAbout(client, 'inquiry.acknowledgement', (language) => [
    { paragraph: [{ key: 'inquiry.acknowledgement.thanks' }] },
    projectRow(project),
    {
      link: { key: 'inquiry.acknowledgement.portal' },
      url: linkIn(clientSignInUrl(baseUrl, client.email), language),
    },
  ]);
}

/**
 * To a client's address when someone not signed in as them sent an inquiry for it: what was sent, and a
 * link to confirm the project as theirs or remove it. Nothing in it is the sender's own words but the
 * project's name.
 */
export function projectClaimEmail(
  baseUrl: string,
  client: Client,
  project: Project,
  token: string,
): LocalizedEmail {
  return toClientAbout(client, 'inquiry.claim', (language) => [
    { paragraph: [{ key: 'inquiry.claim.submitted' }] },
    projectRow(project),
    { paragraph: [{ key: 'inquiry.claim.choose' }] },
    {
      link: { key: 'inquiry.claim.button' },
      url: linkIn(projectClaimUrl(baseUrl, token), language),
      button: true,
    },
    { note: [{ key: 'inquiry.claim.unverified' }, { key: 'inquiry.claim.beware' }] },
  ]);
}
