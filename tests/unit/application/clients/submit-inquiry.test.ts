import { beforeEach, describe, expect, it } from 'vitest';
import { queuePendingInquiryNotifications } from '#application/clients/queue-pending-inquiry-notifications.ts';
import { inquirySchema } from '#application/clients/schemas.ts';
import { type InquiryDeps, submitInquiry } from '#application/clients/submit-inquiry.ts';
import { INQUIRY_RATE_LIMITS, REFERENCE_IMAGE_UPLOAD_WINDOW_MS } from '#domain/clients/inquiry.ts';
import { PROJECT_CLAIM_LINK_TTL_MS } from '#domain/clients/project-claim.ts';
import { InMemoryClients } from '#fixtures/fakes/in-memory-clients.ts';
import {
  InMemoryInquiryRecorder,
  InMemoryProjects,
  plainClaimLinks,
  plainUploadPermits,
} from '#fixtures/fakes/in-memory-inquiries.ts';
import { InMemoryJobQueue } from '#fixtures/fakes/in-memory-jobs.ts';
import { FakeEmailSecrets, queuedEmails } from '#fixtures/fakes/in-memory-mail.ts';
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
const SENDER = { ip: '1.2.3.4', userId: null };

let deps: InquiryDeps & {
  users: InMemoryUserRepository;
  projects: InMemoryProjects;
  inquiries: InMemoryInquiryRecorder;
  queue: InMemoryJobQueue;
};
let clients: InMemoryClients;
let log: RecordingLog;

beforeEach(() => {
  const clock = new FixedClock(now);
  log = new RecordingLog();
  clients = new InMemoryClients();
  const projects = new InMemoryProjects(clients);
  deps = {
    inquiries: new InMemoryInquiryRecorder(projects, () => clock.now()),
    projects,
    uploadPermits: plainUploadPermits,
    claimLinks: plainClaimLinks,
    emails: emailRenderer(),
    clients,
    users: new InMemoryUserRepository(),
    queue: new InMemoryJobQueue(),
    clock,
    limiter: new InMemoryRateLimiter(clock),
    ownerEmail: 'owner@example.com',
    ownerLanguage: fixedOwnerLanguage(),
    baseUrl: 'https://site.example',
    warn: log.warn,
  };
});

const valid = {
  name: 'Grace Hopper',
  email: '  Grace@Example.com ',
  phone: '+44 20 7946 0000',
  company: 'Navy Labs',
  projectName: 'Compiler site',
  projectTypes: ['website', 'seo'],
  description: 'A site for our compiler.',
  budgetRange: '5k_to_15k',
  timelinePreference: '1_to_2_months',
  consent: true,
};
const input = (extra: Record<string, unknown> = {}) => inquirySchema.parse({ ...valid, ...extra });
const emails = () => queuedEmails(deps.queue, new FakeEmailSecrets());

describe('submitting a project inquiry', () => {
  it('creates the client with a normalised e-mail, a new project and its initial conversation', async () => {
    const result = await submitInquiry(deps, input(), SENDER);
    expect(result).toEqual({
      received: true,
      projectId: 'project-1',
      uploadPermit: `permit:project-1:${now.getTime() + REFERENCE_IMAGE_UPLOAD_WINDOW_MS}`,
    });
    expect(clients.rows).toMatchObject([
      { name: 'Grace Hopper', email: 'grace@example.com', phone: '+44 20 7946 0000', company: 'Navy Labs' },
    ]);
    expect(deps.projects.rows[0]).toMatchObject({
      name: 'Compiler site',
      status: 'new',
      projectTypes: ['website', 'seo'],
      budgetRange: '5k_to_15k',
      timelinePreference: '1_to_2_months',
    });
    expect(deps.inquiries.conversations[0]?.title).toBe('Compiler site - Initial Inquiry');
    expect(deps.inquiries.messages[0]).toMatchObject({ author: 'client', body: 'A site for our compiler.' });
  });

  // Issue 43, item 8: a Madrid client read London's times in the portal and the PDF.
  it("keeps a new client's time zone from their browser; London when it names none the site knows", async () => {
    await submitInquiry(deps, input({ timeZone: 'Europe/Madrid' }), SENDER);
    await submitInquiry(deps, input({ email: 'nobody@example.com', timeZone: 'Mars/Olympus' }), SENDER);
    // A client's zone is theirs once kept: another inquiry from another browser leaves it.
    await submitInquiry(deps, input({ timeZone: 'Asia/Tokyo' }), SENDER);
    expect(clients.rows.map((client) => client.timeZone)).toEqual(['Europe/Madrid', 'Europe/London']);
  });

  it('updates the name, phone and company of a client who writes again signed in with that address', async () => {
    await submitInquiry(deps, input(), SENDER);
    await clients.linkUser('client-1', 'user-grace');
    await submitInquiry(deps, input({ name: 'Rear Admiral Hopper', phone: '', company: 'Yale' }), {
      ...SENDER,
      userId: 'user-grace',
    });
    expect(clients.rows).toHaveLength(1);
    expect(clients.rows[0]).toMatchObject({ name: 'Rear Admiral Hopper', phone: null, company: 'Yale' });
    expect(deps.projects.rows).toHaveLength(2);
    expect(deps.projects.rows[1]).toMatchObject({ unverified: false, submittedBy: null });
  });

  describe('for an address that belongs to a client, from someone not signed in as them', () => {
    const mallory = { name: 'Mallory Attacker', phone: '+1 555 0100', company: 'Evil Ltd' };
    const attack = () =>
      input({ ...mallory, projectName: 'URGENT: new bank details', description: 'Pay our new account.' });

    beforeEach(async () => {
      clients.add({ name: 'Grace Hopper', email: 'grace@example.com', phone: '+44 1', company: 'Navy Labs' });
    });

    it('gets the same answer, keeps the client as stored and marks the project unverified with the typed details', async () => {
      const result = await submitInquiry(deps, attack(), SENDER);
      expect(result).toEqual({
        received: true,
        projectId: 'project-1',
        uploadPermit: `permit:project-1:${now.getTime() + REFERENCE_IMAGE_UPLOAD_WINDOW_MS}`,
      });
      expect(clients.rows).toEqual([
        expect.objectContaining({ name: 'Grace Hopper', phone: '+44 1', company: 'Navy Labs' }),
      ]);
      expect(deps.projects.rows[0]).toMatchObject({
        clientId: 'client-1',
        unverified: true,
        submittedBy: mallory,
      });
      expect(deps.inquiries.messages[0]).toMatchObject({ author: 'client', unverifiedSender: true });
    });

    it('treats a visitor signed in as another client like an anonymous one', async () => {
      clients.add({ name: 'Other', email: 'other@example.com', userId: 'user-other' });
      await submitInquiry(deps, attack(), { ...SENDER, userId: 'user-other' });
      expect(clients.rows[0]).toMatchObject({ name: 'Grace Hopper', company: 'Navy Labs' });
      expect(deps.projects.rows[0]).toMatchObject({ unverified: true });
    });

    it('e-mails the address a link to confirm the project, and tells the owner it is unverified', async () => {
      await submitInquiry(deps, attack(), SENDER);
      const [owner, claim] = emails();
      expect(owner?.subject).toBe(
        'Unverified project inquiry: URGENT: new bank details from Mallory Attacker',
      );
      expect(owner?.text).toContain('Unverified');
      expect(owner?.text).toContain('Name: Mallory Attacker');
      expect(owner?.text).toContain('Company: Evil Ltd');
      expect(claim?.to).toBe('grace@example.com');
      // The stranger's project name is no subject of the site's (issue 44, item 13): a labelled row only.
      expect(claim?.subject).toBe('A project was submitted with your e-mail address');
      expect(claim?.text).toContain('Project: URGENT: new bank details');
      expect(claim?.text).toContain(
        `https://site.example/client_onboarding/confirm?token=${encodeURIComponent(`claim:project-1:${now.getTime() + PROJECT_CLAIM_LINK_TTL_MS}`)}`,
      );
      expect(claim?.text).not.toContain('within 24 hours');
      expect(deps.queue.jobs.map((job) => job.jobId)).toEqual([
        'inquiry-owner-project-1',
        'inquiry-claim-project-1',
      ]);
    });

    it('a later pass (the queue was away) sends the same confirmation e-mail', async () => {
      deps.queue.unavailable = true;
      await submitInquiry(deps, attack(), SENDER);
      deps.queue.unavailable = false;
      expect(await queuePendingInquiryNotifications(deps)).toBe(1);
      expect(emails()[1]?.subject).toBe('A project was submitted with your e-mail address');
    });
  });

  describe('for an address that belongs to a site account but to no client yet', () => {
    beforeEach(async () => {
      await deps.users.create(
        {
          email: 'grace@example.com',
          passwordHash: 'hash',
          firstName: 'Grace',
          lastName: 'Hopper',
          phone: '+44 1',
          role: 'user',
        },
        0,
      );
    });

    it("from someone else: the client is made from the account's details and the project is unverified", async () => {
      await submitInquiry(deps, input({ name: 'Mallory Attacker', company: 'Evil Ltd' }), SENDER);
      expect(clients.rows).toMatchObject([
        { name: 'Grace Hopper', email: 'grace@example.com', phone: '+44 1', company: null },
      ]);
      expect(deps.projects.rows[0]).toMatchObject({
        unverified: true,
        submittedBy: { name: 'Mallory Attacker', company: 'Evil Ltd' },
      });
    });

    it('from the account holder signed in: a verified client and project from what they typed', async () => {
      await submitInquiry(deps, input({ company: 'Yale' }), { ...SENDER, userId: 'user-1' });
      expect(clients.rows).toMatchObject([{ name: 'Grace Hopper', company: 'Yale' }]);
      expect(deps.projects.rows[0]).toMatchObject({ unverified: false, submittedBy: null });
    });
  });

  it('e-mails the owner a link to the project and the client an acknowledgement with a sign-in link', async () => {
    await submitInquiry(deps, input(), SENDER);
    const [owner, ack] = emails();
    expect(owner).toMatchObject({
      to: 'owner@example.com',
      replyTo: 'grace@example.com',
      subject: 'New project inquiry: Compiler site from Grace Hopper',
    });
    expect(owner?.text).toContain('https://site.example/admin/projects/project-1');
    expect(owner?.text).toContain('Budget: £5,000 - £15,000');
    expect(owner?.text).toContain('Timeline: 1-2 months');
    expect(owner?.text).toContain('A site for our compiler.');
    expect(ack?.to).toBe('grace@example.com');
    expect(ack?.text).toContain('within 24 hours');
    expect(ack?.text).toContain('https://site.example/client_login?email=grace%40example.com');
    expect(deps.projects.rows[0]?.ownerNotifiedAt).toEqual(now);
  });

  it('thanks the visitor when the queue is away, and a later pass queues the e-mails once', async () => {
    deps.queue.unavailable = true;
    const result = await submitInquiry(deps, input(), SENDER);
    expect(result.projectId).toBe('project-1');
    expect(deps.projects.rows[0]?.ownerNotifiedAt).toBeNull();
    expect(log.messages).toContain('inquiry e-mails not queued: they will be queued later');
    deps.queue.unavailable = false;
    expect(await queuePendingInquiryNotifications(deps)).toBe(1);
    expect(await queuePendingInquiryNotifications(deps)).toBe(0);
    expect(emails()).toHaveLength(2);
  });

  it('answers a filled honeypot the same way and keeps nothing', async () => {
    const result = await submitInquiry(deps, input({ website: 'http://spam.example' }), SENDER);
    expect(result).toEqual({ received: true, projectId: null, uploadPermit: null });
    expect(clients.rows).toHaveLength(0);
    expect(deps.queue.jobs).toHaveLength(0);
  });

  it('refuses more inquiries per IP than the limit with a retry time', async () => {
    for (let i = 0; i < INQUIRY_RATE_LIMITS.perIp.max; i++)
      await submitInquiry(deps, input({ email: `person${i}@example.com` }), SENDER);
    const error = await errorOf(submitInquiry(deps, input({ email: 'next@example.com' }), SENDER));
    expect(error.code).toBe('CLIENTS.TOO_MANY_INQUIRIES');
    expect(error.retryAfterMs).toBeGreaterThan(0);
  });

  it('refuses more inquiries per e-mail address than the limit, whatever its case', async () => {
    for (let i = 0; i < INQUIRY_RATE_LIMITS.perEmail.max; i++)
      await submitInquiry(deps, input({ email: i % 2 ? 'A@B.CO' : 'a@b.co' }), {
        ip: `10.0.0.${i}`,
        userId: null,
      });
    const error = await errorOf(
      submitInquiry(deps, input({ email: 'a@b.co' }), { ip: '10.0.0.99', userId: null }),
    );
    expect(error.kind).toBe('rate_limited');
  });

  it('writes nothing and queues nothing when recording fails', async () => {
    deps.inquiries.failWith = new Error('database went away');
    await expect(submitInquiry(deps, input(), SENDER)).rejects.toThrow('database went away');
    expect(clients.rows).toHaveLength(0);
    expect(deps.queue.jobs).toHaveLength(0);
  });
});
