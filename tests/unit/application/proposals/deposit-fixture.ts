import type { Client } from '#domain/clients/client.ts';
import type { Project } from '#domain/clients/project.ts';
import { InMemoryAuditLog } from '#fixtures/fakes/in-memory-audit.ts';
import { InMemoryJobQueue } from '#fixtures/fakes/in-memory-jobs.ts';
import {
  FakeDepositPayments,
  InMemoryDeposits,
  InMemoryProposals,
} from '#fixtures/fakes/in-memory-proposals.ts';
import { FixedClock, fixedOwnerLanguage, RecordingLog } from '#fixtures/fakes/in-memory-shared.ts';
import { emailRenderer } from '#infrastructure/mail/email-renderer.ts';

export const NOW = new Date('2026-11-24T10:00:00.000Z');

const client = (id: string, name: string, email: string): Client => ({
  id,
  userId: `user-${id}`,
  name,
  email,
  phone: null,
  company: null,
  language: 'en',
  timeZone: 'Europe/London',
  accountBalancePence: 0,
  paymentsReceivedPence: 0,
  createdAt: NOW,
});

const project = (id: string, clientId: string, name: string): Project => ({
  id,
  clientId,
  name,
  description: '',
  status: 'new',
  projectTypes: ['web_development'],
  budgetRange: null,
  timelinePreference: null,
  referenceImages: [],
  unverified: false,
  submittedBy: null,
  createdAt: NOW,
});

/**
 * Ada's approved proposal (£1,000.01 at 50%: a £500.01 deposit) and Bob's, with the deposit use cases'
 * services in memory.
 */
export function depositWorld(method: 'bank_transfer' | 'stripe' = 'bank_transfer') {
  const ada = client('11111111-1111-4111-8111-111111111111', 'Ada Lovelace', 'ada@example.com');
  const bob = client('22222222-2222-4222-8222-222222222222', 'Bob Other', 'bob@example.com');
  const adaProject = project('project-ada', ada.id, 'Ada Website');
  const bobProject = project('project-bob', bob.id, 'Bob Shop');
  const proposals = new InMemoryProposals({ clients: [ada, bob], projects: [adaProject, bobProject] });
  const adas = proposals.add({
    id: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
    clientId: ada.id,
    projectId: adaProject.id,
    projectName: adaProject.name,
    title: 'Website redesign',
    totalAmountPence: 100_001,
    depositPercentage: 50,
    status: 'approved',
  });
  const bobs = proposals.add({
    clientId: bob.id,
    projectId: bobProject.id,
    projectName: bobProject.name,
    title: 'Shop',
    status: 'approved',
  });
  const log = new RecordingLog();
  const queue = new InMemoryJobQueue();
  const payments = new FakeDepositPayments(method);
  const deps = {
    proposals,
    deposits: new InMemoryDeposits(proposals),
    payments,
    queue,
    clock: new FixedClock(NOW),
    ownerEmail: 'owner@example.com',
    ownerLanguage: fixedOwnerLanguage(),
    emails: emailRenderer(),
    baseUrl: 'https://site.test',
    warn: log.warn,
    audit: new InMemoryAuditLog(),
  };
  const session = (who: Client) => ({ id: who.id, name: who.name, email: who.email });
  return { deps, log, queue, payments, ada, bob, asAda: session(ada), asBob: session(bob), adas, bobs };
}
