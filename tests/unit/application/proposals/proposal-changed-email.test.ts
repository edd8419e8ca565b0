import { describe, expect, it } from 'vitest';
import { PORTAL_LINK_SLOT } from '#application/client-sign-in/portal-link-email.ts';
import { queueProposalChangedEmail } from '#application/proposals/proposal-changed-email.ts';
import { InMemoryJobQueue, queuedEmails } from '#fixtures/fakes/in-memory-jobs.ts';
import { RecordingLog } from '#fixtures/fakes/in-memory-shared.ts';
import { emailRenderer } from '#infrastructure/mail/email-renderer.ts';

function setUp(
  status: 'draft' | 'sent' | 'client_reviewing' = 'client_reviewing',
  email = 'ada@example.com',
) {
  const queue = new InMemoryJobQueue();
  const log = new RecordingLog();
  const deps = { queue, emails: emailRenderer(), warn: log.warn };
  const changed = {
    client: { id: 'client-ada', name: 'Ada <b>', email, language: 'en' },
    project: { name: 'Web "one"' },
    proposal: { id: 'p-1', title: 'Site & shop', status, revision: 3 },
  };
  return { queue, log, deps, changed };
}

describe('queueProposalChangedEmail', () => {
  it('queues the client an e-mail whose single-use link signs in and opens the changed proposal', async () => {
    const { queue, deps, changed } = setUp();
    await queueProposalChangedEmail(deps, changed);
    expect(queue.jobs).toMatchObject([
      {
        name: 'send-client-portal-email',
        jobId: 'proposal-changed-p-1-3',
        payload: { clientId: 'client-ada', target: '/portal/proposals/p-1' },
      },
    ]);
    const [mail] = queuedEmails(queue);
    expect(mail?.to).toBe('ada@example.com');
    expect(mail?.subject).toBe('Proposal updated: Site & shop (revision 3)');
    expect(mail?.text).toContain(
      'Review the new version in the client portal: [sign-in link to /portal/proposals/p-1]',
    );
    expect(mail?.html).toContain('Ada &#60;b&#62;');
    expect(JSON.stringify(queue.jobs[0]?.payload)).toContain(PORTAL_LINK_SLOT);
  });

  it('e-mails once per revision', async () => {
    const { queue, deps, changed } = setUp();
    await queueProposalChangedEmail(deps, changed);
    await queueProposalChangedEmail(deps, changed);
    await queueProposalChangedEmail(deps, { ...changed, proposal: { ...changed.proposal, revision: 4 } });
    expect(queue.jobs.map((job) => job.jobId)).toEqual(['proposal-changed-p-1-3', 'proposal-changed-p-1-4']);
  });

  it('tells no one about a draft, and only warns for an address that cannot receive e-mail or a queue away', async () => {
    const draft = setUp('draft');
    await queueProposalChangedEmail(draft.deps, draft.changed);
    expect(draft.queue.jobs).toEqual([]);
    const undeliverable = setUp('sent', 'not-an-address');
    await queueProposalChangedEmail(undeliverable.deps, undeliverable.changed);
    expect(undeliverable.queue.jobs).toEqual([]);
    expect(undeliverable.log.messages).toEqual(['proposal e-mail not sent: undeliverable address']);
    const away = setUp('sent');
    away.queue.unavailable = true;
    await queueProposalChangedEmail(away.deps, away.changed);
    expect(away.log.messages).toEqual(['proposal-changed e-mail not queued']);
  });
});
