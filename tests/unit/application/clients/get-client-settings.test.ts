import { describe, expect, it } from 'vitest';
import { getClientSettings } from '#application/portal/get-client-settings.ts';
import { portalWorld } from './portal-fixture.ts';

describe('getClientSettings', () => {
  it("gives the client's name, e-mail, phone and company (empty ones as null) and their e-mails' language", async () => {
    const { deps, ada, asAda } = portalWorld();
    ada.company = 'Analytical Engines Ltd';
    expect(await getClientSettings(deps, asAda)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: null,
      company: 'Analytical Engines Ltd',
      language: 'en',
      timeZone: 'Europe/London',
    });
    ada.language = 'de';
    expect((await getClientSettings(deps, asAda)).language).toBe('de');
    // A stored language the site does not write in reads as English, as her e-mails are.
    ada.language = 'nl';
    expect((await getClientSettings(deps, asAda)).language).toBe('en');
  });
});
