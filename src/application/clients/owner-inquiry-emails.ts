import type { Client } from '#domain/clients/client.ts';
import { BUDGET_RANGES, PROJECT_TYPES, type Project, TIMELINE_PREFERENCES } from '#domain/clients/project.ts';
import { singleLine } from '#domain/contact/contact-message.ts';
import { linkIn } from '#domain/shared/language.ts';
import type { EmailBlock, EmailValue, LocalizedEmail } from '../mail/localized-email.ts';
import type { OwnerReader } from '../mail/owner-reader.ts';

// The owner's notices about inquiries, in the owner's language: what the sender typed stays as typed.

/** Where the owner opens a new project (the admin project page). */
const adminProjectUrl = (baseUrl: string, projectId: string) => `${baseUrl}/admin/projects/${projectId}`;

const typed = (text: string | null | undefined): EmailValue =>
  text ? singleLine(text) : { key: 'common.notProvided' };

/** A stored choice as its catalogue label (`{group}.{value}`); an unknown one as 'Not specified'. */
const choice = (options: readonly string[], group: string, value: string | null): EmailValue =>
  value && options.includes(value) ? { key: `${group}.${value}` } : { key: 'inquiry.notSpecified' };

const projectType = (type: string): EmailValue =>
  (PROJECT_TYPES as readonly string[]).includes(type)
    ? { key: `inquiry.types.${type}` }
    : type.replaceAll('_', ' ');

/** The sender's details: for an unverified project, what they typed, not the client's stored ones. */
function detailRows(client: Client, project: Project): EmailBlock {
  const sender = project.submittedBy ?? client;
  return {
    rows: [
      { label: 'common.rows.name', value: singleLine(sender.name) },
      { label: 'common.rows.email', value: client.email },
      { label: 'common.rows.phone', value: typed(sender.phone) },
      { label: 'common.rows.company', value: typed(sender.company) },
      { label: 'common.rows.project', value: singleLine(project.name) },
      { label: 'inquiry.rows.types', value: { list: project.projectTypes.map(projectType) } },
      { label: 'inquiry.rows.budget', value: choice(BUDGET_RANGES, 'inquiry.budgets', project.budgetRange) },
      {
        label: 'inquiry.rows.timeline',
        value: choice(TIMELINE_PREFERENCES, 'inquiry.timelines', project.timelinePreference),
      },
    ],
  };
}

/** The owner's e-mail about a new inquiry: its details and a link to the project. Reply-To the client. */
export function ownerInquiryEmail(
  owner: OwnerReader,
  baseUrl: string,
  client: Client,
  project: Project,
): LocalizedEmail {
  const names = {
    project: singleLine(project.name),
    name: singleLine((project.submittedBy ?? client).name),
  };
  return {
    to: owner.email,
    replyTo: client.email,
    language: owner.language,
    subject: {
      key: project.unverified ? 'inquiry.owner.unverifiedSubject' : 'inquiry.owner.subject',
      params: names,
    },
    blocks: [
      project.unverified
        ? { paragraph: [{ key: 'inquiry.owner.unverified' }], strong: true }
        : { paragraph: [{ key: 'inquiry.owner.intro' }] },
      detailRows(client, project),
      project.description
        ? { quote: project.description }
        : { paragraph: [{ key: 'inquiry.owner.noDescription' }] },
      {
        link: { key: 'inquiry.owner.open' },
        url: linkIn(adminProjectUrl(baseUrl, project.id), owner.language),
      },
    ],
  };
}

/**
 * The owner's note that a client removed an unverified project they say they did not send: someone
 * else used their address. Names the client and what the sender had typed.
 */
export function projectRemovedEmail(
  owner: OwnerReader,
  baseUrl: string,
  client: Client,
  project: Project,
): LocalizedEmail {
  const sender = project.submittedBy;
  return {
    to: owner.email,
    language: owner.language,
    subject: { key: 'inquiry.removed.subject', params: { project: singleLine(project.name) } },
    blocks: [
      { paragraph: [{ key: 'inquiry.removed.intro' }] },
      {
        rows: [
          { label: 'common.rows.client', value: `${singleLine(client.name)} <${client.email}>` },
          { label: 'common.rows.project', value: singleLine(project.name) },
          { label: 'common.rows.name', value: singleLine(sender?.name ?? '') },
          { label: 'common.rows.phone', value: typed(sender?.phone) },
          { label: 'common.rows.company', value: typed(sender?.company) },
        ],
      },
      {
        link: { key: 'inquiry.removed.open' },
        url: linkIn(`${baseUrl}/admin/clients/${client.id}`, owner.language),
      },
    ],
  };
}
