import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { consoleErrors, OWNER, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';
import { hasFfmpeg, solidColourVideo } from '../fixtures/videos.ts';

const site = startE2eSite({ shared: true });

const TITLE = 'Field Notes From the Editor';
const SLUG = 'field-notes-from-the-editor';
const SCHEDULED_TITLE = 'Covers on Demand';

/** Waits for a toast: successes and notes are status messages, failures are alerts. */
async function toast(page: Page, text: string, role: 'status' | 'alert' = 'status') {
  await page.getByRole(role).filter({ hasText: text }).first().waitFor();
}

const rowOf = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });

const chosenTags = (page: Page) =>
  page
    .getByRole('list', { name: 'Chosen tags' })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));

describe('admin blog management', () => {
  it('fits a 375 px phone: the table scrolls inside its box, the page does not pan sideways', async () => {
    const page = await site.newPage({ as: OWNER, width: 375, height: 740 });
    await open(page, `${site.url}/admin/blog`);
    await page.getByRole('table').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });

  it('writes a draft with tags and a preview, which visitors cannot see', async () => {
    const page = await site.newPage({ as: OWNER });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/admin/blog`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Blog Management');
    await expect.poll(() => page.getByText('Manage your blog posts').isVisible()).toBe(true);
    expect(await page.title()).toBe('Blog Management | Personal Brand');

    await page.getByRole('link', { name: 'New Post' }).click();
    await page.waitForURL(`${site.url}/admin/blog?new=1`);
    await page.getByRole('heading', { level: 1, name: 'New Post' }).waitFor();

    // Nothing is sent while the shared schema refuses the form.
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await page.locator('#post-title-error', { hasText: 'Title is required' }).waitFor();
    await expect.poll(() => page.locator('#post-title-error').textContent()).toBe('Title is required');
    await expect.poll(() => page.locator('#post-content-error').textContent()).toBe('Content is required');

    await page.getByLabel('Title').fill(TITLE);
    await expect.poll(() => page.locator('#post-title-hint').textContent()).toBe(`Address: /blog/${SLUG}`);
    await page.getByLabel('Excerpt').fill('What the editor can do, written with the editor.');
    await page.getByLabel('Content').fill('## Shipping notes\n\nThe editor writes **markdown**.');
    const tags = page.getByRole('textbox', { name: 'Tags', exact: true });
    for (const tag of ['notes', 'editor-journey', '  notes ', '   ']) {
      await tags.fill(tag);
      await tags.press('Enter');
    }
    expect(await chosenTags(page)).toEqual(['Remove tag notes', 'Remove tag editor-journey']);
    expect(await tags.inputValue()).toBe('');

    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('heading', { level: 2, name: 'Shipping notes' }).waitFor();
    await page.getByRole('textbox', { name: 'Content' }).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Edit', exact: true }).click();

    // A new post without an image has its cover drawn during the save.
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await toast(page, 'Draft saved successfully!');
    await page.waitForURL(`${site.url}/admin/blog`);
    const row = rowOf(page, TITLE);
    await row.waitFor();
    await expect.poll(() => row.getByText('Draft', { exact: true }).isVisible()).toBe(true);
    expect(await row.getByRole('link', { name: /^View/ }).getAttribute('href')).toBe(`/blog/${SLUG}`);
    await expect
      .poll(async () => (await row.getByRole('listitem').allTextContents()).sort())
      .toEqual(['editor-journey', 'notes']);
    expect(errors).toEqual([]);

    const visitor = await site.newPage();
    await open(visitor, `${site.url}/blog`);
    expect(await visitor.locator('main').textContent()).not.toContain(TITLE);
    expect((await visitor.goto(`${site.url}/blog/${SLUG}`))?.status()).toBe(404);
  });

  it('keeps tags typed with commas and saved without Enter', async () => {
    const page = await site.newPage({ as: OWNER });
    await open(page, `${site.url}/admin/blog?new=1`);
    await page.getByLabel('Title').fill('Tags Typed, Never Entered');
    await page.getByLabel('Content').fill('Tags typed in one go.');
    await page.getByRole('textbox', { name: 'Tags', exact: true }).fill('studio, design,  studio ,');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await toast(page, 'Draft saved successfully!');
    await page.waitForURL(`${site.url}/admin/blog`);
    const row = rowOf(page, 'Tags Typed, Never Entered');
    await row.waitFor();
    await expect
      .poll(async () => (await row.getByRole('listitem').allTextContents()).sort())
      .toEqual(['design', 'studio']);
  });

  it('publishes the draft from its banner, and visitors can then read it', async () => {
    const page = await site.newPage({ as: OWNER });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/admin/blog`);
    await rowOf(page, TITLE).getByRole('link', { name: /^Edit/ }).click();
    await page.waitForURL(/\/admin\/blog\?edit=/);
    await page.getByText('This post is a draft').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe(TITLE);
    // In the order they were added.
    expect(await chosenTags(page)).toEqual(['Remove tag notes', 'Remove tag editor-journey']);
    await expect.poll(() => page.getByRole('button', { name: 'Update & Publish' }).isVisible()).toBe(true);
    // The cover drawn when the draft was saved is kept from now on.
    expect(await page.getByRole('img', { name: 'Cover image preview' }).getAttribute('src')).toMatch(
      /^\/storage\/blog-images\/.+\.png$/,
    );
    await expect.poll(() => page.getByRole('radio', { name: 'Keep this image' }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Publish Now' }).click();
    await toast(page, 'Post updated and published!');
    await page.waitForURL(`${site.url}/admin/blog`);
    await rowOf(page, TITLE).getByText('Published', { exact: true }).waitFor();
    expect(errors).toEqual([]);

    const visitor = await site.newPage();
    await open(visitor, `${site.url}/blog`);
    await visitor.getByRole('link', { name: TITLE }).click();
    await visitor.waitForURL(`${site.url}/blog/${SLUG}`);
    // The address changes as the client navigation starts; the post's heading comes when it renders.
    await visitor.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent()).toBe(TITLE);
    await expect
      .poll(() => visitor.getByRole('heading', { level: 2, name: 'Shipping notes' }).isVisible())
      .toBe(true);
  });

  it('uploads a cover, refuses a file that is not an image, generates one and schedules the post', async () => {
    const page = await site.newPage({ as: OWNER });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/admin/blog?new=1`);
    const upload = page.getByLabel('Upload image');
    const preview = page.getByRole('img', { name: 'Cover image preview' });

    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#b45309' } })
      .png()
      .toBuffer();
    await upload.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    await toast(page, 'Image uploaded successfully!');
    expect(await preview.getAttribute('src')).toMatch(/^\/storage\/blog-images\//);
    await expect.poll(() => page.getByRole('radio', { name: 'Keep this image' }).isChecked()).toBe(true);
    await expect
      .poll(() => page.getByRole('radio', { name: 'Regenerate the image' }).isDisabled())
      .toBe(true);

    await upload.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await toast(page, 'Failed to upload image. Please try again.', 'alert');
    await expect
      .poll(() => page.locator('#post-image-upload-error').textContent())
      .toBe('Please upload a valid image file (JPEG, PNG, WebP or GIF)');

    const generate = page.getByRole('button', { name: 'Generate image' });
    await generate.click();
    await toast(page, 'Please add a title first to generate an image', 'alert');
    await page.getByLabel('Title').fill(SCHEDULED_TITLE);
    await page.getByLabel('Content').fill('Every post gets a cover, drawn from its title.');
    await generate.click();
    await toast(page, 'Generating new image...');
    await page.getByRole('progressbar', { name: 'Image generation progress' }).waitFor();
    await toast(page, 'New image generated successfully!');
    const recent = page.getByRole('list', { name: 'Recently generated images' }).getByRole('button');
    await expect.poll(() => recent.count()).toBe(1);
    expect(await preview.getAttribute('src')).toMatch(/^\/storage\/blog-images\/.+\.png$/);
    expect(await recent.first().getAttribute('aria-pressed')).toBe('true');

    await page.getByLabel('Image URL').fill('');
    await recent.first().click();
    await toast(page, 'Bold image selected!');
    expect(await preview.getAttribute('src')).toMatch(/\.png$/);

    await page.getByLabel('Publish at').fill('2099-06-01T09:30');
    await page.getByRole('button', { name: 'Schedule' }).click();
    await toast(page, 'Post scheduled for');
    await page.waitForURL(`${site.url}/admin/blog`);
    await rowOf(page, SCHEDULED_TITLE)
      .getByText(/^Scheduled for .*2099/)
      .waitFor();

    // The refused upload is the only failed request the browser reports.
    expect(errors).toEqual([expect.stringMatching(/status of 400/)]);
  });

  it('checks a video in the browser, uploads it, and removes it again', async () => {
    const page = await site.newPage({ as: OWNER });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/admin/blog?new=1`);
    await page.getByRole('button', { name: 'Video', exact: true }).click();
    await page.getByText('MP4, WebM, MOV').waitFor();
    const upload = page.getByLabel('Upload video');

    await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await toast(page, 'Please upload a valid video file', 'alert');

    // An MP4 header is enough for the server's check; the browser cannot play it, so no frame is ready.
    const mp4 = Buffer.concat([
      Buffer.from('0000001c667479706973366d0000020069736f6d69736f326d703431', 'hex'),
      Buffer.alloc(64 * 1024),
    ]);
    await upload.setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: mp4 });
    await toast(page, 'Video uploaded successfully! You can now generate a thumbnail.');
    const player = page.locator('video');
    expect(await player.getAttribute('src')).toMatch(/^\/storage\/blog-videos\/.+\.mp4$/);
    await page.getByRole('button', { name: 'Generate Thumbnail' }).click();
    await toast(page, 'Video player not ready', 'alert');

    await page.getByRole('button', { name: 'Remove video' }).click();
    await toast(page, 'Video removed');
    await player.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it.skipIf(!hasFfmpeg())('gives an uploaded video the thumbnail ffmpeg pulled from it', async () => {
    const page = await site.newPage({ as: OWNER });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/admin/blog?new=1`);
    await page.getByRole('button', { name: 'Video', exact: true }).click();
    await page.getByLabel('Upload video').setInputFiles({
      name: 'sunset.mp4',
      mimeType: 'video/mp4',
      buffer: solidColourVideo('orange'),
    });
    await toast(page, 'Video uploaded successfully! You can now generate a thumbnail.');
    const thumbnail = page.getByRole('img', { name: 'Video thumbnail' });
    expect(await thumbnail.getAttribute('src')).toMatch(/^\/storage\/blog-images\/thumbnail-.+\.jpg$/);
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);
    expect(errors).toEqual([]);
  });

  it('deletes a post after asking', async () => {
    const page = await site.newPage({ as: OWNER });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/admin/blog`);
    await rowOf(page, TITLE)
      .getByRole('button', { name: /^Delete/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete this post?' });
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain(`"${TITLE}" will be deleted`);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Post deleted');
    await expect.poll(() => rowOf(page, TITLE).count()).toBe(0);
    await expect.poll(() => rowOf(page, SCHEDULED_TITLE).count()).toBe(1);
    expect(errors).toEqual([]);

    const visitor = await site.newPage();
    expect((await visitor.goto(`${site.url}/blog/${SLUG}`))?.status()).toBe(404);
  });

  it('hands out an API key once, logs its calls and revokes it', async () => {
    const page = await site.newPage({ as: OWNER });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/admin/blog`);
    await expect.poll(() => page.getByText(/^curl -X POST http:\/\/\S+\/api\/blog/).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("-H 'x-api-key: YOUR_API_KEY'").isVisible()).toBe(true);
    await page.getByLabel('Key name').fill('Weekly robot');
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.getByTestId('new-api-key').textContent()) ?? '';
    expect(key.length).toBeGreaterThan(20);
    await expect
      .poll(() => page.getByText('Copy this key now. It will not be shown again.').isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Copy' }).isVisible()).toBe(true);
    const keyRow = rowOf(page, 'Weekly robot');
    await keyRow.getByText('Active').waitFor();
    await expect.poll(() => keyRow.textContent()).toContain('Never');

    const response = await fetch(`${site.url}/api/blog`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Robot Weekly', content: 'Made by automation.' }),
    });
    expect(response.status).toBe(201);
    await open(page, `${site.url}/admin/blog`);
    await rowOf(page, 'Robot Weekly').getByText('Draft', { exact: true }).waitFor();
    expect(await page.getByTestId('new-api-key').count()).toBe(0);
    const calls = page
      .getByRole('table', { name: 'Recent calls' })
      .getByRole('row')
      .filter({ hasText: 'Weekly robot' });
    await expect.poll(() => calls.count()).toBe(1);
    await expect
      .poll(() => calls.getByRole('cell').allTextContents())
      .toEqual([expect.any(String), 'Weekly robot', expect.any(String), '201', expect.any(String)]);

    await rowOf(page, 'Weekly robot')
      .getByRole('button', { name: /^Revoke/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this key?' });
    await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
    await toast(page, 'API key revoked');
    await rowOf(page, 'Weekly robot')
      .getByText(/^Revoked /)
      .waitFor();
    expect(errors).toEqual([]);
  });
});
