import { describe, expect, it } from 'vitest';
import glossary from '#web/i18n/glossary.json' with { type: 'json' };
import { messagesOf } from '../../fixtures/catalogues.ts';
import { emailCatalogue } from '../../fixtures/english-in-email.ts';

type Language = 'de' | 'fr' | 'it' | 'es' | 'pt';
const LANGUAGES: Language[] = ['de', 'fr', 'it', 'es', 'pt'];

/**
 * Every text of a language the reader meets: the site's catalogues and the e-mails' (with the PDF's),
 * the e-mails' keys under `email:` so the two never share a key.
 */
function textsOf(language: Language | 'en'): Map<string, string> {
  const emails = [...emailCatalogue(language)].map(([key, text]) => [`email:${key}`, text] as const);
  return new Map([...messagesOf(language), ...emails]);
}
const en = textsOf('en');

// A word edge that knows letters beyond ASCII: `\b` alone finds one inside "dépôt" or "transação".
const WORD_EDGE = '(?:(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}]))';
const pattern = (source: string, caseSensitive = false) =>
  new RegExp(source.replaceAll('\\b', WORD_EDGE), caseSensitive ? 'u' : 'iu');

/** The texts of a language that break one of the rules, as "key: text". */
function breaches(
  language: Language,
  avoid: string[],
  options: { caseSensitive?: boolean; when?: (key: string) => boolean; allow?: string[] } = {},
): string[] {
  const rules = avoid.map((source) => pattern(source, options.caseSensitive));
  return [...textsOf(language)]
    .filter(([key]) => options.when?.(key) ?? true)
    .filter(([, text]) => {
      // A placeholder ("{{deposit}}") is a name for the code, never read: only the words around it count.
      const words = text.replaceAll(/\{\{[^}]*\}\}/g, '');
      const checked = (options.allow ?? []).reduce((rest, allowed) => rest.replaceAll(allowed, ''), words);
      return rules.some((rule) => rule.test(checked));
    })
    .map(([key, text]) => `${key}: ${text.slice(0, 120)}`);
}

describe('the glossary (src/web/i18n/glossary.json)', () => {
  it.each(LANGUAGES)('%s speaks to the reader in one register', (language) => {
    const register = glossary.registers[language];
    const exempt = glossary.registerExempt.keys.map((source) => new RegExp(source));
    expect(
      breaches(language, register.avoid, {
        caseSensitive: 'caseSensitive' in register && register.caseSensitive === true,
        when: (key) => !exempt.some((rule) => rule.test(key)),
      }),
      `${language} addresses the reader as "${register.address}"`,
    ).toEqual([]);
  });

  it.each(LANGUAGES)('%s names each concept with one term', (language) => {
    const found = glossary.terms.flatMap((term) => {
      const english = pattern(term.en);
      return breaches(language, term[language].avoid, {
        when: (key) => english.test(en.get(key) ?? ''),
      }).map((breach) => `${term.concept} is "${term[language].use}": ${breach}`);
    });
    expect(found).toEqual([]);
  });

  it('French puts a space before a colon', () => {
    const { avoid, allow } = glossary.typography.fr;
    expect(breaches('fr', avoid, { allow })).toEqual([]);
  });
});

describe('labels in the pages', () => {
  const sources = import.meta.glob<string>('../../../src/web/**/*.tsx', {
    eager: true,
    query: '?raw',
    import: 'default',
  });

  it('take their colon from the catalogue, so French can put its space before it ("Solde de jetons :")', () => {
    const glued = Object.entries(sources).flatMap(([file, source]) =>
      source
        .split('\n')
        .filter((line) => /\{(?:t|text)\([^)]*\)\}:\s/.test(line))
        // Read aloud only: a screen reader says the colon the same with or without the space.
        .filter((line) => !/aria-label|sr-only/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(glued).toEqual([]);
  });
});
