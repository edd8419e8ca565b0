import { z } from 'zod';
import { isListedTimeZone } from '#domain/booking/zoned-time.ts';
import {
  TRANSACTION_LIMITS,
  TRANSACTION_TYPES,
  type TransactionType,
} from '#domain/clients/account-transaction.ts';
import type { MessageAuthor } from '#domain/clients/conversation.ts';
import type { Project } from '#domain/clients/project.ts';
import type { ProposalStatus, ScopeItem } from '#domain/proposals/proposal.ts';
import { SITE_LANGUAGES, type SiteLanguage } from '#domain/shared/language.ts';

// The client portal's inputs and the plain DTOs its procedures return. Money is integer pence; dates
// are ISO strings (the same over HTTP and through the server caller).

/** Spec section 9: the dashboard shows the 3 most recent projects. */
export const PORTAL_RECENT_PROJECTS = 3;

/** A record of the signed-in client's, by id: anything that is not a uuid names nothing. */
export const portalRecordSchema = z.object({ id: z.uuid() });
export type PortalRecordRequest = z.infer<typeof portalRecordSchema>;

export interface PortalProjectDto
  extends Pick<
    Project,
    'id' | 'name' | 'description' | 'status' | 'projectTypes' | 'budgetRange' | 'timelinePreference'
  > {
  /**
   * Sent with the client's address by someone not signed in as them: shown marked, with "Confirm" and
   * "Remove"; its reference images are left out of the description until it is confirmed.
   */
  unverified: boolean;
  /** The stored reference images' addresses (none for an unverified project: they are the sender's). */
  referenceImages: string[];
  createdAt: string;
}

export interface PortalOverviewDto {
  /** `timeZone`: the zone every time in the client's portal is shown in. */
  client: { name: string; email: string; paymentsReceivedPence: number; timeZone: string };
  counts: {
    activeProjects: number;
    totalProjects: number;
    /** Proposals sent or being reviewed. */
    pendingProposals: number;
    conversations: number;
  };
  /** The 3 most recent, newest first. */
  recentProjects: PortalProjectDto[];
}

export interface PortalProposalDto {
  id: string;
  projectId: string;
  projectName: string;
  title: string;
  description: string;
  status: ProposalStatus;
  totalAmountPence: number;
  depositPercentage: number;
  depositAmountPence: number;
  remainingAmountPence: number;
  scopeItems: ScopeItem[];
  /** The revision shown: the client approves this one and no other. */
  revision: { number: number; at: string };
  createdAt: string;
  updatedAt: string;
  approvedAt: string | null;
  /** The client's signature, once approved. */
  approval: { signedName: string; approvedAt: string; contentSha256: string } | null;
  /** When the client first opened it. */
  firstViewedAt: string | null;
  /** The client's latest "Request changes". */
  changesRequestedAt: string | null;
  /** When the deposit was paid. */
  lockedAt: string | null;
  /** The deposit received, once paid: what, when and under which reference (the Proposals tab's card). */
  depositPayment: { amountPence: number; paidAt: string; reference: string } | null;
}

export interface PortalConversationDto {
  id: string;
  projectId: string | null;
  title: string;
  lastMessageAt: string | null;
  messageCount: number;
  /** The owner's messages the client has not read yet. */
  unreadCount: number;
  createdAt: string;
}

export interface PortalMessageDto {
  id: string;
  author: MessageAuthor;
  body: string;
  sentAt: string;
  /** An unverified inquiry's message: shown as from an unverified sender, not as the client's. */
  unverifiedSender: boolean;
  /** A change request: the proposal it is about. */
  aboutProposal: { id: string; title: string } | null;
}

export interface PortalThreadDto {
  conversation: Omit<PortalConversationDto, 'messageCount' | 'unreadCount'>;
  /** Oldest first. */
  messages: PortalMessageDto[];
}

export interface PortalTransactionDto {
  id: string;
  type: TransactionType;
  amountPence: number;
  /** + for a credit, - otherwise. */
  signedAmountPence: number;
  balanceAfterPence: number;
  description: string;
  createdAt: string;
}

export interface PortalSettingsDto {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  /** The language of the portal's e-mails to the client (the client changes it in the Settings tab). */
  language: SiteLanguage;
  /** The IANA zone the portal shows the client's times in (London until they choose). */
  timeZone: string;
}

/** The Settings tab's one choice: the language the site writes to the client in. */
export const portalLanguageSchema = z.object({
  language: z.enum(SITE_LANGUAGES, 'Choose a language'),
});
export type PortalLanguageInput = z.infer<typeof portalLanguageSchema>;

export const PORTAL_TIME_ZONE_MESSAGE = 'Choose a time zone from the list';

/** The Settings tab's time zone: an IANA name the server knows, exactly as it lists it. */
export const portalTimeZoneSchema = z.object({
  timeZone: z.string(PORTAL_TIME_ZONE_MESSAGE).refine(isListedTimeZone, PORTAL_TIME_ZONE_MESSAGE),
});
export type PortalTimeZoneInput = z.infer<typeof portalTimeZoneSchema>;

// ---- Account transactions (recorded by the owner, issue 16; the demo seed and tests today) ----

export const TRANSACTION_MESSAGES = {
  amountInvalid: 'Amount must be a whole number of pence above 0',
  amountTooLarge: `Amount must be at most ${TRANSACTION_LIMITS.maxAmountPence} pence`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be at most ${TRANSACTION_LIMITS.descriptionMax} characters`,
} as const;

export const recordTransactionSchema = z.object({
  type: z.enum(TRANSACTION_TYPES),
  amountPence: z
    .number(TRANSACTION_MESSAGES.amountInvalid)
    .int(TRANSACTION_MESSAGES.amountInvalid)
    .positive(TRANSACTION_MESSAGES.amountInvalid)
    .max(TRANSACTION_LIMITS.maxAmountPence, TRANSACTION_MESSAGES.amountTooLarge),
  description: z
    .string(TRANSACTION_MESSAGES.descriptionRequired)
    .trim()
    .min(1, TRANSACTION_MESSAGES.descriptionRequired)
    .max(TRANSACTION_LIMITS.descriptionMax, TRANSACTION_MESSAGES.descriptionTooLong),
});
export type RecordTransactionInput = z.input<typeof recordTransactionSchema>;
