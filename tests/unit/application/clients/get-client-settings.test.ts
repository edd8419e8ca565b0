import { describe, expect, it } from 'vitest';
import { getClientSettings } from '#application/clients/get-client-settings.ts';
import { portalWorld } from './portal-fixture.ts';

describe('getClientSettings', () => {
  it("gives the client's name, e-mail, phone and company (empty ones as null)", async () => {
    const { deps, ada, asAda } = portalWorld();
    ada.company = 'Analytical Engines Ltd';
    expect(await getClientSettings(deps, asAda)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: null,
      company: 'Analytical Engines Ltd',
    });
  });
});
