import { describe, expect, it } from 'vitest';
import { changeProjectStatus } from '#application/client-records/change-project-status.ts';
import { STAFF_ACTOR } from '#fixtures/fakes/in-memory-audit.ts';
import { BRAND_ID, MISSING_ID, SHOP_ID, staffWorld } from './staff-records-fixture.ts';

describe('changeProjectStatus', () => {
  it('moves a project along the rules and says where it may go next', async () => {
    const { deps, shop } = staffWorld();
    await expect(
      changeProjectStatus(deps, { id: SHOP_ID, from: 'new', to: 'active' }, STAFF_ACTOR),
    ).resolves.toEqual({
      id: SHOP_ID,
      status: 'active',
      nextStatuses: ['completed', 'on_hold', 'cancelled'],
    });
    await changeProjectStatus(deps, { id: SHOP_ID, from: 'active', to: 'completed' }, STAFF_ACTOR);
    await changeProjectStatus(deps, { id: SHOP_ID, from: 'completed', to: 'active' }, STAFF_ACTOR);
    expect(shop.status).toBe('active');
  });

  it('refuses a move the rules do not allow, with a message naming both statuses', async () => {
    const { deps, brand } = staffWorld();
    await changeProjectStatus(deps, { id: BRAND_ID, from: 'active', to: 'completed' }, STAFF_ACTOR);
    await expect(
      changeProjectStatus(deps, { id: BRAND_ID, from: 'completed', to: 'on_hold' }, STAFF_ACTOR),
    ).rejects.toMatchObject({
      kind: 'conflict',
      code: 'CLIENTS.PROJECT_STATUS_REFUSED',
      message: 'A project that is completed cannot be moved to on hold.',
    });
    expect(brand.status).toBe('completed');
  });

  it('refuses a change from a status the project no longer has', async () => {
    const { deps, shop } = staffWorld();
    await expect(
      changeProjectStatus(deps, { id: SHOP_ID, from: 'active', to: 'completed' }, STAFF_ACTOR),
    ).rejects.toMatchObject({
      kind: 'conflict',
      code: 'CLIENTS.PROJECT_STATUS_CHANGED',
    });
    expect(shop.status).toBe('new');
  });

  it('refuses the change that loses a race (the conditional update applies to no row)', async () => {
    const { deps, staffRecords } = staffWorld();
    staffRecords.raceOnNextChange = true;
    await expect(
      changeProjectStatus(deps, { id: SHOP_ID, from: 'new', to: 'active' }, STAFF_ACTOR),
    ).rejects.toMatchObject({
      code: 'CLIENTS.PROJECT_STATUS_CHANGED',
    });
  });

  it('refuses a project that does not exist, and a status that is not one', async () => {
    const { deps } = staffWorld();
    await expect(
      changeProjectStatus(deps, { id: MISSING_ID, from: 'new', to: 'active' }, STAFF_ACTOR),
    ).rejects.toMatchObject({
      kind: 'not_found',
    });
    await expect(
      changeProjectStatus(deps, { id: SHOP_ID, from: 'new', to: 'archived' as never }, STAFF_ACTOR),
    ).rejects.toMatchObject({ issues: [expect.objectContaining({ message: 'Choose a status' })] });
  });
});
