import i18next, { type i18n, type TFunction } from 'i18next';
import type {
  EmailBlock,
  EmailParams,
  EmailRenderer,
  EmailText,
  EmailValue,
  LocalizedEmail,
} from '#application/mail/localized-email.ts';
import type { EmailMessage } from '#application/mail/schemas.ts';
import { DEFAULT_SITE_LANGUAGE, SITE_LANGUAGES, type SiteLanguage } from '#domain/shared/language.ts';
import { formatDay, formatMoment, formatPence } from './email-formats.ts';
import { emailCatalogues } from './locales/catalogues.ts';

const SUBJECT_MAX = 200;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const LABEL_STYLE = 'padding:2px 12px 2px 0;color:#555;vertical-align:top';
const QUOTE_STYLE =
  'margin:16px 0;padding:12px 16px;border-left:3px solid #b45309;background:#fafaf9;white-space:pre-wrap';
const BUTTON_STYLE =
  'display:inline-block;padding:10px 18px;background:#b45309;color:#fff;border-radius:6px;text-decoration:none;font-weight:600';
const NOTE_STYLE = 'font-size:13px;color:#555';

interface Rendered {
  text: string;
  html: string;
}

/**
 * The site's e-mails from the e-mail catalogues (`locales/{language}.json`), by i18next: each block
 * becomes plain text and simple, escaped HTML (paragraphs, a table of labelled values, links). A text
 * missing in a language falls back to English.
 */
export class I18nextEmailRenderer implements EmailRenderer {
  private readonly i18n: i18n;

  constructor() {
    this.i18n = i18next.createInstance();
    this.i18n.init({
      resources: Object.fromEntries(
        SITE_LANGUAGES.map((language) => [language, { translation: emailCatalogues[language] }]),
      ),
      lng: DEFAULT_SITE_LANGUAGE,
      fallbackLng: DEFAULT_SITE_LANGUAGE,
      // Values go in raw; the HTML escapes each whole text once.
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }

  text(language: SiteLanguage, text: EmailText): string {
    const t = this.i18n.getFixedT(language);
    return t(text.key, this.values(t, language, text.params));
  }

  render(email: LocalizedEmail): EmailMessage {
    const { language, subject, blocks, ...envelope } = email;
    const t = this.i18n.getFixedT(language);
    const say = (text: EmailText) => t(text.key, this.values(t, language, text.params));
    const value = (shown: EmailValue) => this.value(t, language, shown);
    const parts = blocks.map((block) => renderBlock(block, say, value));
    const subjectLine = say(subject).replace(/\s+/g, ' ').slice(0, SUBJECT_MAX);
    const body = parts.map((part) => part.html).join('\n');
    return {
      ...envelope,
      subject: subjectLine,
      text: parts.map((part) => part.text).join('\n\n'),
      html: `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subjectLine)}</title></head>
<body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1c1917">
${body}
</body></html>`,
    };
  }

  private values(t: TFunction, language: SiteLanguage, params: EmailParams | undefined) {
    return Object.fromEntries(
      Object.entries(params ?? {}).map(([name, shown]) => [name, this.value(t, language, shown)]),
    );
  }

  private value(t: TFunction, language: SiteLanguage, shown: EmailValue): string {
    if (typeof shown === 'string') return shown;
    if (typeof shown === 'number') return String(shown);
    if ('instant' in shown) return formatMoment(language, shown.instant, shown.timeZone);
    if ('day' in shown) return formatDay(language, shown.day, shown.timeZone);
    if ('pence' in shown) return formatPence(language, shown.pence);
    if ('list' in shown) return shown.list.map((item) => this.value(t, language, item)).join(', ');
    return t(shown.key);
  }
}

function renderBlock(
  block: EmailBlock,
  say: (text: EmailText) => string,
  value: (shown: EmailValue) => string,
): Rendered {
  if ('paragraph' in block) {
    const lines = block.paragraph.map(say);
    const html = lines.map(escapeHtml).join('<br>\n');
    return { text: lines.join('\n'), html: `<p>${block.strong ? `<strong>${html}</strong>` : html}</p>` };
  }
  if ('rows' in block) {
    const rows = block.rows.map((row) => [say({ key: row.label }), value(row.value)] as const);
    return {
      text: rows.map(([label, shown]) => `${label}: ${shown}`).join('\n'),
      html: `<table style="border-collapse:collapse">\n${rows
        .map(
          ([label, shown]) =>
            `<tr><th scope="row" style="${LABEL_STYLE};text-align:left;font-weight:normal">${escapeHtml(label)}</th><td>${escapeHtml(shown)}</td></tr>`,
        )
        .join('\n')}\n</table>`,
    };
  }
  if ('link' in block) {
    const label = say(block.link);
    const anchor = `<a href="${escapeHtml(block.url)}"${block.button ? ` style="${BUTTON_STYLE}"` : ''}>${escapeHtml(label)}</a>`;
    return {
      text: `${label}: ${block.url}`,
      html: block.button
        ? `<p>${anchor}</p>\n<p style="${NOTE_STYLE}">${escapeHtml(block.url)}</p>`
        : `<p>${anchor}</p>`,
    };
  }
  if ('quote' in block) {
    return {
      text: block.quote,
      html: `<blockquote style="${QUOTE_STYLE}">${escapeHtml(block.quote)}</blockquote>`,
    };
  }
  const lines = block.note.map(say);
  return {
    text: lines.join('\n'),
    html: `<p style="${NOTE_STYLE}">${lines.map(escapeHtml).join('<br>\n')}</p>`,
  };
}
