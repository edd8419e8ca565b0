import { describe, expect, it } from 'vitest';
import { approveProposal } from '#application/proposals/approve-proposal.ts';
import { approveProposalSchema } from '#application/proposals/schemas.ts';
import { proposalContentSha256 } from '#domain/proposals/approval.ts';
import type { InMemoryProposals } from '#fixtures/fakes/in-memory-proposals.ts';
import { fixedOwnerLanguage } from '#fixtures/fakes/in-memory-shared.ts';
import { ada, emails, reviewWorld } from './review-fixture.ts';

const signer = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 Test' };
const input = (id: string, signedName = 'Ada   Lovelace', revision = 1) => ({
  id,
  signedName,
  revision,
  accept: true as const,
});

/**
 * The fake's reads hand out its live rows; the database hands out copies as they were when read. This
 * makes the fake's reads copies, and counts them.
 */
function readsAsTheDatabaseDoes(proposals: InMemoryProposals): () => number {
  const findForClient = proposals.findForClient.bind(proposals);
  let reads = 0;
  proposals.findForClient = async (...args) => {
    reads += 1;
    const row = await findForClient(...args);
    return row && { ...row };
  };
  return () => reads;
}

describe('approveProposal', () => {
  it('records the normalised name, IP, user agent and the SHA-256 of the content as stored', async () => {
    const { deps, mine } = reviewWorld();
    mine.status = 'client_reviewing';
    const approved = await approveProposal(deps, ada, input(mine.id), signer);
    expect(approved.status).toBe('approved');
    expect(approved.approval).toEqual({
      signedName: 'Ada Lovelace',
      approvedAt: '2026-03-01T10:00:00.000Z',
      contentSha256: await proposalContentSha256(mine),
    });
    expect(mine.approval).toMatchObject({ ip: '203.0.113.7', userAgent: 'Mozilla/5.0 Test' });
    expect(approved.approval?.contentSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('cuts a long user agent to 500 characters', async () => {
    const { deps, mine } = reviewWorld();
    await approveProposal(deps, ada, input(mine.id), { ip: null, userAgent: 'x'.repeat(900) });
    expect(mine.approval?.userAgent).toHaveLength(500);
    expect(mine.approval?.ip).toBeNull();
  });

  it('opens a sent proposal first, then approves it', async () => {
    const { deps, mine } = reviewWorld();
    const approved = await approveProposal(deps, ada, input(mine.id), signer);
    expect(approved).toMatchObject({ status: 'approved', firstViewedAt: '2026-03-01T10:00:00.000Z' });
  });

  it('reads the proposal once and answers with what the approval wrote', async () => {
    const { deps, mine } = reviewWorld();
    const reads = readsAsTheDatabaseDoes(deps.proposals);
    const approved = await approveProposal(deps, ada, input(mine.id), signer);
    expect(reads()).toBe(1);
    expect(approved).toMatchObject({
      status: 'approved',
      firstViewedAt: '2026-03-01T10:00:00.000Z',
      approvedAt: '2026-03-01T10:00:00.000Z',
    });
  });

  it('goes on from what another first view wrote when that view opened the proposal first', async () => {
    const { deps, mine } = reviewWorld();
    readsAsTheDatabaseDoes(deps.proposals);
    const transition = deps.proposals.transition.bind(deps.proposals);
    // The client's other tab opens the proposal between this approval's read and its own opening.
    deps.proposals.transition = async (...args) => {
      if (args[2] === 'client_reviewing' && mine.status === 'sent')
        Object.assign(mine, { status: 'client_reviewing', firstViewedAt: new Date('2026-03-01T09:59:00Z') });
      return transition(...args);
    };
    const approved = await approveProposal(deps, ada, input(mine.id), signer);
    expect(approved).toMatchObject({ status: 'approved', firstViewedAt: '2026-03-01T09:59:00.000Z' });
  });

  it('e-mails the owner a link to the proposal and the client a confirmation', async () => {
    const { deps, mine } = reviewWorld();
    await approveProposal(deps, ada, input(mine.id), signer);
    const [owner, client] = emails(deps.queue);
    expect(owner).toMatchObject({ to: 'owner@example.com', replyTo: 'ada@example.com' });
    expect(owner?.subject).toBe('Proposal approved: Website build by Ada Lovelace');
    expect(owner?.text).toContain(`https://site.test/admin/proposals/${mine.id}`);
    expect(client?.to).toBe('ada@example.com');
    expect(client?.text).toContain(mine.approval?.contentSha256);
    // One click signs the client in and opens the deposit.
    expect(client?.text).toContain(`[sign-in link to /portal/proposals/${mine.id}#pay]`);
    // Each e-mail is written in its reader's language, dates included.
    for (const email of [owner, client])
      expect(email?.text).toContain('Approved at: Sunday 1 March 2026, 10:00 (Europe/London)');
    for (const email of [owner, client]) expect(email?.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it("e-mails the owner in the owner's language and the client in the client's", async () => {
    const { deps, mine } = reviewWorld();
    deps.ownerLanguage = fixedOwnerLanguage('de');
    await approveProposal(deps, ada, input(mine.id), signer);
    const [owner, client] = emails(deps.queue);
    expect(owner?.subject).toBe('Angebot angenommen: Website build von Ada Lovelace');
    expect(owner?.text).toContain('Angenommen am: Sonntag, 1. März 2026, 10:00 (Europe/London)');
    expect(owner?.text).toContain(`https://site.test/admin/proposals/${mine.id}?lang=de`);
    expect(client?.subject).toBe('You approved the proposal: Website build');
  });

  it('refuses to seal a revision the client did not read: an edit saved meanwhile wins', async () => {
    const { deps, mine } = reviewWorld();
    mine.status = 'client_reviewing';
    const transition = deps.proposals.transition.bind(deps.proposals);
    // The owner's edit lands between the client's read and the approval's update.
    deps.proposals.transition = async (...args) => {
      await deps.proposals.update(mine.id, mine.projectId, { ...mine, title: 'Website build, revised' }, [
        'client_reviewing',
      ]);
      return transition(...args);
    };
    await expect(approveProposal(deps, ada, input(mine.id), signer)).rejects.toMatchObject({
      kind: 'conflict',
      message: 'This proposal has just been updated. Please review the new version before approving it.',
    });
    expect(mine).toMatchObject({ status: 'client_reviewing', approval: null, revision: 2 });
    expect(emails(deps.queue)).toEqual([]);
  });

  it('refuses an approval of a revision other than the current one and seals nothing', async () => {
    const { deps, mine } = reviewWorld();
    mine.status = 'client_reviewing';
    // The owner saved an edit after the client's page showed revision 1.
    await deps.proposals.update(mine.id, mine.projectId, { ...mine, title: 'Website build, revised' }, [
      'client_reviewing',
    ]);
    await expect(approveProposal(deps, ada, input(mine.id, 'Ada Lovelace', 1), signer)).rejects.toMatchObject(
      {
        code: 'PROPOSALS.CHANGED_SINCE_READ',
        message: 'This proposal has just been updated. Please review the new version before approving it.',
      },
    );
    expect(mine).toMatchObject({ status: 'client_reviewing', approval: null, revision: 2 });
    const approved = await approveProposal(deps, ada, input(mine.id, 'Ada Lovelace', 2), signer);
    expect(approved.approval?.contentSha256).toBe(await proposalContentSha256(mine));
  });

  it.each(['ada lovelace', '  ADA   LOVELACE ', 'Ádá Lövelace'])(
    "accepts the client's own name typed as %j",
    async (typed) => {
      const { deps, mine } = reviewWorld();
      const approved = await approveProposal(deps, ada, input(mine.id, typed), signer);
      expect(approved.status).toBe('approved');
    },
  );

  it.each(['Mickey Mouse', 'Ada', 'Ada Lovelace Byron'])(
    'refuses %j as the signature of Ada Lovelace',
    async (typed) => {
      const { deps, mine } = reviewWorld();
      await expect(approveProposal(deps, ada, input(mine.id, typed), signer)).rejects.toMatchObject({
        code: 'PROPOSALS.SIGNED_NAME_MISMATCH',
        message: 'Please sign with your full name as it is on your account.',
      });
      expect(mine).toMatchObject({ status: 'sent', approval: null });
      expect(emails(deps.queue)).toEqual([]);
    },
  );

  it('refuses a second approval with "This proposal has already been approved." and keeps the first', async () => {
    const { deps, mine } = reviewWorld();
    await approveProposal(deps, ada, input(mine.id), signer);
    await expect(approveProposal(deps, ada, input(mine.id, 'ADA LOVELACE'), signer)).rejects.toMatchObject({
      kind: 'conflict',
      message: 'This proposal has already been approved.',
    });
    expect(mine.approval?.signedName).toBe('Ada Lovelace');
  });

  it("lets exactly one of two concurrent approvals win; the loser gets the state machine's refusal", async () => {
    const { deps, mine } = reviewWorld();
    mine.status = 'client_reviewing';
    const results = await Promise.allSettled([
      approveProposal(deps, ada, input(mine.id, 'Ada Lovelace'), signer),
      approveProposal(deps, ada, input(mine.id, 'ada lovelace'), signer),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [refused] = results.filter((result) => result.status === 'rejected');
    expect(refused?.reason).toMatchObject({ code: 'PROPOSALS.ALREADY_APPROVED' });
    expect(emails(deps.queue).filter((email) => email.to === 'owner@example.com')).toHaveLength(1);
  });

  it('refuses another client\'s proposal with "Proposal Not Found"', async () => {
    const { deps, theirs } = reviewWorld();
    await expect(approveProposal(deps, ada, input(theirs.id), signer)).rejects.toMatchObject({
      code: 'PROPOSALS.NOT_FOUND',
    });
    expect(theirs.status).toBe('sent');
  });

  it('the schema asks for a name and the ticked box with the spec-like messages', () => {
    const refused = approveProposalSchema.safeParse({ id: 'x', signedName: ' ', accept: false });
    const messages = refused.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Please type your full name to sign');
    expect(messages).toContain('Please tick the box to accept the proposal');
  });
});
