import { describe, expect, it } from 'vitest';
import { isPostLanguage, keptTranslations, textFor } from '#domain/blog/translations.ts';

const post = {
  title: 'Weekly catch-up',
  excerpt: 'What happened',
  content: '# Hello',
  language: 'en' as const,
  translations: { de: { title: 'Wöchentliches Update', excerpt: null, content: '# Hallo' } },
};

describe('the text a reader gets', () => {
  it("gives the translation in the reader's language", () => {
    expect(textFor(post, 'de')).toEqual({
      title: 'Wöchentliches Update',
      excerpt: null,
      content: '# Hallo',
      language: 'de',
    });
  });

  it('falls back to the original, in its own language, when the translation is missing', () => {
    expect(textFor(post, 'fr')).toEqual({
      title: 'Weekly catch-up',
      excerpt: 'What happened',
      content: '# Hello',
      language: 'en',
    });
  });

  it('gives the original to a reader of its language, even beside a stray translation in it', () => {
    const german = { ...post, language: 'de' as const };
    expect(textFor(german, 'de').title).toBe('Weekly catch-up');
  });
});

describe('the translations kept on save', () => {
  it('trims them, turns an empty excerpt into none and drops empty ones and the original language', () => {
    expect(
      keptTranslations(
        {
          fr: { title: ' Bonjour ', excerpt: '  ', content: ' Texte ' },
          de: { title: '', excerpt: '', content: '' },
          it: { title: 'Ciao', content: '' },
          en: { title: 'Hello', content: 'Text' },
        },
        'en',
      ),
    ).toEqual({ fr: { title: 'Bonjour', excerpt: null, content: 'Texte' } });
  });

  it('knows the six languages', () => {
    expect(['en', 'fr', 'it', 'es', 'de', 'pt'].every(isPostLanguage)).toBe(true);
    expect(isPostLanguage('nl')).toBe(false);
  });
});
