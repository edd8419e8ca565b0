/**
 * Posts in the site's six languages: a post is written in one language (its original) and may carry
 * a translation of its title, excerpt and content in each of the others; the slug is shared.
 */
export const POST_LANGUAGES = ['en', 'fr', 'it', 'es', 'de', 'pt'] as const;
export type PostLanguage = (typeof POST_LANGUAGES)[number];
export const DEFAULT_POST_LANGUAGE: PostLanguage = 'en';

export function isPostLanguage(value: unknown): value is PostLanguage {
  return (POST_LANGUAGES as readonly unknown[]).includes(value);
}

/** The words of a post in one language. */
export interface PostText {
  title: string;
  excerpt: string | null;
  content: string;
}

/** A post's translations by language (never its original language). */
export type PostTranslations = Partial<Record<PostLanguage, PostText>>;

/**
 * The text a reader gets: the translation for the reader's language, else the original, with the
 * language it is in (pages mark fallback text with its own `lang`).
 */
export function textFor(
  post: PostText & { language: PostLanguage; translations: PostTranslations },
  reader: PostLanguage,
): PostText & { language: PostLanguage } {
  const translation = reader === post.language ? undefined : post.translations[reader];
  if (translation) return { ...translation, language: reader };
  return { title: post.title, excerpt: post.excerpt, content: post.content, language: post.language };
}

/**
 * The translations worth keeping: trimmed, an empty excerpt as none, a translation without title or
 * content dropped (an empty translation is no translation), and none in the original language.
 */
export function keptTranslations(
  translations: Partial<Record<PostLanguage, { title?: string; excerpt?: string | null; content?: string }>>,
  original: PostLanguage,
): PostTranslations {
  const kept: PostTranslations = {};
  for (const language of POST_LANGUAGES) {
    const translation = translations[language];
    if (language === original || !translation) continue;
    const title = translation.title?.trim() ?? '';
    const content = translation.content?.trim() ?? '';
    if (!title || !content) continue;
    kept[language] = { title, excerpt: translation.excerpt?.trim() || null, content };
  }
  return kept;
}
