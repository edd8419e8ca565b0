import { KNOWN_PAGES, KNOWN_POST_SLUGS, type SiteLinkKind } from './site-links.ts';
import type { CheckOutcome } from './system-check.ts';

/** The suite's stages, in order: the main pages, the legal pages, then the demo posts. */
export const SUITE_STAGES = ['pages', 'legal', 'posts'] as const;
export type SuiteStage = (typeof SUITE_STAGES)[number];

export interface SuiteLink {
  path: string;
  kind: SiteLinkKind;
  stage: SuiteStage;
}

/** Every known internal link (spec: System test pages), grouped by the stage that requests it. */
export function suiteLinks(): SuiteLink[] {
  const pages = KNOWN_PAGES.map(
    (path): SuiteLink => ({ path, kind: 'page', stage: path.startsWith('/legal/') ? 'legal' : 'pages' }),
  );
  const posts = KNOWN_POST_SLUGS.map(
    (slug): SuiteLink => ({ path: `/blog/${slug}`, kind: 'post', stage: 'posts' }),
  );
  return [...pages, ...posts];
}

/** One link as the suite found it: the status it answered (null: no answer in time) and what that means. */
export interface SuiteLinkResult extends SuiteLink {
  status: number | null;
  outcome: CheckOutcome;
}

export interface SuiteSummary {
  total: number;
  passed: number;
  warnings: number;
  failed: number;
}

/** Counts by outcome; a run passes when nothing failed (a missing demo post is only a warning). */
export function summariseSuite(links: readonly SuiteLinkResult[]): SuiteSummary {
  const count = (outcome: CheckOutcome) => links.filter((link) => link.outcome === outcome).length;
  return { total: links.length, passed: count('pass'), warnings: count('warning'), failed: count('fail') };
}

/** What `/test-suite` shows after a run. */
export interface SiteSuiteRun {
  passed: boolean;
  ranAt: string;
  links: SuiteLinkResult[];
  summary: SuiteSummary;
  /** When this address may run the suite again (the 60-second cooldown). */
  nextRunAt: string;
}
