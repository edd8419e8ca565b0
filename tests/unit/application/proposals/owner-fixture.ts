import type { ProposalForm } from '#application/proposals/schemas.ts';
import type { Client } from '#domain/clients/client.ts';
import type { Project } from '#domain/clients/project.ts';
import { InMemoryAuditLog } from '#fixtures/fakes/in-memory-audit.ts';
import { InMemoryJobQueue } from '#fixtures/fakes/in-memory-jobs.ts';
import { InMemoryProposals } from '#fixtures/fakes/in-memory-proposals.ts';
import { FixedClock, RecordingLog } from '#fixtures/fakes/in-memory-shared.ts';
import { emailRenderer } from '#infrastructure/mail/email-renderer.ts';

const at = (day: number) => new Date(Date.UTC(2026, 0, day));

const client = (id: string, name: string, email: string): Client => ({
  id,
  userId: null,
  name,
  email,
  phone: null,
  company: null,
  language: 'en',
  timeZone: 'Europe/London',
  accountBalancePence: 0,
  paymentsReceivedPence: 0,
  createdAt: at(1),
});

const project = (id: string, clientId: string, name: string, day: number): Project => ({
  id,
  clientId,
  name,
  description: `About ${name}`,
  status: 'active',
  projectTypes: ['website'],
  budgetRange: null,
  timelinePreference: null,
  referenceImages: [],
  unverified: false,
  submittedBy: null,
  createdAt: at(day),
});

/** Two clients with a project each, the proposals over them, a queue, a clock and a log. */
export function ownerWorld() {
  const ada = { ...client('client-ada', 'Ada Lovelace', 'ada@example.com'), phone: '+44 20 7946 0000' };
  const bob = client('client-bob', 'Bob Other', 'bob@example.com');
  const website = project('project-website', ada.id, 'Website', 2);
  const shop = project('project-shop', bob.id, 'Shop', 3);
  const proposals = new InMemoryProposals({ clients: [ada, bob], projects: [website, shop] });
  const queue = new InMemoryJobQueue();
  const clock = new FixedClock('2026-02-01T10:00:00.000Z');
  const log = new RecordingLog();
  const deps = {
    proposals,
    queue,
    clock,
    baseUrl: 'https://example.test',
    emails: emailRenderer(),
    warn: log.warn,
    audit: new InMemoryAuditLog(),
  };
  return { deps, proposals, queue, clock, log, ada, bob, website, shop };
}

/** The form as the schema gives it: money in pence. */
export function form(fields: Partial<ProposalForm> = {}): ProposalForm {
  return {
    projectId: 'project-website',
    title: 'New website',
    description: 'Design and build',
    totalAmount: 100_001,
    depositPercentage: 50,
    scopeItems: [
      { title: 'Design', description: 'Mock-ups', pricePence: 40_000 },
      { title: 'Build', description: '', pricePence: null },
    ],
    ...fields,
  };
}
