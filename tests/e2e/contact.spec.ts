import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { consoleErrors, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';
import { newestMailTo } from '../fixtures/mail-files.ts';

const site = startE2eSite({ shared: true });

const form = (page: Page) => ({
  name: page.getByLabel('Your name'),
  email: page.getByLabel('Your email'),
  message: page.getByLabel('Your message'),
  send: page.getByRole('button', { name: 'Send Message' }),
});

describe('contact page', () => {
  it('is complete before JavaScript runs: heading, form, address, location and booking link', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${site.url}/contact`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Contact | Personal Brand');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Get in Touch');
    await expect.poll(() => form(page).name.isVisible()).toBe(true);
    await expect.poll(() => form(page).send.isVisible()).toBe(true);
    const mail = page.locator('main a[href^="mailto:"]');
    await expect.poll(() => mail.textContent()).toBe('hello@example.com');
    await expect.poll(() => page.locator('main').getByText('London, United Kingdom').isVisible()).toBe(true);
    const booking = page.locator('main').getByRole('link', { name: 'Book a session' });
    expect(await booking.getAttribute('href')).toBe('/booking#booking-top');
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toMatch(/\/contact$/);
    await context.close();
  });

  it('sends without JavaScript: refused with the typed values kept and the messages shown, then thanked', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/contact`);
    await form(page).name.fill('Grace Hopper');
    await form(page).message.fill('Too short');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await form(page).send.click();
    expect((await refused).status()).toBe(400);
    await page.waitForLoadState();
    await expect.poll(() => page.getByText('Email is required').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Message must be at least 10 characters').isVisible()).toBe(true);
    expect(await form(page).email.getAttribute('aria-invalid')).toBe('true');
    expect(await form(page).name.inputValue()).toBe('Grace Hopper');
    expect(await form(page).message.inputValue()).toBe('Too short');

    await form(page).email.fill('grace@example.com');
    await form(page).message.fill('Could you speak at our compiler meetup next spring?');
    await form(page).send.click();
    await page.getByRole('heading', { name: 'Message sent' }).waitFor();
    // Post/Redirect/Get: a reload shows the thanks again and sends nothing twice.
    expect(new URL(page.url()).search).toBe('?sent=1');
    const mail = await newestMailTo(path.join(site.dataDir, 'mail'), 'hello@example.com', (message) =>
      (message.text ?? '').includes('compiler meetup'),
    );
    expect(mail.subject).toBe('New contact message from Grace Hopper');
    expect(mail.replyTo?.value[0]?.address).toBe('grace@example.com');
    await context.close();

    // With the script, "Send another message" leaves the thanks behind, also for a reload.
    const scripted = await site.newPage();
    await open(scripted, `${site.url}/contact?sent=1`);
    await scripted.getByRole('button', { name: 'Send another message' }).click();
    expect(new URL(scripted.url()).search).toBe('');
    await scripted.reload();
    await expect.poll(() => form(scripted).send.isVisible()).toBe(true);
  });

  it('shows a refused plain post accessibly: messages tied to their fields, nothing for axe', async () => {
    const page = await site.newPage();
    // The site's scripts never arrive (blocked, or a slow network): the form posts as plain HTML.
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await page.goto(`${site.url}/contact`);
    await form(page).name.fill('Ada Lovelace');
    await form(page).send.click();
    await page.getByText('Email is required').waitFor();
    expect(await form(page).email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await form(page).email.getAttribute('aria-describedby')) ?? '';
    const description = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
      describedBy.split(' '),
    );
    expect(description).toContain('Email is required');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('passes axe, and keeps the honeypot away from people: hidden from screen readers, skipped by the keyboard', async () => {
    const page = await site.newPage();
    await open(page, `${site.url}/contact`);
    expect(await axeViolations(page)).toEqual([]);
    const honeypot = page.locator('input[name="website"]');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.getAttribute('autocomplete')).toBe('off');
    await expect.poll(() => page.locator('[aria-hidden="true"]:has(input[name="website"])').count()).toBe(1);
    const box = await honeypot.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThan(0);
    // Tabbing from the message goes straight to the send button.
    await form(page).message.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send Message');
  });

  it('shows the validation messages next to the fields and sends nothing', async () => {
    const page = await site.newPage();
    const errors = consoleErrors(page);
    await open(page, `${site.url}/contact`);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/trpc/contact.send')) requests.push(request.url());
    });
    await form(page).send.click();
    await page.getByText('Name is required').waitFor();
    await expect.poll(() => page.getByText('Email is required').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Message is required').isVisible()).toBe(true);
    expect(await form(page).name.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');

    await form(page).name.fill('Ada Lovelace');
    await form(page).email.fill('ada-at-example');
    await form(page).message.fill('Too short');
    await form(page).send.click();
    await page.getByText('Please enter a valid email address').waitFor();
    await expect.poll(() => page.getByText('Please enter a valid email address').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Message must be at least 10 characters').isVisible()).toBe(true);
    expect(await page.getByText('Name is required').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('sends a message: Sending... while busy, then the thank-you', async () => {
    const page = await site.newPage();
    const errors = consoleErrors(page);
    await open(page, `${site.url}/contact`);
    // Holds the call back a moment so the busy state can be seen.
    await page.route('**/trpc/contact.send**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await form(page).name.fill('Ada Lovelace');
    await form(page).email.fill('ada@example.com');
    await form(page).message.fill('I would love to hear more about the college in Cameroon.');
    await form(page).send.click();
    const busy = page.getByRole('button', { name: 'Sending...' });
    await busy.waitFor();
    await expect.poll(() => busy.isDisabled()).toBe(true);
    const thanks = page.getByText("Thank you for your message! I'll get back to you soon.");
    await thanks.waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Message sent' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Send another message' }).click();
    expect(await form(page).name.inputValue()).toBe('');
    expect(errors).toEqual([]);
  });

  it('reads in the visitor language, and looks right on a phone', async () => {
    const page = await site.newPage({ width: 375, height: 800 });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/contact?lang=fr`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Prenons contact');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByText('Le nom est obligatoire').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
