import { queuePortalEmail } from '#application/client-sign-in/portal-link-email.ts';
import { MESSAGE_RATE_LIMIT, shouldEmailRecipient } from '#domain/clients/conversation.ts';
import { tooManyMessages } from '#domain/clients/errors.ts';
import type { JobQueue } from '../jobs/ports.ts';
import type { EmailRenderer } from '../mail/localized-email.ts';
import { type OwnerNoticeDeps, ownerReader } from '../mail/owner-reader.ts';
import { emailMessageSchema } from '../mail/schemas.ts';
import { sendLocalizedEmail } from '../mail/send-localized-email.ts';
import type { Clock, RateLimiter } from '../shared/ports.ts';
import { enforceRateLimit } from '../shared/rate-limit.ts';
import { clientMessageEmail, clientThreadPath, ownerMessageEmail } from './conversation-emails.ts';
import type { ConversationThreads, EmailDecision, SentMessage } from './ports.ts';

export interface SendMessageDeps extends OwnerNoticeDeps {
  /** Writes each e-mail in its reader's language (the client's, or the owner's). */
  emails: EmailRenderer;
  threads: ConversationThreads;
  limiter: RateLimiter;
  clock: Clock;
  queue: JobQueue;
  baseUrl: string;
  warn(context: object, message: string): void;
}

/** Counts one message for the account (`client:{id}` or `user:{id}`), refusing past the limit. */
export const limitMessages = (deps: Pick<SendMessageDeps, 'limiter'>, account: string) =>
  enforceRateLimit(deps.limiter, `messages:${account}`, MESSAGE_RATE_LIMIT, tooManyMessages);

/** The throttle rule, at the message's own time (the transaction applies it to the locked row). */
export const emailDecision =
  (at: Date): EmailDecision =>
  (recipient) =>
    shouldEmailRecipient(recipient, at);

/**
 * Queues the other side's e-mail about a stored message when the transaction decided so. The message is
 * kept even if the queue is away (logged): the thread itself is what matters.
 */
export async function emailRecipient(deps: SendMessageDeps, sent: SentMessage): Promise<void> {
  if (!sent.emailRecipient) return;
  const toClient = sent.message.author === 'owner';
  const to = toClient ? sent.client.email : deps.ownerEmail;
  if (!emailMessageSchema.shape.to.safeParse(to).success) {
    deps.warn({ conversationId: sent.conversation.id }, 'message e-mail not sent: undeliverable address');
    return;
  }
  const options = { jobId: `message-${sent.message.id}` };
  try {
    if (toClient)
      await queuePortalEmail(
        deps,
        {
          clientId: sent.client.id,
          target: clientThreadPath(sent.conversation.id),
          compose: (link) => clientMessageEmail(link, sent),
        },
        options,
      );
    else
      await sendLocalizedEmail(deps, ownerMessageEmail(await ownerReader(deps), deps.baseUrl, sent), options);
  } catch (error) {
    deps.warn({ err: error, conversationId: sent.conversation.id }, 'message e-mail not queued');
  }
}
