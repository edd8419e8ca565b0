import { tooManyInquiries } from '#domain/clients/errors.ts';
import { INQUIRY_RATE_LIMITS, REFERENCE_IMAGE_UPLOAD_WINDOW_MS } from '#domain/clients/inquiry.ts';
import { isHoneypotFilled } from '#domain/contact/contact-message.ts';
import { readerLanguage } from '#domain/shared/language.ts';
import type { UserRepository } from '../accounts/ports.ts';
import type { RateLimiter } from '../shared/ports.ts';
import { enforceRateLimit } from '../shared/rate-limit.ts';
import { inquiryAddressKey } from './inquiry-allowance.ts';
import { type InquiryNotificationDeps, queueInquiryNotification } from './inquiry-notification.ts';
import type { ClientRepository, InquiryRecorder, UploadPermits } from './ports.ts';
import type { InquiryRequest, InquiryResultDto } from './schemas.ts';

export interface InquiryDeps extends InquiryNotificationDeps {
  inquiries: InquiryRecorder;
  clients: ClientRepository;
  users: Pick<UserRepository, 'findByEmail'>;
  uploadPermits: UploadPermits;
  limiter: RateLimiter;
}

/** Who sent the inquiry, as the web layer knows it. */
export interface InquirySender {
  ip: string;
  /** The signed-in user's id; null for a visitor who is not signed in. */
  userId: string | null;
  /** The language of the page the inquiry was sent from. */
  language?: string;
}

/**
 * Records a project inquiry (client found by e-mail or created, project `new`, the initial conversation:
 * one transaction), then queues the owner's e-mail and the client's acknowledgement. An inquiry for a
 * client's address (or a site account's) from anyone not signed in as that client (or account) leaves
 * the client as stored (or makes it from the account) and adds an unverified project, and the address is asked to confirm it instead; the answer is the same, so it
 * tells nobody which addresses are clients'. Once recorded the
 * visitor is thanked even if the queue is away: `queuePendingInquiryNotifications` queues them later.
 * A filled honeypot gets the same answer with nothing kept. The answer carries a signed permit to
 * upload the project's reference images for the next hour.
 */
export async function submitInquiry(
  deps: InquiryDeps,
  input: InquiryRequest,
  sender: InquirySender,
): Promise<InquiryResultDto> {
  await enforceRateLimit(
    deps.limiter,
    inquiryAddressKey(sender.ip),
    INQUIRY_RATE_LIMITS.perIp,
    tooManyInquiries,
  );
  if (isHoneypotFilled(input.website)) {
    deps.warn(
      { ip: sender.ip, email: input.email, honeypot: input.website?.slice(0, 100) },
      'inquiry form honeypot filled: inquiry dropped',
    );
    return { received: true, projectId: null, uploadPermit: null };
  }
  const email = input.email.trim().toLowerCase();
  await enforceRateLimit(
    deps.limiter,
    `inquiry:email:${email}`,
    INQUIRY_RATE_LIMITS.perEmail,
    tooManyInquiries,
  );
  const signedInClient = sender.userId ? await deps.clients.findByUserId(sender.userId) : null;
  const account = await deps.users.findByEmail(email);
  const addressAccount =
    account && account.id !== sender.userId
      ? { name: `${account.firstName} ${account.lastName}`.trim(), phone: account.phone, company: null }
      : null;
  const { client, project } = await deps.inquiries.record(
    {
      name: input.name,
      email,
      phone: input.phone,
      company: input.company,
      language: readerLanguage(sender.language),
      timeZone: input.timeZone,
    },
    {
      name: input.projectName,
      description: input.description,
      projectTypes: input.projectTypes,
      budgetRange: input.budgetRange,
      timelinePreference: input.timelinePreference,
    },
    { signedInClientId: signedInClient?.id ?? null, addressAccount },
  );
  try {
    await queueInquiryNotification(deps, client, project);
  } catch (error) {
    deps.warn({ err: error, projectId: project.id }, 'inquiry e-mails not queued: they will be queued later');
  }
  // An unverified project gets its permit too (refusing one would tell the sender the address is a
  // client's): its images reach the owner, and the client's portal shows them only once confirmed.
  const expiresAt = new Date(deps.clock.now().getTime() + REFERENCE_IMAGE_UPLOAD_WINDOW_MS);
  return {
    received: true,
    projectId: project.id,
    uploadPermit: deps.uploadPermits.issue(project.id, expiresAt),
  };
}
