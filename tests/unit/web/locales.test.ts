import { describe, expect, it } from 'vitest';
import { intlLocale } from '#web/i18n/intl-locale.ts';
import { catalogs, messagesOf } from '../../fixtures/catalogues.ts';

const locales = Object.keys(catalogs).filter((locale) => locale !== 'en');

function placeholders(value: string): string {
  const names = [...value.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]);
  return [...new Set(names)].sort().join(', ');
}

const en = messagesOf('en');

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The keys without their plural suffixes: languages have different plural categories. */
function baseKeys(messages: Map<string, string>): string[] {
  return [...new Set([...messages.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')))];
}

describe('locale files', () => {
  it.each(locales)('%s has every key of en and no other (plural forms aside)', (locale) => {
    const keys = baseKeys(messagesOf(locale));
    const enKeys = baseKeys(en);
    const missing = enKeys.filter((key) => !keys.includes(key));
    const extra = keys.filter((key) => !enKeys.includes(key));
    expect({ missing, extra }, `${locale} keys compared with en`).toEqual({ missing: [], extra: [] });
  });

  it.each(['en', ...locales])(
    '%s gives every counted text exactly the plural forms of its language',
    (locale) => {
      const categories = new Intl.PluralRules(intlLocale(locale)).resolvedOptions().pluralCategories;
      const expected = [...categories].sort().join(', ');
      const forms = new Map<string, string[]>();
      for (const key of messagesOf(locale).keys()) {
        const category = PLURAL_SUFFIX.exec(key)?.[1];
        if (!category) continue;
        const base = key.replace(PLURAL_SUFFIX, '');
        forms.set(base, [...(forms.get(base) ?? []), category]);
      }
      const wrong = [...forms]
        .map(([base, found]) => [base, found.sort().join(', ')])
        .filter(([, found]) => found !== expected)
        .map(([base, found]) => `${base}: ${found} (expected ${expected})`);
      expect(wrong, `plural forms in ${locale}`).toEqual([]);
      // Every language counts the same texts.
      expect([...forms.keys()].sort()).toEqual(
        baseKeys(en)
          .filter((key) => en.has(`${key}_one`))
          .sort(),
      );
    },
  );

  // Issue 29: "Uploading 1 reference images...", "Envoi de 1 images…", "0 image(s) sur 5 choisie(s)". A
  // text that counts things with {{count}} has its language's plural forms; only these read the same
  // for any number (a page number, an abbreviation, a count in brackets or beside an adjective).
  const UNCOUNTED = new Set([
    'nav.messagesUnread',
    'blog.pageOf',
    'conversations.unread',
    'conversations.tabUnread',
    'adminBookings.bookings.pageOf',
    'adminBookings.services.minutes',
    'adminClients.list.pageOf',
  ]);
  it('gives plural forms to every English text that counts with {{count}}', () => {
    const unpluralised = [...en]
      .filter(([key, value]) => value.includes('{{count}}') && !PLURAL_SUFFIX.test(key))
      .map(([key]) => key)
      .filter((key) => !UNCOUNTED.has(key));
    expect(unpluralised).toEqual([]);
  });

  it.each(['en', ...locales])('%s has no empty values', (locale) => {
    const empty = [...messagesOf(locale)].filter(([, value]) => value.trim() === '').map(([key]) => key);
    expect(empty, `empty values in ${locale}`).toEqual([]);
  });

  it.each(locales)('%s has no "[ES]"-style untranslated markers', (locale) => {
    const marked = [...messagesOf(locale)]
      .filter(([, value]) => /\[[A-Z]{2}(?:-[A-Z]{2})?\]/i.test(value))
      .map(([key, value]) => `${key}: ${value}`);
    expect(marked, `values in ${locale} with a bracket marker`).toEqual([]);
  });

  it.each(locales)('%s uses the same {{placeholders}} as en in every value', (locale) => {
    const mismatches = [...messagesOf(locale)].flatMap(([key, value]) => {
      const enValue = en.get(key) ?? en.get(key.replace(PLURAL_SUFFIX, '_other'));
      const expected = placeholders(enValue ?? value); // keys en lacks are reported by the key test
      const actual = placeholders(value);
      return expected === actual ? [] : [`${key}: en has {${expected}}, ${locale} has {${actual}}`];
    });
    expect(mismatches, `placeholder mismatches in ${locale}`).toEqual([]);
  });
});
