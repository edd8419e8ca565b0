import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { giveClientPassword } from '../fixtures/client-sign-in-mail.ts';
import { OWNER, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';

// The demo client (a project, a proposal, a conversation) is seeded for the portal and admin pages.
const site = startE2eSite({ env: { SEED_DEMO_CONTENT: 'true' } });
const DEMO = { email: 'client@example.com', password: 'demo-client-password-1' };

/** A vlog and a post with a cover: media on other HTTPS hosts (the editor accepts them), code, images. */
const VLOG = {
  title: 'Policy Check Vlog',
  content:
    '## Code\n\n```ts\nconst answer: number = 42;\n```\n\n' +
    '![A local image](/og/truth-preview.png)\n\n![An image elsewhere](https://images.example.com/photo.jpg)\n',
  mediaType: 'video',
  videoUrl: 'https://videos.example.com/clip.mp4',
  videoThumbnailUrl: 'https://images.example.com/clip.jpg',
  action: 'publish',
};
const COVERED = {
  title: 'Policy Check Cover',
  content: 'A post with a cover on another host.',
  imageUrl: 'https://images.example.com/cover.jpg',
  action: 'publish',
};

beforeAll(async () => {
  await giveClientPassword(site, DEMO.email, DEMO.password);
  for (const post of [VLOG, COVERED]) {
    const response = await fetch(`${site.url}/trpc/blogAdmin.save`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site.url, Cookie: await ownerCookie() },
      body: JSON.stringify(post),
    });
    if (!response.ok)
      throw new Error(`saving ${post.title} failed: ${response.status} ${await response.text()}`);
  }
});

let cookie: string | undefined;
async function ownerCookie(): Promise<string> {
  if (cookie) return cookie;
  const response = await fetch(`${site.url}/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site.url },
    body: JSON.stringify(OWNER),
  });
  cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return cookie;
}

/**
 * A fresh browser for one kind of visitor that records every Content-Security-Policy (and
 * Permissions-Policy) complaint: a page answered without the policy, the `securitypolicyviolation`
 * events of every document it opens and the console's messages about either policy. Other hosts answer with a stand-in (no network here).
 */
async function watchedPage(options: { as?: { email: string; password: string } } = {}) {
  const page = await site.newPage(options);
  const complaints: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => complaints.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      report(`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
  page.on('response', (response) => {
    const request = response.request();
    if (
      request.isNavigationRequest() &&
      request.frame() === page.mainFrame() &&
      !response.headers()['content-security-policy']
    )
      complaints.push(`${response.url()}: no Content-Security-Policy`);
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Permissions[- ]Policy/i.test(message.text()))
      complaints.push(`${page.url()}: ${message.text()}`);
  });
  const origin = new URL(site.url).origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>x</title>' }),
  );
  return { page, complaints };
}

/** The addresses of the page's links that match, without repeats. */
async function linksMatching(page: Page, pattern: RegExp): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  return [...new Set(hrefs.filter((href): href is string => !!href && pattern.test(href)))];
}

async function visit(page: Page, paths: string[]) {
  for (const path of paths) await open(page, `${site.url}${path}`);
}

describe('the Content-Security-Policy', () => {
  it('lets every public page work: embeds, media, code, images, forms and the player', async () => {
    const { page, complaints } = await watchedPage();
    // The music modal's players, each framed once scrolled into view.
    await open(page, `${site.url}/#one-latest-poetry-performance`);
    const frames = page.getByRole('dialog').locator('iframe');
    await expect.poll(() => frames.count()).toBe(4);
    for (const frame of await frames.all()) await frame.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        frames.evaluateAll((all) =>
          all.every((frame) => (frame as HTMLIFrameElement).contentDocument === null),
        ),
      )
      .toBe(true);

    await open(page, `${site.url}/blog/policy-check-vlog`);
    await expect.poll(() => page.locator('video[src^="https://videos.example.com/"]').count()).toBe(1);
    const elsewhere = page.locator('img[src^="https://images.example.com/"]');
    await expect.poll(() => elsewhere.count()).toBe(1);
    // Images in a post load lazily: in view, this one is fetched (and checked).
    await elsewhere.scrollIntoViewIfNeeded();
    await expect.poll(() => elsewhere.evaluate((image) => (image as HTMLImageElement).complete)).toBe(true);
    await expect.poll(() => page.locator('pre code.hljs').count()).toBe(1);
    await visit(page, [
      '/blog',
      '/blog/policy-check-cover',
      '/blog/weekly-catch-up-robots-rollouts-and-rebuilds',
      '/epie-solar-solutions',
      '/epie-electricians',
      '/educational-initiative',
      '/projects/medai',
      '/cv',
      '/legal/privacy-policy',
      '/booking',
    ]);
    const [service] = await linksMatching(page, /^\/booking\/[\w-]+$/);
    expect(service).toBeDefined();
    await visit(page, [
      service ?? '',
      '/booking/cancel',
      '/contact',
      '/client_onboarding',
      '/client_login',
      '/client_login/verify',
      '/login',
      '/register',
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
      '/test-connection',
      '/test-suite',
      '/test-blog-api',
      '/no-such-page',
    ]);
    // A refused form loads the shared rules (zod) in the browser.
    await open(page, `${site.url}/contact`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Email is required').first().waitFor();

    // The player plays the site's own track; the launch teaser frames the video site.
    await open(page, `${site.url}/blog`);
    await page.getByRole('button', { name: 'Show audio player' }).click();
    const player = page.getByRole('region', { name: 'Audio player' });
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await expect
      .poll(() => player.getByTestId('audio-status').textContent(), { timeout: 10_000 })
      .toBe('Now playing');
    await player.getByRole('button', { name: 'Stop', exact: true }).click();
    await open(page, `${site.url}/tmtlaunch`);
    await page.getByRole('button', { name: 'Play the teaser' }).click();
    await page.locator('iframe[title="Tag my Thing teaser video"]').waitFor();

    expect(complaints).toEqual([]);
  });

  it('lets the client portal work', async () => {
    const { page, complaints } = await watchedPage({ as: DEMO });
    await visit(page, ['/portal', '/portal?tab=proposals', '/portal?tab=messages']);
    const conversations = await linksMatching(page, /^\/portal\/conversations\/[\w-]+$/);
    await open(page, `${site.url}/portal?tab=proposals`);
    const proposals = await linksMatching(page, /^\/portal\/proposals\/[\w-]+$/);
    expect(conversations.length + proposals.length).toBeGreaterThan(1);
    await visit(page, [
      ...conversations.slice(0, 1),
      ...proposals.slice(0, 1),
      '/portal?tab=transactions',
      '/portal?tab=settings',
      '/account',
    ]);
    expect(complaints).toEqual([]);
  });

  it('lets the owner’s admin pages work, the blog editor included', async () => {
    const { page, complaints } = await watchedPage({ as: OWNER });
    await visit(page, ['/admin', '/admin/dashboard', '/admin/blog', '/admin/blog?new=1']);
    await page.getByLabel('Content').fill('## Preview\n\n```js\nlet a = 1;\n```');
    await open(page, `${site.url}/admin/clients/all`);
    const [client] = await linksMatching(page, /^\/admin\/clients\/[\w-]+$/);
    expect(client).toBeDefined();
    await open(page, `${site.url}/admin/proposals`);
    const [proposal] = await linksMatching(page, /^\/admin\/proposals\/[\w-]+$/);
    await open(page, `${site.url}/admin/projects`);
    const [project] = await linksMatching(page, /^\/admin\/projects\/[\w-]+$/);
    await visit(page, [
      '/admin/clients',
      client ?? '',
      `${client}/portal`,
      ...(proposal ? [proposal, `${proposal}/preview`] : []),
      ...(project ? [project] : []),
      '/admin/proposals/create',
      '/admin/conversations',
      '/admin/conversations/new',
      '/admin/bookings',
      '/admin/tests',
    ]);
    expect(complaints).toEqual([]);
  });
});
