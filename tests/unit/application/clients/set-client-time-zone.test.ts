import { describe, expect, it } from 'vitest';
import { getClientSettings } from '#application/portal/get-client-settings.ts';
import { getPortalOverview } from '#application/portal/get-portal-overview.ts';
import { PORTAL_TIME_ZONE_MESSAGE, portalTimeZoneSchema } from '#application/portal/schemas.ts';
import { setClientTimeZone } from '#application/portal/set-client-time-zone.ts';
import { portalWorld } from './portal-fixture.ts';

// Issue 43, item 8: the portal showed a Madrid client London's times, and they could not say otherwise.

describe("the client's time zone in the portal", () => {
  it('is given with the settings and the overview, so every portal page reads times in it', async () => {
    const { deps, ada, asAda } = portalWorld();
    ada.timeZone = 'Europe/Madrid';
    expect((await getClientSettings(deps, asAda)).timeZone).toBe('Europe/Madrid');
    expect((await getPortalOverview(deps, asAda)).client.timeZone).toBe('Europe/Madrid');
  });

  it('is changed by the client in the Settings tab, to a zone the site knows', async () => {
    const { deps, ada, asAda } = portalWorld();
    const settings = await setClientTimeZone(deps, asAda, { timeZone: 'America/Sao_Paulo' });
    expect(settings.timeZone).toBe('America/Sao_Paulo');
    expect(ada.timeZone).toBe('America/Sao_Paulo');
  });

  it.each(['Mars/Olympus_Mons', '', 'europe/madrid', 'Europe/Madrid; DROP', 'x'.repeat(200)])(
    'refuses %j with "Choose a time zone from the list"',
    (timeZone) => {
      const parsed = portalTimeZoneSchema.safeParse({ timeZone });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(PORTAL_TIME_ZONE_MESSAGE);
      expect(PORTAL_TIME_ZONE_MESSAGE).toBe('Choose a time zone from the list');
    },
  );

  it('accepts every zone the server lists, and UTC', () => {
    for (const timeZone of [...Intl.supportedValuesOf('timeZone'), 'UTC'])
      expect(portalTimeZoneSchema.safeParse({ timeZone }).success, timeZone).toBe(true);
  });
});
