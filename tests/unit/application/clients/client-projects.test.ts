import { describe, expect, it } from 'vitest';
import { getClientProject } from '#application/portal/get-client-project.ts';
import { listClientProjects } from '#application/portal/list-client-projects.ts';
import { portalWorld } from './portal-fixture.ts';

describe('listClientProjects and getClientProject', () => {
  it("lists only the client's own projects, newest first", async () => {
    const { deps, ada, bob, asAda } = portalWorld();
    deps.projects.add({ clientId: ada.id, name: 'Old' });
    deps.projects.add({ clientId: bob.id, name: "Bob's" });
    deps.projects.add({ clientId: ada.id, name: 'New', budgetRange: '1k_to_5k' });
    const projects = await listClientProjects(deps, asAda);
    expect(projects.map((project) => project.name)).toEqual(['New', 'Old']);
    expect(projects[0]).toMatchObject({ status: 'new', budgetRange: '1k_to_5k', projectTypes: ['website'] });
  });

  it('gives one of her projects, and "Project Not Found" for another client\'s or an unknown id', async () => {
    const { deps, ada, bob, asAda } = portalWorld();
    const mine = deps.projects.add({ clientId: ada.id, name: 'Mine' });
    const theirs = deps.projects.add({ clientId: bob.id, name: "Bob's" });
    expect((await getClientProject(deps, asAda, mine.id)).name).toBe('Mine');
    for (const id of [theirs.id, 'no-such-project'])
      await expect(getClientProject(deps, asAda, id)).rejects.toMatchObject({
        kind: 'not_found',
        code: 'CLIENTS.PROJECT_NOT_FOUND',
        message: 'Project Not Found',
      });
  });
});
