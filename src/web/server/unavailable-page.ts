import type { Response } from 'express';
import { catalogs } from '../i18n/catalogs.ts';
import type { Language } from '../i18n/languages.ts';
import { RETRY_AFTER_SECONDS } from './unavailable.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The page a person gets while the database is away (503): plain HTML in their language, made without
 * the page renderer or anything else that might need the database, and a link to try the address again.
 */
export function sendUnavailablePage(res: Response, language: Language): void {
  const { errors } = catalogs[language];
  const title = escapeHtml(errors.unavailableTitle);
  res
    .status(503)
    .setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
    .setHeader('Cache-Control', 'no-store')
    .type('html')
    .send(
      `<!doctype html>\n<html lang="${language}">\n<head>\n<meta charset="utf-8">\n` +
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n' +
        `<meta name="robots" content="noindex">\n<title>${title}</title>\n</head>\n` +
        `<body>\n<main>\n<h1>${title}</h1>\n<p>${escapeHtml(errors.unavailableText)}</p>\n` +
        `<p><a href="">${escapeHtml(errors.tryAgain)}</a></p>\n</main>\n</body>\n</html>\n`,
    );
}
