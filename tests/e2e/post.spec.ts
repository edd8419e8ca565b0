import { describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { consoleErrors, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';

const site = startE2eSite({ shared: true });
const TRUTH = '/blog/the-truth-blog-finding-the-universal-thread';
/** Liked by no test, so its count stays 0. */
const REUNITED = '/blog/reunited-after-a-decade-dannys-back-in-london';

describe('blog post page', () => {
  it('is complete before JavaScript runs: content, meta data and social tags', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${site.url}/blog/weekly-catch-up-robots-rollouts-and-rebuilds`);
    expect(response?.status()).toBe(200);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Weekly Catch-up: Robots, Rollouts and Rebuilds');
    expect(await page.title()).toBe('Weekly Catch-up: Robots, Rollouts and Rebuilds | Personal Brand');
    await expect
      .poll(() => page.locator('main > article > p').first().textContent())
      .toMatch(/^2 June 2025·\d+ min read·By Site Owner·?Blog Post$/);
    await expect
      .poll(() => page.getByRole('heading', { name: 'What shipped this week' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.locator('pre code.hljs').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: '#automation' }).getAttribute('href')).toBe(
      '/blog?tag=automation',
    );
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Breadcrumb' }).textContent())
      .toContain('Home›Blog›');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeLessThanOrEqual(160);
    expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe(
      'summary_large_image',
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${site.url.replace(/:\d+$/, ':0')}/blog/weekly-catch-up-robots-rollouts-and-rebuilds`,
    );
    await expect.poll(() => page.locator('link[hreflang]').count()).toBe(7);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Weekly Catch-up: Robots, Rollouts and Rebuilds',
    });
    await context.close();
  });

  // A phone's first Intl call costs ~110 ms and a stylesheet added late restyles the whole page: the
  // post hydrates with neither, its code styled from the first paint (issue 42).
  it('styles its code before any script, and hydrates without restyling the page or formatting its date again', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const withoutScript = await context.newPage();
    await withoutScript.goto(`${site.url}/blog/weekly-catch-up-robots-rollouts-and-rebuilds`);
    await expect
      .poll(() =>
        withoutScript
          .locator('pre code.hljs')
          .first()
          .evaluate((code) => getComputedStyle(code).color),
      )
      .toBe('rgb(201, 209, 217)');
    await context.close();

    const page = await site.newPage();
    await page.addInitScript(() => {
      const counted = { dateFormats: 0 };
      Object.assign(window, { counted });
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct(target, args) {
          counted.dateFormats += 1;
          return Reflect.construct(target, args);
        },
      });
    });
    const url = `${site.url}/blog/weekly-catch-up-robots-rollouts-and-rebuilds`;
    const served = await (await page.request.get(url)).text();
    await open(page, url);
    await expect.poll(() => page.locator('main time').first().textContent()).toBe('2 June 2025');
    expect(await page.evaluate(() => (window as unknown as { counted: object }).counted)).toEqual({
      dateFormats: 0,
    });
    const stylesheets = (html: string) => html.match(/<link [^>]*rel="stylesheet"[^>]*>/g)?.length;
    expect(stylesheets(await page.content())).toBe(stylesheets(served));
  });

  it('likes and unlikes, counting one view per reader', async () => {
    const page = await site.newPage();
    const errors = consoleErrors(page);
    await open(page, `${site.url}/blog/hello-world`);
    const views = page.getByTestId('view-count');
    await expect.poll(() => views.textContent()).toBe('1 view');
    const like = page.getByRole('button', { name: /^Like this post/ });
    await expect.poll(() => like.isEnabled()).toBe(true);
    await like.click();
    const unlike = page.getByRole('button', { name: /^Unlike this post/ });
    await unlike.waitFor();
    expect(await unlike.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('like-count').textContent()).toBe('1 like');

    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: /^Unlike this post/ }).waitFor();
    await expect.poll(() => views.textContent()).toBe('1 view');
    await page.getByRole('button', { name: /^Unlike this post/ }).click();
    await page.getByRole('button', { name: /^Like this post/ }).waitFor();
    await expect.poll(() => page.getByTestId('like-count').textContent()).toBe('0 likes');
    expect(errors).toEqual([]);
  });

  it('copies the link with "Copied!" for two seconds', async () => {
    const page = await site.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    await open(page, `${site.url}/blog/hello-world`);
    const share = page.getByRole('region', { name: 'Share this post' });
    await share.getByRole('button', { name: 'Copy Link' }).click();
    await share.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${site.url.replace(/:\d+$/, ':0')}/blog/hello-world`,
    );
    await share.getByRole('button', { name: 'Copy Link' }).waitFor({ timeout: 3000 });
    const tweet = share.getByRole('link', { name: 'Tweet' });
    expect(await tweet.getAttribute('href')).toContain('https://twitter.com/intent/tweet?url=');
  });

  it('subscribes to the newsletter from the post', async () => {
    const page = await site.newPage();
    const errors = consoleErrors(page);
    await open(page, `${site.url}/blog/hello-world`);
    const form = page.getByRole('region', { name: 'Subscribe to the newsletter' });
    await form.getByPlaceholder('you@example.com').fill('no-at-sign');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Please enter a valid email address');
    await form.getByPlaceholder('you@example.com').fill('  New.Reader@Example.com ');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const success = page.getByRole('status').filter({ hasText: 'Successfully Subscribed!' });
    await success.waitFor();
    await expect
      .poll(() => success.textContent())
      .toContain('Thank you for subscribing. Check your email for confirmation.');
    expect(errors).toEqual([]);
  });

  it('links the previous and next posts and related posts', async () => {
    const page = await site.newPage();
    await open(page, `${site.url}${TRUTH}`);
    await expect
      .poll(() => page.getByRole('link', { name: /Previous Post/ }).textContent())
      .toContain('Hello World');
    await expect
      .poll(() => page.getByRole('link', { name: /Next Post/ }).textContent())
      .toContain('Reunited After a Decade');
    const related = page.getByRole('region', { name: 'Related Posts' });
    await expect
      .poll(() => related.locator('article h2').allTextContents())
      .toEqual(["Reunited After a Decade: Danny's Back in London"]);
    await page.getByRole('link', { name: 'Back to Blog' }).first().click();
    await page.waitForURL(`${site.url}/blog`);
  });

  it('answers "Post Not Found" with a 404 for an unknown post', async () => {
    const page = await site.newPage();
    const response = await page.goto(`${site.url}/blog/no-such-post`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Post Not Found');
    expect(await page.title()).toBe('Post Not Found | Personal Brand');
    await expect
      .poll(() => page.getByText("The blog post you're looking for doesn't exist.").isVisible())
      .toBe(true);
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await page.waitForURL(`${site.url}/blog`);
  });

  it('titles an unknown address "Page Not Found" with the site name', async () => {
    const page = await site.newPage();
    const response = await page.goto(`${site.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe('Page Not Found | Personal Brand');
  });

  it('writes the date in the reader language: "2. Juni 2025" in German', async () => {
    const page = await site.newPage();
    await page.context().addCookies([{ name: 'lang', value: 'de', url: site.url }]);
    await open(page, `${site.url}/blog/weekly-catch-up-robots-rollouts-and-rebuilds`);
    await expect.poll(() => page.locator('main article time').first().textContent()).toBe('2. Juni 2025');
  });

  it('counts in Portuguese on a phone for a first visit: "0 gostos", the date in Portuguese, no sideways scroll', async () => {
    const page = await site.newPage({ width: 375, height: 740, welcome: true });
    const errors = consoleErrors(page);
    await page.context().addCookies([{ name: 'lang', value: 'pt', url: site.url }]);
    await open(page, `${site.url}${REUNITED}`);
    await page.getByRole('button', { name: 'Não, obrigado' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('like-count').textContent()).toBe('0 gostos');
    await expect
      .poll(() => page.locator('main article time').first().textContent())
      .toBe('18 de abril de 2025');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
