import { intlLocale } from './intl-locale.ts';
import type { Language } from './languages.ts';

export type Messages = { [key: string]: Message };
/** A text, or a list or group of them (the CV's and legal pages' structured texts). */
export type Message = string | Message[] | Messages;
export type TranslateValues = { count?: number } & Record<string, unknown>;

/**
 * The pages' translator, in the browser and on the server: what i18next does with the site's
 * catalogues (nested keys, `{{value}}` placeholders, plural forms by `Intl.PluralRules`), over
 * messages already resolved in one language with the English fallback merged in. `translator.test.ts`
 * holds it to i18next's output for every key of every catalogue.
 */
export interface Translate {
  (key: string, values?: TranslateValues): string;
  readonly language: Language;
  /** The key under `section` whose English text is `text` (an English message the server sent). */
  keyOf(section: string, text: string): string | undefined;
  /** The list or group of texts at `key`, as the catalogue holds it (i18next's `returnObjects`). */
  nested(key: string): Message | undefined;
}

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

function lookup(messages: Message | undefined, path: string): Message | undefined {
  let node = messages;
  for (const part of path.split('.'))
    node = typeof node === 'object' ? (node as Record<string, Message | undefined>)[part] : undefined;
  return node;
}

/** i18next's interpolation: a missing value keeps its placeholder, null becomes empty. */
function interpolate(text: string, values: TranslateValues): string {
  return text.replace(PLACEHOLDER, (placeholder, path: string) => {
    let value: unknown = values;
    for (const part of path.split('.'))
      value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
    if (value === undefined) return placeholder;
    return value === null ? '' : String(value);
  });
}

/**
 * `english` holds the English texts of the sections the server's messages come from; without it the
 * messages are English themselves.
 */
export function createTranslator(
  language: Language,
  messages: Messages,
  english: Messages = messages,
): Translate {
  // Made at the first count: a browser's first Intl call loads ICU's data (~110 ms on a phone), and most
  // pages render no plural while they hydrate.
  let plurals: Intl.PluralRules | undefined;
  const pluralOf = (count: number) => {
    plurals ??= new Intl.PluralRules(intlLocale(language));
    return plurals.select(count);
  };
  const textAt = (path: string) => {
    const found = lookup(messages, path);
    return typeof found === 'string' ? found : undefined;
  };
  const t = (key: string, values: TranslateValues = {}) => {
    const { count } = values;
    const plural =
      typeof count === 'number'
        ? ((count === 0 ? textAt(`${key}_zero`) : undefined) ?? textAt(`${key}_${pluralOf(count)}`))
        : undefined;
    const text = plural ?? textAt(key);
    return text === undefined ? key : interpolate(text, values);
  };
  const keyOf = (section: string, text: string) => {
    const texts = lookup(english, section);
    if (typeof texts !== 'object' || Array.isArray(texts)) return undefined;
    const found = Object.entries(texts).find(([, english]) => english === text)?.[0];
    return found === undefined ? undefined : `${section}.${found}`;
  };
  return Object.assign(t, { language, keyOf, nested: (key: string) => lookup(messages, key) });
}
