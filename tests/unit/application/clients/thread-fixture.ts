import { InMemoryAuditLog } from '#fixtures/fakes/in-memory-audit.ts';
import { InMemoryJobQueue, queuedEmails } from '#fixtures/fakes/in-memory-jobs.ts';
import {
  FixedClock,
  fixedOwnerLanguage,
  InMemoryRateLimiter,
  RecordingLog,
} from '#fixtures/fakes/in-memory-shared.ts';
import { InMemoryThreads } from '#fixtures/fakes/in-memory-threads.ts';
import { emailRenderer } from '#infrastructure/mail/email-renderer.ts';
import { portalWorld } from './portal-fixture.ts';

/** The portal's world with threads, a clock, a limiter, a queue and the owner's address. */
export function threadWorld() {
  const world = portalWorld();
  const clock = new FixedClock('2026-03-01T12:00:00Z');
  const log = new RecordingLog();
  const queue = new InMemoryJobQueue();
  const threads = new InMemoryThreads(world.deps.clients, world.deps.projects, world.deps.conversations);
  const deps = {
    ...world.deps,
    threads,
    clock,
    queue,
    limiter: new InMemoryRateLimiter(clock),
    ownerEmail: 'owner@example.com',
    ownerLanguage: fixedOwnerLanguage(),
    emails: emailRenderer(),
    baseUrl: 'https://site.test',
    warn: log.warn,
    audit: new InMemoryAuditLog(),
  };
  const adaProject = world.deps.projects.add({ clientId: world.ada.id, name: 'Ada site' });
  const bobProject = world.deps.projects.add({ clientId: world.bob.id, name: 'Bob shop' });
  const adaThread = world.deps.conversations.add({
    clientId: world.ada.id,
    projectId: adaProject.id,
    title: 'Ada site - Initial Inquiry',
  });
  const bobThread = world.deps.conversations.add({ clientId: world.bob.id, title: "Bob's" });
  const emails = () => queuedEmails(queue);
  return { ...world, deps, clock, queue, log, adaProject, bobProject, adaThread, bobThread, emails };
}
