/**
 * Issue 42's pages, as a visitor first opens them on a phone: the home page, the blog, a post, a
 * service's booking page and the onboarding form; and the demo client's proposal as the client reads it.
 */
import { demoProposalId, signInDemoClient } from './sign-in.ts';
import type { BenchSite } from './site.ts';

/** The service whose booking page is measured, when the site offers it (the demo content seeds it). */
const PREFERRED_SERVICE = 'electrical-consultation';

/** `/booking/{slug}` of a service the site offers: the preferred one, or else its first. */
async function bookingPath(siteUrl: string): Promise<string> {
  const response = await fetch(`${siteUrl}/trpc/booking.services`);
  const body = (await response.json()) as { result?: { data?: Array<{ slug: string }> } };
  const slugs = (body.result?.data ?? []).map((service) => service.slug);
  const slug = slugs.includes(PREFERRED_SERVICE) ? PREFERRED_SERVICE : slugs[0];
  if (!slug) throw new Error(`the site offers no service to book: ${response.status}`);
  return `/booking/${slug}`;
}

/** The public pages, by path; a post's is `/blog/hello-world`. */
export async function publicPhonePages(siteUrl: string): Promise<string[]> {
  return ['/', '/blog', '/blog/hello-world', await bookingPath(siteUrl), '/client_onboarding'];
}

/** A post's budget differs from other public pages' (`JS_BUDGET_KB`). */
export const isPost = (path: string) => path.startsWith('/blog/');

/** The demo client's proposal in the client portal, with the signed-in client's `Cookie`. */
export async function proposalPage(site: BenchSite): Promise<{ path: string; cookie: string }> {
  const cookie = await signInDemoClient(site);
  return { path: `/portal/proposals/${await demoProposalId(site.url, cookie)}`, cookie };
}
