import { describe, expect, it } from 'vitest';
import { clientAsSeen } from '#application/portal/client-as-seen.ts';
import { getPortalOverview } from '#application/portal/get-portal-overview.ts';
import { portalWorld } from './portal-fixture.ts';

describe('clientAsSeen', () => {
  it('is the client the portal reads for, as their own session would be', async () => {
    const { deps, ada, asAda } = portalWorld();
    const seen = await clientAsSeen(deps, ada.id);
    expect(seen).toEqual(asAda);
    expect(await getPortalOverview(deps, seen)).toEqual(await getPortalOverview(deps, asAda));
  });

  it('refuses an unknown client as not found (not as "no client account")', async () => {
    const { deps } = portalWorld();
    await expect(clientAsSeen(deps, crypto.randomUUID())).rejects.toMatchObject({
      kind: 'not_found',
      code: 'CLIENTS.CLIENT_RECORD_NOT_FOUND',
    });
  });
});
