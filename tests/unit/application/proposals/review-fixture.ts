import type { SessionClient } from '#application/clients/schemas.ts';
import { InMemoryJobQueue, queuedEmails } from '#fixtures/fakes/in-memory-jobs.ts';
import { InMemoryProposalConversations, InMemoryProposals } from '#fixtures/fakes/in-memory-proposals.ts';
import { FixedClock, fixedOwnerLanguage, InMemoryRateLimiter } from '#fixtures/fakes/in-memory-shared.ts';
import { emailRenderer } from '#infrastructure/mail/email-renderer.ts';

export const ada: SessionClient = { id: 'client-ada', name: 'Ada Lovelace', email: 'ada@example.com' };
export const bob: SessionClient = { id: 'client-bob', name: 'Bob Smith', email: 'bob@example.com' };

/** The client's review of proposals: two clients, a clock, a queue and a limiter. */
export function reviewWorld() {
  const clock = new FixedClock('2026-03-01T10:00:00.000Z');
  const proposals = new InMemoryProposals();
  const deps = {
    proposals,
    conversations: new InMemoryProposalConversations(),
    queue: new InMemoryJobQueue(),
    limiter: new InMemoryRateLimiter(clock),
    clock,
    ownerEmail: 'owner@example.com',
    ownerLanguage: fixedOwnerLanguage(),
    emails: emailRenderer(),
    baseUrl: 'https://site.test',
  };
  const mine = proposals.add({
    clientId: ada.id,
    projectId: 'project-ada',
    projectName: 'Ada website',
    title: 'Website build',
    scopeItems: [{ title: 'Design', description: 'Three pages', pricePence: 50_000 }],
  });
  const theirs = proposals.add({ clientId: bob.id, projectId: 'project-bob', title: "Bob's proposal" });
  return { deps, clock, mine, theirs };
}

/** The e-mails queued, portal e-mails with their sign-in link written as `[sign-in link to …]`. */
export const emails = (queue: InMemoryJobQueue) => queuedEmails(queue);
