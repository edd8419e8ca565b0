import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type i18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { catalogs } from '#web/i18n/catalogs.ts';
import { intlLocale } from '#web/i18n/intl-locale.ts';
import { LANGUAGES, type Language } from '#web/i18n/languages.ts';
import type { PageTextFiles } from '#web/i18n/page-texts.ts';
import { pickPageTexts } from '#web/i18n/pick-page-texts.ts';
import { createTranslator, type Message, type Messages } from '#web/i18n/translator.ts';

/**
 * The pages' translator against i18next: every key of every catalogue (shared and page groups), in
 * every language, with its placeholders filled and left out, and counts of every plural category.
 */
const PAGES = path.resolve('src/web/i18n/pages');
const files: PageTextFiles = {};
for (const group of readdirSync(PAGES))
  for (const file of readdirSync(path.join(PAGES, group)).filter((name) => name.endsWith('.json')))
    files[`/pages/${group}/${file}`] = JSON.parse(readFileSync(path.join(PAGES, group, file), 'utf8'));

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Counts that reach every category of the six languages (1.5 and 1,000,000 are "many" in some). */
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 100, 1.5, 1_000_000];

/** The catalogues of one language as i18next holds them: shared texts and each page group. */
function resources(language: Language): Messages {
  const messages: Messages = { ...catalogs[language] };
  for (const [file, texts] of Object.entries(files)) {
    const [, group, fileLanguage] = /\/pages\/(\w+)\/(\w+)\.json$/.exec(file) ?? [];
    if (group && fileLanguage === language) messages[group] = texts;
  }
  return messages;
}

/** i18next as the site configured it for pages: English fallback, regional plural rules (pt-PT). */
function referenceI18next(language: Language): i18n {
  const instance = i18next.createInstance();
  instance.init({
    resources: Object.fromEntries(LANGUAGES.map(({ code }) => [code, { translation: resources(code) }])),
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const resolver = instance.services.pluralResolver as {
    getRule(code: string, options?: object): Intl.PluralRules | undefined;
  };
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(intlLocale(code), options);
  return instance;
}

function leaves(messages: Message, prefix = ''): [string, string][] {
  if (typeof messages === 'string') return [[prefix.slice(0, -1), messages]];
  return Object.entries(messages).flatMap(([key, value]) => leaves(value, `${prefix}${key}.`));
}

describe("the pages' translator", () => {
  for (const { code: language } of LANGUAGES) {
    it(`writes every key in ${language} exactly as i18next does`, () => {
      const reference = referenceI18next(language);
      const texts = pickPageTexts(language, [files]);
      const t = createTranslator(texts.lang, texts.messages, texts.english);
      const keys = new Map<string, Set<string>>();
      for (const [key, text] of [...leaves(resources('en')), ...leaves(resources(language))]) {
        const base = key.replace(PLURAL_SUFFIX, '');
        const names = keys.get(base) ?? new Set<string>();
        for (const [, name = ''] of text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)) names.add(name);
        keys.set(base, names);
      }
      let compared = 0;
      for (const [key, names] of keys) {
        const values = Object.fromEntries([...names].map((name) => [name, `‹${name}›`]));
        const calls: Record<string, unknown>[] = names.has('count')
          ? COUNTS.map((count) => ({ ...values, count }))
          : [values, {}, { ...values, [[...names][0] ?? 'unused']: null }];
        for (const call of calls) {
          expect(t(key, call), `${language} ${key} ${JSON.stringify(call)}`).toBe(reference.t(key, call));
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }

  it("gives the CV's and legal pages' lists and groups as i18next's returnObjects does", () => {
    for (const { code: language } of LANGUAGES) {
      const reference = referenceI18next(language);
      const texts = pickPageTexts(language, [files]);
      const t = createTranslator(texts.lang, texts.messages, texts.english);
      for (const key of ['cv', 'legal'])
        expect(t.nested(key), `${language} ${key}`).toEqual(reference.t(key, { returnObjects: true }));
    }
  });

  it('answers a missing key with the key, as i18next does', () => {
    const texts = pickPageTexts('de', [files]);
    expect(createTranslator('de', texts.messages)('nav.noSuchKey')).toBe('nav.noSuchKey');
  });

  it('finds the key of an English server message on a German page', () => {
    const texts = pickPageTexts('de', [files]);
    const t = createTranslator('de', texts.messages, texts.english);
    const key = t.keyOf('validation', catalogs.en.validation.emailInvalid);
    expect(key && t(key)).toBe(catalogs.de.validation.emailInvalid);
  });
});
