import { describe, expect, it } from 'vitest';
import { getClientView } from '#application/proposals/get-client-view.ts';
import type { Project } from '#domain/clients/project.ts';
import { InMemoryProposals } from '#fixtures/fakes/in-memory-proposals.ts';

const project = {
  id: 'project-1',
  clientId: 'client-1',
  name: 'Shop',
  createdAt: new Date('2026-01-01T00:00:00Z'),
} as Project;

describe('getClientView', () => {
  it('shows the owner the proposal as its client sees it, in any status (a draft too)', async () => {
    const proposals = new InMemoryProposals({ projects: [project] });
    const draft = proposals.add({
      clientId: 'client-1',
      projectId: project.id,
      title: 'Draft',
      status: 'draft',
    });
    const view = await getClientView({ proposals }, draft.id);
    expect(view).toMatchObject({
      title: 'Draft',
      status: 'draft',
      projectName: 'Shop',
      depositAmountPence: 50_000,
      approval: null,
    });
  });

  it('says "Proposal Not Found" for an unknown id', async () => {
    await expect(getClientView({ proposals: new InMemoryProposals() }, 'nope')).rejects.toMatchObject({
      code: 'PROPOSALS.NOT_FOUND',
    });
  });
});
