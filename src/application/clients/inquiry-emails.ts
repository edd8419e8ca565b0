import type { Client } from '#domain/clients/client.ts';
import { budgetLabel, type Project, timelineLabel } from '#domain/clients/project.ts';
import { singleLine } from '#domain/contact/contact-message.ts';
import type { EmailMessage } from '../mail/schemas.ts';

const SUBJECT_MAX = 200;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Where the owner opens a new project (the admin project page). */
export const adminProjectUrl = (baseUrl: string, projectId: string) =>
  `${baseUrl}/admin/projects/${projectId}`;

/** Where the client signs in, with their address already filled in. */
export const clientSignInUrl = (baseUrl: string, email: string) =>
  `${baseUrl}/client_login?email=${encodeURIComponent(email)}`;

function detailRows(client: Client, project: Project): Array<[string, string]> {
  return [
    ['Name', singleLine(client.name)],
    ['Email', client.email],
    ['Phone', client.phone ?? 'Not provided'],
    ['Company', client.company ?? 'Not provided'],
    ['Project', singleLine(project.name)],
    ['Project types', project.projectTypes.map((type) => type.replaceAll('_', ' ')).join(', ')],
    ['Budget', budgetLabel(project.budgetRange)],
    ['Timeline', timelineLabel(project.timelinePreference)],
  ];
}

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
  const text = [
    'New project inquiry.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    description,
    '',
    `Open the project: ${link}`,
  ].join('\n');
  const html = `<p>New project inquiry.</p>
<table style="border-collapse:collapse;font-size:14px">
${rows.map(([label, value]) => `<tr><td style="padding:2px 12px 2px 0;color:#666">${label}</td><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<div style="margin-top:16px;padding:12px 16px;border-left:3px solid #b45309;background:#fafaf9;white-space:pre-wrap">${escapeHtml(description)}</div>
<p><a href="${escapeHtml(link)}">Open the project</a></p>`;
  return {
    to: ownerEmail,
    replyTo: client.email,
    subject: `New project inquiry: ${singleLine(project.name)} from ${singleLine(client.name)}`.slice(
      0,
      SUBJECT_MAX,
    ),
    text,
    html,
  };
}

/** The client's acknowledgement: a reply within 24 hours, and where to sign in to follow the project. */
export function inquiryAcknowledgementEmail(baseUrl: string, client: Client, project: Project): EmailMessage {
  const link = clientSignInUrl(baseUrl, client.email);
  const name = singleLine(client.name);
  const projectName = singleLine(project.name);
  const text = [
    `Hello ${name},`,
    '',
    `Thank you for your project inquiry "${projectName}". We have received it and will get back to you within 24 hours.`,
    '',
    `You can follow your project in the client portal: ${link}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Thank you for your project inquiry &ldquo;${escapeHtml(projectName)}&rdquo;. We have received it and will get back to you within 24 hours.</p>
<p><a href="${escapeHtml(link)}">Sign in to the client portal</a> to follow your project.</p>`;
  return {
    to: client.email,
    subject: `We received your project inquiry: ${projectName}`.slice(0, SUBJECT_MAX),
    text,
    html,
  };
}
