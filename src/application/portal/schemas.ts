import { z } from 'zod';
import { isListedTimeZone } from '#domain/booking/zoned-time.ts';
import type { MessageAuthor } from '#domain/clients/conversation.ts';
import type { Project } from '#domain/clients/project.ts';
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
