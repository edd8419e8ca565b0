import { beforeEach, describe, expect, it } from 'vitest';
import {
  claimProject,
  confirmProject,
  declineProject,
  getProjectClaim,
  type ProjectClaimDeps,
} from '#application/clients/project-claims.ts';
import { inquirySchema } from '#application/clients/schemas.ts';
import { type InquiryDeps, submitInquiry } from '#application/clients/submit-inquiry.ts';
import type { EmailMessage } from '#application/mail/schemas.ts';
import { InMemoryClients } from '#fixtures/fakes/in-memory-clients.ts';
import {
  InMemoryInquiryRecorder,
  InMemoryProjects,
  plainClaimLinks,
  plainUploadPermits,
} from '#fixtures/fakes/in-memory-inquiries.ts';
import { InMemoryJobQueue } from '#fixtures/fakes/in-memory-jobs.ts';
import { InMemoryFileStorage } from '#fixtures/fakes/in-memory-media.ts';
import {
  errorOf,
  FixedClock,
  fixedOwnerLanguage,
  InMemoryRateLimiter,
  RecordingLog,
} from '#fixtures/fakes/in-memory-shared.ts';
import { InMemoryUserRepository } from '#fixtures/fakes/in-memory-users.ts';
import { emailRenderer } from '#infrastructure/mail/email-renderer.ts';

const now = new Date('2026-11-24T09:00:00Z');
const later = new Date(now.getTime() + 60_000);

let deps: InquiryDeps &
  ProjectClaimDeps & {
    queue: InMemoryJobQueue;
    inquiries: InMemoryInquiryRecorder;
    projects: InMemoryProjects;
    storage: InMemoryFileStorage;
  };
let clients: InMemoryClients;
const grace = { id: 'client-1', name: 'Grace Hopper', email: 'grace@example.com' };
const other = { id: 'client-2', name: 'Other', email: 'other@example.com' };

beforeEach(async () => {
  const clock = new FixedClock(now);
  clients = new InMemoryClients();
  clients.add({ name: grace.name, email: grace.email, userId: 'user-grace' });
  clients.add({ name: other.name, email: other.email, userId: 'user-other' });
  const projects = new InMemoryProjects(clients);
  deps = {
    inquiries: new InMemoryInquiryRecorder(projects, () => clock.now()),
    projects,
    clients,
    uploadPermits: plainUploadPermits,
    claimLinks: plainClaimLinks,
    emails: emailRenderer(),
    users: new InMemoryUserRepository(),
    storage: new InMemoryFileStorage(),
    queue: new InMemoryJobQueue(),
    clock,
    limiter: new InMemoryRateLimiter(clock),
    ownerEmail: 'owner@example.com',
    ownerLanguage: fixedOwnerLanguage(),
    baseUrl: 'https://site.example',
    warn: new RecordingLog().warn,
  };
  await submitInquiry(
    deps,
    inquirySchema.parse({
      name: 'Mallory',
      email: grace.email,
      projectName: 'URGENT: new bank details',
      projectTypes: ['website'],
      description: 'Pay our new account.',
      consent: true,
    }),
    { ip: '1.2.3.4', userId: null },
  );
});

const token = (projectId = 'project-1') => plainClaimLinks.issue(projectId, later);

describe('confirming an unverified project from the portal', () => {
  it('clears the mark for the client whose project it is, and is idempotent', async () => {
    expect(await confirmProject(deps, grace, 'project-1')).toEqual({ confirmed: true });
    expect(deps.projects.rows[0]?.unverified).toBe(false);
    expect(deps.inquiries.messages[0]?.unverifiedSender).toBe(false);
    expect(await confirmProject(deps, grace, 'project-1')).toEqual({ confirmed: true });
  });

  it("refuses another client's project as not found", async () => {
    expect((await errorOf(confirmProject(deps, other, 'project-1'))).code).toBe('CLIENTS.PROJECT_NOT_FOUND');
    expect(deps.projects.rows[0]?.unverified).toBe(true);
  });
});

describe('removing a project the client did not send', () => {
  it('removes the project, its conversation and its stored reference images', async () => {
    const url = await deps.storage.put('project-files', 'project-1/reference-1-1.png', Buffer.from('x'));
    await deps.projects.addReferenceImage('project-1', url);
    expect(await declineProject(deps, grace, 'project-1')).toEqual({ removed: true });
    expect(deps.projects.rows).toEqual([]);
    expect(deps.inquiries.conversations).toEqual([]);
    expect(deps.storage.files.has('project-files/project-1/reference-1-1.png')).toBe(false);
  });

  it('tells the owner, with what the sender typed', async () => {
    await declineProject(deps, grace, 'project-1');
    const [removed] = deps.queue
      .named('send-email')
      .map((job) => job.payload as EmailMessage)
      .filter((mail) => mail.subject.startsWith('Unverified project removed'));
    expect(removed?.to).toBe('owner@example.com');
    expect(removed?.subject).toBe('Unverified project removed by the client: URGENT: new bank details');
    expect(removed?.text).toContain('Name: Mallory');
    expect(removed?.text).toContain('grace@example.com');
  });

  it("refuses another client's project, and a confirmed one", async () => {
    expect((await errorOf(declineProject(deps, other, 'project-1'))).code).toBe('CLIENTS.PROJECT_NOT_FOUND');
    await confirmProject(deps, grace, 'project-1');
    expect((await errorOf(declineProject(deps, grace, 'project-1'))).code).toBe('CLIENTS.PROJECT_NOT_FOUND');
    expect(deps.projects.rows).toHaveLength(1);
  });
});

describe('the e-mailed confirmation link', () => {
  it('names the project it is for, and nothing for a forged or expired link', async () => {
    expect(await getProjectClaim(deps, { token: token() })).toEqual({
      state: 'unverified',
      projectName: 'URGENT: new bank details',
    });
    const expired = plainClaimLinks.issue('project-1', now);
    for (const bad of ['nonsense', expired, token('project-9')])
      expect(await getProjectClaim(deps, { token: bad })).toEqual({ state: 'invalid', projectName: null });
  });

  it('confirms the project it was issued for', async () => {
    expect(await claimProject(deps, { token: token(), decision: 'confirm' })).toEqual({
      outcome: 'confirmed',
    });
    expect(deps.projects.rows[0]?.unverified).toBe(false);
    expect(await getProjectClaim(deps, { token: token() })).toMatchObject({ state: 'confirmed' });
  });

  it('removes the project it was issued for', async () => {
    expect(await claimProject(deps, { token: token(), decision: 'decline' })).toEqual({ outcome: 'removed' });
    expect(deps.projects.rows).toEqual([]);
    expect(await getProjectClaim(deps, { token: token() })).toEqual({ state: 'invalid', projectName: null });
  });

  it('refuses a forged link as not found and changes nothing', async () => {
    const error = await errorOf(claimProject(deps, { token: 'claim:project-1:1', decision: 'confirm' }));
    expect(error.code).toBe('CLIENTS.CLAIM_LINK_INVALID');
    expect(error.kind).toBe('not_found');
    expect(deps.projects.rows[0]?.unverified).toBe(true);
  });
});
