import { describe, expect, it } from 'vitest';
import { createProposal } from '#application/proposals/create-proposal.ts';
import { STAFF_ACTOR } from '#fixtures/fakes/in-memory-audit.ts';
import { errorOf } from '#fixtures/fakes/in-memory-shared.ts';
import { form, ownerWorld } from './owner-fixture.ts';

describe('createProposal', () => {
  it('creates a draft on the project, in pence, with the scope items in order', async () => {
    const { deps, proposals } = ownerWorld();

    const detail = await createProposal(deps, form(), STAFF_ACTOR);

    expect(detail).toMatchObject({
      title: 'New website',
      description: 'Design and build',
      status: 'draft',
      totalAmountPence: 100_001,
      depositPercentage: 50,
      depositAmountPence: 50_001,
      project: { id: 'project-website' },
      client: { name: 'Ada Lovelace' },
      editable: true,
    });
    expect(detail.scopeItems.map((item) => item.title)).toEqual(['Design', 'Build']);
    expect(proposals.rows).toHaveLength(1);
    expect(proposals.rows[0]?.sentAt).toBeNull();
  });

  it('refuses a project that does not exist with "Project Not Found"', async () => {
    const { deps, proposals } = ownerWorld();
    const error = await errorOf(createProposal(deps, form({ projectId: 'project-gone' }), STAFF_ACTOR));
    expect(error).toMatchObject({ kind: 'not_found', code: 'PROPOSALS.PROJECT_NOT_FOUND' });
    expect(proposals.rows).toHaveLength(0);
  });
});
