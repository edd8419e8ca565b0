import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseFirstFreeDay, nextMonthSlots, timeButtons } from '../fixtures/booking-pages.ts';
import { consoleErrors, hydrated, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';
import { newestMailTo } from '../fixtures/mail-files.ts';

// A person presses twice: a double click, Enter pressed again while the page seems to do nothing.
// Each form sends once, and what it made exists once.
const site = startE2eSite({ shared: true });

/** Every POST the page makes to `procedure`, counted as it goes. */
function postsTo(page: Page, procedure: string): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/trpc/${procedure}`)
      seen.count += 1;
  });
  return seen;
}

/** How many e-mails the site wrote to `address` that pass `matches`. */
async function mailsTo(folder: string, address: string, matches: (mail: ParsedMail) => boolean) {
  let count = 0;
  for (const file of (await readdir(folder)).filter((name) => name.endsWith('.eml'))) {
    const mail = await simpleParser(await readFile(path.join(folder, file)));
    const to = Array.isArray(mail.to) ? mail.to.flatMap((entry) => entry.value) : (mail.to?.value ?? []);
    if (to.some((entry) => entry.address === address) && matches(mail)) count += 1;
  }
  return count;
}

describe('a form pressed twice', () => {
  it('books once when Enter is pressed twice on "Diese Sitzung buchen", on a phone in German', async () => {
    const page = await site.newPage({ width: 375, height: 740 });
    const errors = consoleErrors(page);
    const loaded = nextMonthSlots(page);
    await open(page, `${site.url}/booking/electrical-consultation?lang=de`);
    await loaded;
    await chooseFirstFreeDay(page, 'booking.monthSlots', 'de');
    await timeButtons(page).first().click();
    await page.getByLabel('Ihr Name').fill('Hedy Lamarr');
    const email = page.getByLabel('Ihre E-Mail');
    await email.fill('hedy.twice@example.com');
    const posts = postsTo(page, 'booking.book');
    // Enter, and Enter again before a slow phone has shown that it is busy: both presses land in the
    // same moment (Playwright would wait for the page between two key presses).
    await email.evaluate((field: HTMLInputElement) => {
      field.form?.requestSubmit();
      field.form?.requestSubmit();
    });
    await page.getByRole('heading', { name: 'Ihr Termin ist gebucht' }).waitFor();
    // The second press would have come back "taken" and sent the visitor to the calendar again.
    await page.waitForTimeout(500);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Ihr Termin ist gebucht' }).isVisible())
      .toBe(true);
    expect(await page.getByText('Diese Zeit wurde gerade vergeben').count()).toBe(0);
    expect(posts.count).toBe(1);
    await newestMailTo(path.join(site.dataDir, 'mail'), 'hedy.twice@example.com');
    expect(errors).toEqual([]);
  });

  it('sends one message for a double click on Send Message, typed the moment the form shows', async () => {
    const page = await site.newPage();
    const errors = consoleErrors(page);
    await page.goto(`${site.url}/contact`);
    await page.getByLabel('Your name').fill('Ada Twice');
    await page.getByLabel('Your email').fill('ada.twice@example.com');
    await page.getByLabel('Your message').fill('One message, however many times I press.');
    // The script's path (a plain post pressed twice is two posts, as in any browser).
    await hydrated(page);
    await page.getByRole('button', { name: 'Send Message' }).dblclick();
    await page.getByRole('heading', { name: 'Message sent' }).waitFor();
    const ours = (mail: ParsedMail) => (mail.text ?? '').includes('however many times I press');
    await newestMailTo(path.join(site.dataDir, 'mail'), 'hello@example.com', ours);
    // A second message would have been queued beside the first.
    await page.waitForTimeout(1000);
    expect(await mailsTo(path.join(site.dataDir, 'mail'), 'hello@example.com', ours)).toBe(1);
    expect(errors).toEqual([]);
  });
});
