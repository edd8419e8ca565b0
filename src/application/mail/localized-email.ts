import type { SiteLanguage } from '#domain/shared/language.ts';
import type { EmailMessage } from './schemas.ts';

/**
 * A value an e-mail shows, formatted for the reader by the renderer: a moment in a zone ("Dienstag,
 * 2. Juni 2026, 11:00 (Europe/Paris)"), a calendar day, an amount in pence (GBP), a catalogue text,
 * or several values separated by commas.
 */
export type EmailValue =
  | string
  | number
  | { instant: Date; timeZone: string }
  /** A calendar day in `timeZone` (the owner's, London, when none is given). */
  | { day: Date; timeZone?: string }
  | { pence: number }
  | { key: string }
  | { list: EmailValue[] };

export type EmailParams = Record<string, EmailValue>;

/** A catalogue text (its full key, e.g. `booking.confirmed.subject`) with its values. */
export interface EmailText {
  key: string;
  params?: EmailParams;
}

/** The parts an e-mail is made of, in order; texts are catalogue keys, never English strings. */
export type EmailBlock =
  /** One paragraph: its texts are lines of it. */
  | { paragraph: EmailText[]; strong?: boolean }
  /** Labelled values ("Service: …"), one a line; labels are keys. */
  | { rows: Array<{ label: string; value: EmailValue }> }
  /** A link: "Label: url" in text, a link (or a button) in HTML. */
  | { link: EmailText; url: string; button?: boolean }
  /** The reader's or a sender's own words, quoted as they are. */
  | { quote: string }
  /** Small print under the rest. */
  | { note: EmailText[] };

/** One message in one language: its template says which catalogue texts it is made of. */
export interface LocalizedEmail extends Omit<EmailMessage, 'subject' | 'text' | 'html'> {
  language: SiteLanguage;
  subject: EmailText;
  blocks: EmailBlock[];
}

/** Renders e-mails from the e-mail catalogues (i18next on the server) to plain text and HTML. */
export interface EmailRenderer {
  render(email: LocalizedEmail): EmailMessage;
  /** One catalogue text in a language (a calendar file's summary and description, say). */
  text(language: SiteLanguage, text: EmailText): string;
}
