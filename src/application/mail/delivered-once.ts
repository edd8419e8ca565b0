import type { MailDeliveries, Mailer } from './ports.ts';

/**
 * The mailer one run of a job sends through: its n-th e-mail has the key `{jobKey}#{n}`, and an e-mail
 * whose key is recorded as sent is not sent again. So a job run again (a retry after a later step
 * failed, or a job taken up again after its worker was killed) sends only what it had not sent. What
 * is sent carries a Message-ID made from its key (see the mailer), for the one narrow case left: cut
 * off after the server took the message and before it was recorded.
 */
export function deliveredOnce(mailer: Mailer, deliveries: MailDeliveries, jobKey: string): Mailer {
  let sent = 0;
  return {
    async send(message) {
      sent += 1;
      const deliveryKey = `${jobKey}#${sent}`;
      const before = await deliveries.sentMessageId(deliveryKey);
      if (before !== undefined) return { messageId: before, destination: 'sent before' };
      const receipt = await mailer.send(message, { deliveryKey });
      await deliveries.recordSent(deliveryKey, receipt.messageId);
      return receipt;
    },
    verify: () => mailer.verify(),
    close: () => mailer.close(),
  };
}
