import { describe, expect, it } from 'vitest';
import { type BookingService, keptServiceTranslations, serviceText } from '#domain/booking/service.ts';

const service = {
  name: 'Garden Design Session',
  description: 'An hour about your garden.',
  translations: {
    de: { name: 'Gartengestaltung', description: 'Eine Stunde über Ihren Garten.' },
    fr: { name: 'Conception de jardin', description: '' },
  },
} as unknown as BookingService;

describe("a service's text in a language", () => {
  it("is the language's own, field by field, else the English text", () => {
    expect(serviceText(service, 'de')).toEqual({
      name: 'Gartengestaltung',
      description: 'Eine Stunde über Ihren Garten.',
    });
    expect(serviceText(service, 'fr')).toEqual({
      name: 'Conception de jardin',
      description: 'An hour about your garden.',
    });
    expect(serviceText(service, 'it')).toEqual({
      name: 'Garden Design Session',
      description: 'An hour about your garden.',
    });
  });
});

describe('the translations kept', () => {
  it('are trimmed, and a language left empty is no translation', () => {
    expect(
      keptServiceTranslations({
        de: { name: ' Gartengestaltung ', description: '  ' },
        it: { name: '', description: '' },
        pt: undefined,
      }),
    ).toEqual({ de: { name: 'Gartengestaltung', description: '' } });
  });
});
