import type { EmailRenderer } from '#application/mail/localized-email.ts';
import { I18nextEmailRenderer } from './i18next-email-renderer.ts';

let shared: EmailRenderer | undefined;

/** The process's e-mail renderer: it holds only the catalogues, so one serves every request and job. */
export function emailRenderer(): EmailRenderer {
  shared ??= new I18nextEmailRenderer();
  return shared;
}
