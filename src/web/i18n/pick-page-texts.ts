import { catalogs } from './catalogs.ts';
import type { Language } from './languages.ts';
import type { PageTextFiles, PageTexts } from './page-texts.ts';
import type { Message, Messages } from './translator.ts';

const PAGE_TEXT_FILE = /\/pages\/([\w-]+)\/(\w+)\.json$/;

const isGroup = (message: Message | undefined): message is Messages =>
  typeof message === 'object' && !Array.isArray(message);

/** `fallback` with `preferred` laid over it, key by key (i18next's fallback to English, done once). */
function withFallback(preferred: Messages, fallback: Messages): Messages {
  const merged: Messages = { ...fallback };
  for (const [key, value] of Object.entries(preferred)) {
    const under = merged[key];
    merged[key] = isGroup(value) && isGroup(under) ? withFallback(value, under) : value;
  }
  return merged;
}

/** The sections the server's English messages come from (validation, sign-in, the editor's). */
const SERVER_MESSAGES: Messages = {
  validation: catalogs.en.validation,
  login: { invalidCredentials: catalogs.en.login.invalidCredentials },
  adminBlog: { messages: catalogs.en.adminBlog.messages },
};

const resolved = new Map<string, Messages>();

/** A catalogue in one language over its English, made once per language and group. */
function resolve(key: string, messages: Messages | undefined, english: Messages | undefined): Messages {
  let found = resolved.get(key);
  if (!found) {
    found = withFallback(messages ?? {}, english ?? {});
    resolved.set(key, found);
  }
  return found;
}

/** On the server: the shared catalogue and the page's text groups, resolved in the reader's language. */
export function pickPageTexts(lang: Language, files: readonly PageTextFiles[] | undefined): PageTexts {
  const byGroup = new Map<string, Partial<Record<string, Messages>>>();
  for (const byPath of files ?? []) {
    for (const [file, messages] of Object.entries(byPath)) {
      const [, group, language] = PAGE_TEXT_FILE.exec(file) ?? [];
      if (!group || !language) continue;
      byGroup.set(group, { ...byGroup.get(group), [language]: messages });
    }
  }
  const messages: Messages = { ...resolve(lang, catalogs[lang], catalogs.en) };
  for (const [group, languages] of byGroup)
    messages[group] = resolve(`${lang}:${group}`, languages[lang], languages.en);
  return lang === 'en' ? { lang, messages } : { lang, messages, english: SERVER_MESSAGES };
}
