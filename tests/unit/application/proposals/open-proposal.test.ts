import { describe, expect, it } from 'vitest';
import { openProposal } from '#application/proposals/open-proposal.ts';
import { ada, reviewWorld } from './review-fixture.ts';

describe('openProposal', () => {
  it('moves a sent proposal to client_reviewing on the first view and records when, once', async () => {
    const { deps, clock, mine } = reviewWorld();
    const first = await openProposal(deps, ada, mine.id);
    expect(first).toMatchObject({ status: 'client_reviewing', firstViewedAt: '2026-03-01T10:00:00.000Z' });
    clock.advance(60_000);
    const again = await openProposal(deps, ada, mine.id);
    expect(again).toMatchObject({ status: 'client_reviewing', firstViewedAt: '2026-03-01T10:00:00.000Z' });
  });

  it('only reads a proposal in any other status', async () => {
    const { deps, mine } = reviewWorld();
    mine.status = 'approved';
    expect(await openProposal(deps, ada, mine.id)).toMatchObject({ status: 'approved', firstViewedAt: null });
  });

  it('refuses another client\'s proposal, a draft or an unknown id with "Proposal Not Found"', async () => {
    const { deps, theirs } = reviewWorld();
    const draft = deps.proposals.add({ clientId: ada.id, projectId: 'p', title: 'Draft', status: 'draft' });
    for (const id of [theirs.id, draft.id, 'nope'])
      await expect(openProposal(deps, ada, id)).rejects.toMatchObject({ code: 'PROPOSALS.NOT_FOUND' });
    expect(theirs.status).toBe('sent');
    expect(draft.status).toBe('draft');
  });
});
