import { describe, expect, it } from 'vitest';
import { getPortalOverview } from '#application/portal/get-portal-overview.ts';
import { portalWorld } from './portal-fixture.ts';

describe('getPortalOverview', () => {
  it("gives the client's name and balance, projects active of total, pending proposals, conversations and the 3 newest projects", async () => {
    const { deps, ada, bob, asAda } = portalWorld();
    ada.accountBalancePence = 2_550;
    ada.paymentsReceivedPence = 12_550;
    const first = deps.projects.add({ clientId: ada.id, name: 'First', status: 'active' });
    deps.projects.add({ clientId: ada.id, name: 'Second', status: 'completed' });
    deps.projects.add({ clientId: ada.id, name: 'Third', status: 'active' });
    deps.projects.add({ clientId: ada.id, name: 'Fourth' });
    deps.projects.add({ clientId: bob.id, name: "Bob's", status: 'active' });
    for (const status of ['draft', 'sent', 'client_reviewing', 'approved'] as const)
      deps.proposals.add({ clientId: ada.id, projectId: first.id, title: status, status });
    deps.proposals.add({ clientId: bob.id, projectId: 'project-5', title: "Bob's", status: 'sent' });
    deps.conversations.add({ clientId: ada.id, title: 'First - Initial Inquiry' });
    deps.conversations.add({ clientId: bob.id, title: "Bob's" });

    const overview = await getPortalOverview(deps, asAda);

    expect(overview.client).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      paymentsReceivedPence: 12_550,
      timeZone: 'Europe/London',
    });
    expect(overview.counts).toEqual({
      activeProjects: 2,
      totalProjects: 4,
      pendingProposals: 2,
      conversations: 1,
    });
    expect(overview.recentProjects.map((project) => project.name)).toEqual(['Fourth', 'Third', 'Second']);
    expect(overview.recentProjects[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('gives a project its reference images as site addresses, and its description without their list', async () => {
    const { deps, ada, asAda } = portalWorld();
    const stored = (id: string, n: number) =>
      `http://site.example/storage/project-files/${id}/reference-${n}-17.png`;
    const mine = deps.projects.add({ clientId: ada.id, name: 'Mine' });
    mine.referenceImages = [stored(mine.id, 1), stored(mine.id, 2)];
    mine.description = `Build it.\n\nReference Images:\n- ${stored(mine.id, 1)}\n- ${stored(mine.id, 2)}`;
    const sent = deps.projects.add({ clientId: ada.id, name: 'Sent by someone', unverified: true });
    sent.referenceImages = [stored(sent.id, 1)];
    sent.description = `Theirs.\n\nReference Images:\n- ${stored(sent.id, 1)}`;

    const { recentProjects } = await getPortalOverview(deps, asAda);
    const shown = new Map(recentProjects.map((project) => [project.name, project]));
    expect(shown.get('Mine')).toMatchObject({
      description: 'Build it.',
      referenceImages: [
        `/storage/project-files/${mine.id}/reference-1-17.png`,
        `/storage/project-files/${mine.id}/reference-2-17.png`,
      ],
    });
    // An unverified project's images are the sender's: neither shown nor listed.
    expect(shown.get('Sent by someone')).toMatchObject({ description: 'Theirs.', referenceImages: [] });
  });

  it('is all zeros and no projects for a new client', async () => {
    const { deps, asBob } = portalWorld();
    const overview = await getPortalOverview(deps, asBob);
    expect(overview.counts).toEqual({
      activeProjects: 0,
      totalProjects: 0,
      pendingProposals: 0,
      conversations: 0,
    });
    expect(overview.recentProjects).toEqual([]);
  });

  it('refuses a session whose client record is gone with "Client account not found"', async () => {
    const { deps } = portalWorld();
    await expect(
      getPortalOverview(deps, { id: 'client-gone', name: 'Gone', email: 'gone@example.com' }),
    ).rejects.toMatchObject({ code: 'CLIENTS.CLIENT_NOT_FOUND' });
  });
});
