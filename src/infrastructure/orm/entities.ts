import { PendingSignUpRecord } from './accounts/pending-sign-up.entity.ts';
import { SessionRecord } from './accounts/session.entity.ts';
import { TokenBalanceRecord } from './accounts/token-balance.entity.ts';
import { UserRecord } from './accounts/user.entity.ts';
import { AuditEntryRecord } from './audit/audit-entry.entity.ts';
import { ApiKeyRecord, BlogApiCallRecord } from './blog/api-key.entity.ts';
import { BlogPostRecord, PostTagRecord, PostTranslationRecord } from './blog/blog-post.entity.ts';
import { AvailabilityOverrideRecord, AvailabilityRecord } from './booking/availability.entity.ts';
import { BookingRecord } from './booking/booking.entity.ts';
import { BookingSpentLinkRecord } from './booking/booking-spent-link.entity.ts';
import { SeededServiceRecord } from './booking/seeded-service.entity.ts';
import { ServiceRecord } from './booking/service.entity.ts';
import { AccountTransactionRecord } from './clients/account-transaction.entity.ts';
import { ClientRecord } from './clients/client.entity.ts';
import { ConversationMessageRecord, ConversationRecord } from './clients/conversation.entity.ts';
import { ProjectRecord } from './clients/project.entity.ts';
import { SignInLinkRecord } from './clients/sign-in-link.entity.ts';
import { ContactMessageRecord } from './contact/contact-message.entity.ts';
import { PostLikeRecord, PostViewRecord } from './engagement/engagement.entity.ts';
import { JobOutboxRecord } from './jobs/job-outbox.entity.ts';
import { MailDeliveryRecord } from './mail/mail-delivery.entity.ts';
import { NewsletterSubscriberRecord } from './newsletter/newsletter-subscriber.entity.ts';
import { ProposalRecord } from './proposals/proposal.entity.ts';
import { PaymentWebhookEventRecord, ProposalPaymentRecord } from './proposals/proposal-payment.entity.ts';
import { ProposalRevisionRecord } from './proposals/proposal-revision.entity.ts';
import { SubmissionAnswerRecord } from './submissions/submission-answer.entity.ts';
import { RateLimitRecord } from './system/rate-limit.entity.ts';

/** Every table mapping; the composition root and the migrator see the same list. */
export const entities = [
  UserRecord,
  TokenBalanceRecord,
  SessionRecord,
  SubmissionAnswerRecord,
  PendingSignUpRecord,
  RateLimitRecord,
  BlogPostRecord,
  PostTagRecord,
  PostTranslationRecord,
  PostViewRecord,
  PostLikeRecord,
  NewsletterSubscriberRecord,
  ApiKeyRecord,
  BlogApiCallRecord,
  ContactMessageRecord,
  ClientRecord,
  ProjectRecord,
  ProposalRecord,
  ProposalPaymentRecord,
  ProposalRevisionRecord,
  PaymentWebhookEventRecord,
  ConversationRecord,
  ConversationMessageRecord,
  AccountTransactionRecord,
  SignInLinkRecord,
  ServiceRecord,
  SeededServiceRecord,
  MailDeliveryRecord,
  JobOutboxRecord,
  AvailabilityRecord,
  AvailabilityOverrideRecord,
  BookingRecord,
  BookingSpentLinkRecord,
  AuditEntryRecord,
];
