import { describe, expect, it } from 'vitest';
import {
  CHANGE_REQUEST_RATE_LIMIT,
  requestProposalChanges,
} from '#application/proposals/request-proposal-changes.ts';
import { ada, emails, reviewWorld } from './review-fixture.ts';

const message = 'Could the second page be a gallery instead?';

describe('requestProposalChanges', () => {
  it("posts the message to the project's conversation, notes when and e-mails the owner", async () => {
    const { deps, mine } = reviewWorld();
    const answer = await requestProposalChanges(deps, ada, { id: mine.id, message });
    expect(answer.changesRequestedAt).toBe('2026-03-01T10:00:00.000Z');
    expect(deps.conversations.messages).toEqual([
      expect.objectContaining({
        clientId: ada.id,
        projectId: 'project-ada',
        title: 'Ada website - Website build',
        body: message,
        // The message names and links the proposal it asks to change.
        proposal: { id: mine.id, title: 'Website build' },
      }),
    ]);
    const [owner] = emails(deps.queue);
    expect(owner).toMatchObject({
      to: 'owner@example.com',
      subject: 'Changes requested: Website build by Ada Lovelace',
    });
    expect(owner?.text).toContain(message);
    expect(owner?.text).toContain(`https://site.test/admin/proposals/${mine.id}`);
  });

  it('refuses once the proposal is approved or locked, and posts nothing', async () => {
    const { deps, mine } = reviewWorld();
    for (const status of ['approved', 'locked'] as const) {
      mine.status = status;
      await expect(requestProposalChanges(deps, ada, { id: mine.id, message })).rejects.toMatchObject({
        code: 'PROPOSALS.ALREADY_APPROVED',
      });
    }
    expect(deps.conversations.messages).toHaveLength(0);
  });

  it('refuses another client\'s proposal with "Proposal Not Found"', async () => {
    const { deps, theirs } = reviewWorld();
    await expect(requestProposalChanges(deps, ada, { id: theirs.id, message })).rejects.toMatchObject({
      code: 'PROPOSALS.NOT_FOUND',
    });
  });

  it('limits a client to a few change requests an hour', async () => {
    const { deps, mine } = reviewWorld();
    for (let i = 0; i < CHANGE_REQUEST_RATE_LIMIT.max; i++)
      await requestProposalChanges(deps, ada, { id: mine.id, message });
    await expect(requestProposalChanges(deps, ada, { id: mine.id, message })).rejects.toMatchObject({
      kind: 'rate_limited',
      message: 'Too many change requests. Please try again later.',
    });
  });
});
