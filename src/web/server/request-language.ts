import type { Request } from 'express';
import { isLanguage, type Language, PAGE_LANGUAGE_HEADER, pickLanguage } from '../i18n/languages.ts';

/**
 * The language of a request: `?lang=xx` (the hreflang alternates) wins over the cookie and the
 * browser's languages; a page's own calls name its language in `X-Page-Language` (a visitor on
 * `?lang=de` books in German), and a form may send it as a `lang` field.
 */
export function languageOf(req: Request): Language {
  const body: unknown = req.body;
  const posted = body && typeof body === 'object' && 'lang' in body ? body.lang : undefined;
  const asked = req.query.lang ?? req.get(PAGE_LANGUAGE_HEADER) ?? posted;
  return isLanguage(asked) ? asked : pickLanguage(req.headers.cookie, req.headers['accept-language']);
}
