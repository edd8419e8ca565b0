import type { SubmittedBy } from './project-claim.ts';

/** Spec section 4: a project starts as `new` on inquiry; the owner moves it on. */
export const PROJECT_STATUSES = ['new', 'active', 'completed', 'cancelled', 'on_hold'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The inquiry's project type options (several may be chosen). */
export const PROJECT_TYPES = [
  'website',
  'mobile_app',
  'web_app',
  'ecommerce',
  'seo',
  'branding',
  'other',
] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const BUDGET_RANGES = ['under_1k', '1k_to_5k', '5k_to_15k', '15k_to_50k', 'over_50k'] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number];

export const TIMELINE_PREFERENCES = ['asap', '2_to_4_weeks', '1_to_2_months', 'flexible'] as const;
export type TimelinePreference = (typeof TIMELINE_PREFERENCES)[number];

/** A client's project, from their inquiry. */
export interface Project {
  id: string;
  clientId: string;
  name: string;
  /** The inquiry's description, followed by the Reference Images list once images are stored. */
  description: string;
  status: ProjectStatus;
  projectTypes: string[];
  budgetRange: string | null;
  timelinePreference: string | null;
  /** Public URLs of the reference images stored for the project, in upload order. */
  referenceImages: string[];
  /**
   * Sent for an address that already had a client by someone not signed in as them: shown as such until
   * the client confirms it.
   */
  unverified: boolean;
  /** What the sender of an unverified inquiry typed as their name, phone and company; null otherwise. */
  submittedBy: SubmittedBy | null;
  createdAt: Date;
}

const INITIAL_INQUIRY_SUFFIX = ' - Initial Inquiry';

/** Spec: the conversation an inquiry opens is named after the project (stored so, in English). */
export function initialConversationTitle(projectName: string): string {
  return `${projectName}${INITIAL_INQUIRY_SUFFIX}`;
}

/** The project an inquiry's conversation is named after, for showing its title in the reader's language; null for any other title. */
export function initialInquiryProject(title: string): string | null {
  return title.endsWith(INITIAL_INQUIRY_SUFFIX) ? title.slice(0, -INITIAL_INQUIRY_SUFFIX.length) : null;
}

const REFERENCE_IMAGES_HEADING = 'Reference Images:';

/**
 * The description with the Reference Images list of the given URLs at its end (spec: the description
 * is extended with the list). Any list already there is replaced, so adding images one at a time
 * always gives one list.
 */
export function withReferenceImages(description: string, urls: readonly string[]): string {
  const marker = description.lastIndexOf(REFERENCE_IMAGES_HEADING);
  const text = (marker === -1 ? description : description.slice(0, marker)).trimEnd();
  if (urls.length === 0) return text;
  const list = [REFERENCE_IMAGES_HEADING, ...urls.map((url) => `- ${url}`)].join('\n');
  return text ? `${text}\n\n${list}` : list;
}
