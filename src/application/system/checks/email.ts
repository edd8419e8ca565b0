import type { CheckFinding } from '#domain/system/system-check.ts';
import type { MailTransportProbe } from '../ports.ts';
import { errorText } from './failure.ts';

/**
 * The e-mail transport: the SMTP server greets and accepts the site's login (no message is sent); or,
 * without SMTP_URL, the folder for `.eml` files is writable, a warning since nothing reaches anyone.
 */
export async function checkEmail(mail: MailTransportProbe): Promise<CheckFinding> {
  try {
    await mail.verify();
  } catch (error) {
    const details = errorText(error);
    return mail.kind === 'smtp'
      ? { outcome: 'fail', message: 'The SMTP server could not be reached: no e-mail is being sent', details }
      : { outcome: 'fail', message: 'The folder for .eml files is not writable: e-mails are lost', details };
  }
  return mail.kind === 'smtp'
    ? { outcome: 'pass', message: 'The SMTP server accepted a connection' }
    : {
        outcome: 'warning',
        message: 'E-mails are written as .eml files, not sent: set SMTP_URL to deliver them',
      };
}
