import type { Client } from '#domain/clients/client.ts';
import { budgetLabel, type Project, timelineLabel } from '#domain/clients/project.ts';
import { singleLine } from '#domain/contact/contact-message.ts';
import { linkIn, readerLanguage, type SiteLanguage } from '#domain/shared/language.ts';
import type { EmailBlock, LocalizedEmail } from '../mail/localized-email.ts';
import type { EmailMessage } from '../mail/schemas.ts';

const SUBJECT_MAX = 200;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Where the owner opens a new project (the admin project page). */
export const adminProjectUrl = (baseUrl: string, projectId: string) =>
  `${baseUrl}/admin/projects/${projectId}`;

/** Where the client signs in, with their address already filled in. */
export const clientSignInUrl = (baseUrl: string, email: string) =>
  `${baseUrl}/client_login?email=${encodeURIComponent(email)}`;

/** Where the link e-mailed about an unverified project leads: its page to confirm or remove it. */
export const projectClaimUrl = (baseUrl: string, token: string) =>
  `${baseUrl}/client_onboarding/confirm?${new URLSearchParams({ token })}`;

/** The sender's details: for an unverified project, what they typed, not the client's stored ones. */
function detailRows(client: Client, project: Project): Array<[string, string]> {
  const sender = project.submittedBy ?? client;
  return [
    ['Name', singleLine(sender.name)],
    ['Email', client.email],
    ['Phone', sender.phone ?? 'Not provided'],
    ['Company', sender.company ?? 'Not provided'],
    ['Project', singleLine(project.name)],
    ['Project types', project.projectTypes.map((type) => type.replaceAll('_', ' ')).join(', ')],
    ['Budget', budgetLabel(project.budgetRange)],
    ['Timeline', timelineLabel(project.timelinePreference)],
  ];
}

const UNVERIFIED_OWNER_NOTE =
  'Unverified project inquiry: it was sent for the address of an existing client by someone not signed in as them. The client was asked to confirm it; their stored details were not changed. The details below are what the sender typed.';

/** The owner's e-mail about a new inquiry: its details and a link to the project. Reply-To the client. */
export function ownerInquiryEmail(
  ownerEmail: string,
  baseUrl: string,
  client: Client,
  project: Project,
): EmailMessage {
  const link = adminProjectUrl(baseUrl, project.id);
  const rows = detailRows(client, project);
  const description = project.description || '(no description)';
  const intro = project.unverified ? UNVERIFIED_OWNER_NOTE : 'New project inquiry.';
  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    description,
    '',
    `Open the project: ${link}`,
  ].join('\n');
  const html = `<p>${project.unverified ? `<strong>${escapeHtml(intro)}</strong>` : intro}</p>
<table style="border-collapse:collapse;font-size:14px">
${rows.map(([label, value]) => `<tr><td style="padding:2px 12px 2px 0;color:#666">${label}</td><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<div style="margin-top:16px;padding:12px 16px;border-left:3px solid #b45309;background:#fafaf9;white-space:pre-wrap">${escapeHtml(description)}</div>
<p><a href="${escapeHtml(link)}">Open the project</a></p>`;
  return {
    to: ownerEmail,
    replyTo: client.email,
    subject:
      `${project.unverified ? 'Unverified project inquiry' : 'New project inquiry'}: ${singleLine(project.name)} from ${singleLine((project.submittedBy ?? client).name)}`.slice(
        0,
        SUBJECT_MAX,
      ),
    text,
    html,
  };
}

/** An e-mail to the client about one of their projects, in their language: `{kind}.subject` names it. */
function toClientAbout(
  client: Client,
  project: Project,
  kind: string,
  body: (projectName: string, language: SiteLanguage) => EmailBlock[],
): LocalizedEmail {
  const language = readerLanguage(client.language);
  const projectName = singleLine(project.name);
  return {
    to: client.email,
    language,
    subject: { key: `${kind}.subject`, params: { project: projectName } },
    blocks: [
      { paragraph: [{ key: 'common.hello', params: { name: singleLine(client.name) } }] },
      ...body(projectName, language),
    ],
  };
}

/** The client's acknowledgement, in their language: a reply within 24 hours, and where to sign in to follow the project. */
export function inquiryAcknowledgementEmail(
  baseUrl: string,
  client: Client,
  project: Project,
): LocalizedEmail {
  return toClientAbout(client, project, 'inquiry.acknowledgement', (projectName, language) => [
    { paragraph: [{ key: 'inquiry.acknowledgement.thanks', params: { project: projectName } }] },
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
  return toClientAbout(client, project, 'inquiry.claim', (projectName, language) => [
    { paragraph: [{ key: 'inquiry.claim.submitted', params: { project: projectName } }] },
    { paragraph: [{ key: 'inquiry.claim.choose' }] },
    {
      link: { key: 'inquiry.claim.button' },
      url: linkIn(projectClaimUrl(baseUrl, token), language),
      button: true,
    },
    { note: [{ key: 'inquiry.claim.unverified' }, { key: 'inquiry.claim.beware' }] },
  ]);
}

/**
 * The owner's note that a client removed an unverified project they say they did not send: someone
 * else used their address. Names the client and what the sender had typed.
 */
export function projectRemovedEmail(
  ownerEmail: string,
  baseUrl: string,
  client: Client,
  project: Project,
): EmailMessage {
  const sender = project.submittedBy;
  const rows: Array<[string, string]> = [
    ['Client', `${singleLine(client.name)} <${client.email}>`],
    ['Project', singleLine(project.name)],
    ['Name', singleLine(sender?.name ?? '')],
    ['Phone', sender?.phone ?? 'Not provided'],
    ['Company', sender?.company ?? 'Not provided'],
  ];
  const link = `${baseUrl}/admin/clients/${client.id}`;
  const intro =
    'A client removed an unverified project inquiry sent with their e-mail address: they say they did not send it. The project and its conversation are gone; the sender had typed the details below.';
  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `The client: ${link}`,
  ].join('\n');
  const html = `<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse;font-size:14px">
${rows.map(([label, value]) => `<tr><td style="padding:2px 12px 2px 0;color:#666">${label}</td><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p><a href="${escapeHtml(link)}">Open the client</a></p>`;
  return {
    to: ownerEmail,
    subject: `Unverified project removed by the client: ${singleLine(project.name)}`.slice(0, SUBJECT_MAX),
    text,
    html,
  };
}
