import { describe, expect, it } from 'vitest';
import { PORTAL_LINK_SLOT } from '#application/client-sign-in/portal-link-email.ts';
import { proposalSentEmail } from '#application/proposals/proposal-sent-email.ts';
import { sendProposal } from '#application/proposals/send-proposal.ts';
import type { ProposalStatus } from '#domain/proposals/proposal.ts';
import { STAFF_ACTOR } from '#fixtures/fakes/in-memory-audit.ts';
import { errorOf } from '#fixtures/fakes/in-memory-shared.ts';
import { emailRenderer } from '#infrastructure/mail/email-renderer.ts';
import { ownerWorld } from './owner-fixture.ts';

function withProposal(status: ProposalStatus, email?: string) {
  const world = ownerWorld();
  if (email) world.ada.email = email;
  const proposal = world.proposals.add({
    id: '3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f',
    clientId: world.ada.id,
    projectId: world.website.id,
    projectName: 'Website',
    title: 'New <website>',
    totalAmountPence: 100_001,
    status,
    sentAt: null,
  });
  return { ...world, proposal };
}

describe('sendProposal', () => {
  it('moves a draft to sent, stamps sent_at and queues the client an e-mail whose link signs in and opens it', async () => {
    const { deps, proposal, proposals, queue, clock, ada } = withProposal('draft');

    const detail = await sendProposal(deps, proposal.id, STAFF_ACTOR);

    expect(detail.status).toBe('sent');
    expect(proposals.find(proposal.id)?.sentAt).toEqual(clock.now());
    // What the client reads and may sign is kept as revision 1.
    expect((await proposals.revisions(proposal.id)).map((kept) => kept.revision)).toEqual([1]);
    expect(detail.timeline.map((entry) => entry.event)).toEqual(['created', 'sent']);
    expect(queue.jobs).toHaveLength(1);
    const [job] = queue.jobs;
    expect(job).toMatchObject({ name: 'send-client-portal-email', jobId: `proposal-sent-${proposal.id}` });
    // The worker makes the sign-in link (no token in the queue's store) and puts it in the slot.
    expect(job?.payload).toMatchObject({
      clientId: ada.id,
      target: '/portal/proposals/3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f',
      message: { to: 'ada@example.com', subject: 'Your proposal is ready: New <website>' },
    });
    const message = (job?.payload as { message: { text: string; html: string } } | undefined)?.message;
    expect(message?.text).toContain(`Review and approve it in the client portal: ${PORTAL_LINK_SLOT}`);
    expect(message?.html).toContain(`href="${PORTAL_LINK_SLOT}"`);
    expect(message?.text).not.toContain('/client_login?');
  });

  it.each(['sent', 'client_reviewing', 'approved', 'locked'] as const)(
    'refuses a %s proposal: it has already been sent',
    async (status) => {
      const { deps, proposal, queue } = withProposal(status);
      const error = await errorOf(sendProposal(deps, proposal.id, STAFF_ACTOR));
      expect(error).toMatchObject({
        kind: 'conflict',
        message: 'This proposal has already been sent to the client.',
      });
      expect(queue.jobs).toHaveLength(0);
    },
  );

  it('sends once when two sends race: the second is refused and no second e-mail is queued', async () => {
    const { deps, proposal, queue } = withProposal('draft');
    const results = await Promise.allSettled([
      sendProposal(deps, proposal.id, STAFF_ACTOR),
      sendProposal(deps, proposal.id, STAFF_ACTOR),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(queue.jobs).toHaveLength(1);
  });

  it('leaves the draft a draft when the queue is away, so the owner can try again', async () => {
    const { deps, proposal, proposals, queue } = withProposal('draft');
    queue.unavailable = true;
    await expect(sendProposal(deps, proposal.id, STAFF_ACTOR)).rejects.toThrow();
    expect(proposals.find(proposal.id)?.status).toBe('draft');
  });

  it('sends without an e-mail (and warns) when the address cannot receive one', async () => {
    const { deps, proposal, queue, log } = withProposal('draft', 'not-an-address');
    expect((await sendProposal(deps, proposal.id, STAFF_ACTOR)).status).toBe('sent');
    expect(queue.jobs).toHaveLength(0);
    expect(log.messages).toEqual(['proposal e-mail not sent: undeliverable address']);
  });

  it('is "Proposal Not Found" for an unknown id', async () => {
    const error = await errorOf(sendProposal(ownerWorld().deps, 'nothing', STAFF_ACTOR));
    expect(error).toMatchObject({ kind: 'not_found', message: 'Proposal Not Found' });
  });
});

describe('proposalSentEmail', () => {
  it('escapes the HTML and gives the total and deposit in GBP', () => {
    const message = emailRenderer().render(
      proposalSentEmail(
        'https://example.test/client_login/verify?token=abc',
        { name: 'Ada <b>', email: 'ada+x@example.com', language: 'en' },
        { title: 'Site & shop', totalAmountPence: 100_001, depositPercentage: 50 },
        'Web "one"',
      ),
    );
    expect(message.html).toContain('Site &#38; shop');
    expect(message.html).toContain('Ada &#60;b&#62;');
    expect(message.html).not.toContain('<b>');
    expect(message.text).toContain('Total: £1,000.01');
    expect(message.text).toContain('Deposit due on approval: £500.01 (50%)');
    expect(message.html).toContain('href="https://example.test/client_login/verify?token=abc"');
  });
});
