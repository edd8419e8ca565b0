import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { consoleErrors, hydrated, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';

const site = startE2eSite({ shared: true });

const form = (page: Page) => ({
  name: page.getByLabel('Full name *'),
  email: page.getByLabel('Email *'),
  projectName: page.getByLabel('Project name *'),
  website: page.getByRole('checkbox', { name: 'Website' }),
  consent: page.getByRole('checkbox', { name: 'I agree to be contacted about this project *' }),
  budget: page.getByLabel('Budget range'),
  timeline: page.getByLabel('Timeline'),
  submit: page.getByRole('button', { name: 'Submit Project Inquiry' }),
});

describe('client onboarding page', () => {
  it('works without JavaScript: refused with the values kept and the messages shown, then thanked', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${site.url}/client_onboarding`);
    expect(response?.status()).toBe(200);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('One Click & Build Anything');
    await expect
      .poll(() => form(page).budget.locator('option').allTextContents())
      .toEqual([
        'Select an option',
        'Under £1,000',
        '£1,000 - £5,000',
        '£5,000 - £15,000',
        '£15,000 - £50,000',
        '£50,000+',
      ]);
    await form(page).name.fill('Grace Hopper');
    const refused = page.waitForResponse((answer) => answer.request().method() === 'POST');
    await form(page).submit.click();
    expect((await refused).status()).toBe(400);
    await page.waitForLoadState();
    for (const text of [
      'Email is required',
      'Project name is required',
      'Please select at least one project type',
      'You must agree to be contacted',
    ])
      await expect.poll(() => page.getByText(text).isVisible()).toBe(true);
    expect(await form(page).name.inputValue()).toBe('Grace Hopper');

    await form(page).email.fill('grace-nojs@example.com');
    await form(page).projectName.fill('Compiler site');
    await form(page).website.check();
    await form(page).consent.check();
    // Before the script, the images go with the form itself.
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Reference images').setInputFiles([
      { name: 'sketch.jpg', mimeType: 'image/jpeg', buffer: photo },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('words') },
    ]);
    await form(page).submit.click();
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    expect(new URL(page.url()).search).toBe('?sent=1&images=1&images_failed=1');
    await expect
      .poll(() =>
        page
          .getByText('Some images failed to upload, but your project was created successfully.')
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByText("We'll get back to you within 24 hours.").isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Client Portal' }).getAttribute('href')).toBe(
      '/client_login',
    );
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    await context.close();
  });

  it('shows the validation messages next to the fields, focused on the first', async () => {
    const page = await site.newPage();
    const errors = consoleErrors(page);
    await open(page, `${site.url}/client_onboarding`);
    await form(page).submit.click();
    await page.getByText('Name is required', { exact: true }).waitFor();
    await expect.poll(() => page.getByText('Please select at least one project type').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('You must agree to be contacted').isVisible()).toBe(true);
    expect(await form(page).name.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await form(page).email.fill('grace@example');
    await form(page).submit.click();
    await page.getByText('Invalid email address').waitFor();
    await expect.poll(() => page.getByText('Invalid email address').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('sends an inquiry with a reference image: a non-image refused, progress and success toasts, then thanks', async () => {
    const page = await site.newPage();
    const errors = consoleErrors(page);
    await open(page, `${site.url}/client_onboarding`);
    const picker = page.locator('input[type="file"]');
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('words') });
    await page.getByText('notes.txt is not a valid image file').first().waitFor();
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#88aacc' } })
      .jpeg()
      .toBuffer();
    await picker.setInputFiles({ name: 'moodboard.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect.poll(() => page.getByText('1 of 5 images chosen').isVisible()).toBe(true);

    await form(page).name.fill('Ada Lovelace');
    await form(page).email.fill('ada-onboarding@example.com');
    await form(page).projectName.fill('Engine site');
    await form(page).website.check();
    await form(page).budget.selectOption('over_50k');
    await form(page).timeline.selectOption('asap');
    await form(page).consent.check();
    // The upload waits until the progress toast has been seen, so the test sees both, in order.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/client-onboarding/reference-images', async (route) => {
      await released;
      await route.continue();
    });
    await form(page).submit.click();
    const uploading = page.getByText('Uploading 1 reference image...', { exact: true });
    await uploading.waitFor();
    release();
    await page.getByText('Successfully uploaded 1 image!', { exact: true }).first().waitFor();
    // Counted in the singular, and the progress toast closes when the result shows (issue 29).
    expect(await uploading.count()).toBe(0);
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('keeps a name typed the moment the field shows, before the form is interactive, and sends it', async () => {
    // A first visit on a phone, typing at once, as a person does: nothing waits for the scripts.
    const page = await site.newPage({ width: 375, height: 800 });
    const errors = consoleErrors(page);
    await page.goto(`${site.url}/client_onboarding`, { waitUntil: 'commit' });
    await form(page).name.pressSequentially('Grace Early', { delay: 40 });
    await hydrated(page);
    // What the form does next renders the name's field again: the name must survive it.
    await form(page).email.fill('grace-early@example.com');
    await form(page).projectName.fill('Early site');
    await form(page).website.check();
    await form(page).consent.check();
    expect(await form(page).name.inputValue()).toBe('Grace Early');
    await form(page).submit.click();
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('reads in the visitor language, and looks right on a phone', async () => {
    const page = await site.newPage({ width: 375, height: 800 });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/client_onboarding?lang=de`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Ein Klick & alles bauen');
    await page.getByRole('button', { name: 'Projektanfrage senden' }).click();
    await page.getByText('Name ist erforderlich', { exact: true }).waitFor();
    await expect.poll(() => page.getByText('Name ist erforderlich', { exact: true }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('Bitte wählen Sie mindestens eine Projektart').isVisible())
      .toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
