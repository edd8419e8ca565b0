import { describe, expect, it } from 'vitest';
import { deleteDraftProposal } from '#application/proposals/delete-draft-proposal.ts';
import type { ProposalStatus } from '#domain/proposals/proposal.ts';
import { InMemoryAuditLog, STAFF_ACTOR } from '#fixtures/fakes/in-memory-audit.ts';
import { errorOf } from '#fixtures/fakes/in-memory-shared.ts';
import { ownerWorld } from './owner-fixture.ts';

function withProposal(status: ProposalStatus) {
  const world = ownerWorld();
  const audit = new InMemoryAuditLog();
  const proposal = world.proposals.add({
    clientId: world.ada.id,
    projectId: world.website.id,
    projectName: 'Website',
    title: 'New website',
    description: 'Design and build',
    totalAmountPence: 100_001,
    scopeItems: [{ title: 'Design', description: '', pricePence: 40_000 }],
    status,
    sentAt: null,
  });
  return { ...world, deps: { ...world.deps, audit }, audit, proposal };
}

describe('deleteDraftProposal', () => {
  it('deletes a draft and records who deleted it and what it held, in the same commit', async () => {
    const { deps, proposal, proposals, audit } = withProposal('draft');

    await deleteDraftProposal(deps, proposal.id, STAFF_ACTOR);

    expect(proposals.find(proposal.id)).toBeUndefined();
    expect(audit.entries).toEqual([
      {
        action: 'proposal.deleted',
        subject: { type: 'proposal', id: proposal.id, label: 'New website' },
        before: {
          title: 'New website',
          projectId: 'project-website',
          totalAmountPence: 100_001,
          depositPercentage: 50,
          descriptionLength: 16,
          scopeItems: ['Design'],
        },
        after: null,
        actor: STAFF_ACTOR,
      },
    ]);
  });

  it.each(['sent', 'client_reviewing', 'approved', 'locked'] as const)(
    'refuses a %s proposal: the client has seen it, so it stays',
    async (status) => {
      const { deps, proposal, proposals, audit } = withProposal(status);
      const error = await errorOf(deleteDraftProposal(deps, proposal.id, STAFF_ACTOR));
      expect(error).toMatchObject({
        kind: 'conflict',
        code: 'PROPOSALS.NOT_DELETABLE',
        message: 'This proposal has been sent to the client, so it can no longer be deleted.',
      });
      expect(proposals.find(proposal.id)?.status).toBe(status);
      expect(audit.entries).toEqual([]);
    },
  );

  it('loses to a send that lands between its read and its delete, and says why', async () => {
    const { deps, proposal, proposals, audit } = withProposal('draft');
    const deleteDraft = proposals.deleteDraft.bind(proposals);
    proposals.deleteDraft = async (id) => {
      await proposals.transition(id, 'draft', 'sent', { sentAt: new Date() });
      return deleteDraft(id);
    };
    const error = await errorOf(deleteDraftProposal(deps, proposal.id, STAFF_ACTOR));
    expect(error).toMatchObject({ code: 'PROPOSALS.NOT_DELETABLE' });
    expect(proposals.find(proposal.id)?.status).toBe('sent');
    expect(audit.entries).toEqual([]);
  });

  it('deletes once when two deletes race: the second is "Proposal Not Found"', async () => {
    const { deps, proposal, audit } = withProposal('draft');
    const results = await Promise.allSettled([
      deleteDraftProposal(deps, proposal.id, STAFF_ACTOR),
      deleteDraftProposal(deps, proposal.id, STAFF_ACTOR),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(audit.actions()).toEqual(['proposal.deleted']);
  });

  it('is "Proposal Not Found" for an unknown id', async () => {
    const error = await errorOf(deleteDraftProposal(ownerWorld().deps, 'nothing', STAFF_ACTOR));
    expect(error).toMatchObject({ kind: 'not_found', message: 'Proposal Not Found' });
  });
});
