import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MonthSlotsDto } from '#application/booking/dto.ts';
import { axeViolations } from '../fixtures/axe.ts';
import { consoleErrors, OWNER, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';
import { EDITOR } from '../fixtures/harness/staff-accounts.ts';
import { newestMailTo } from '../fixtures/mail-files.ts';

// The owner is made with the editor: the site seeds its owner only into an empty user table.
const site = startE2eSite({
  // A public address calendar files accept (the site listens on port 0, and "localhost:0" is no URL to them).
  env: { BASE_URL: 'http://localhost:4000' },
  staff: [
    [OWNER, 'admin'],
    [EDITOR, 'editor'],
  ],
});

const DAY_MS = 86_400_000;
const VISITOR = 'grace@example.com';

/** A London calendar date ('2026-03-21') of an instant. */
const londonDate = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(instant);

/** The first Saturday at least `days` days from now, as a London date. */
function saturdayAfter(days: number): string {
  for (let n = days; ; n += 1) {
    const instant = new Date(Date.now() + n * DAY_MS);
    const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'long' }).format(
      instant,
    );
    if (weekday === 'Saturday') return londonDate(instant);
  }
}

async function toast(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

const rowOf = (page: Page, name: string | RegExp) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

async function trpcData<T>(page: Page, pathAndQuery: string): Promise<T> {
  const response = await page.request.get(`${site.url}/trpc/${pathAndQuery}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

async function visitorSlugs(page: Page): Promise<string[]> {
  return (await trpcData<{ slug: string }[]>(page, 'booking.services')).map((service) => service.slug);
}

async function monthSlots(page: Page, date: string): Promise<MonthSlotsDto> {
  const input = encodeURIComponent(
    JSON.stringify({ service: 'garden-design', month: date.slice(0, 7), timeZone: 'Europe/London' }),
  );
  return trpcData<MonthSlotsDto>(page, `booking.monthSlots?input=${input}`);
}

describe('the owner manages bookings', () => {
  it('adds, edits and deactivates a service, sets weekly hours and a day off, and cancels a booking with a reason', async () => {
    const page = await site.newPage({ as: OWNER });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/admin/bookings`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Manage Bookings');
    expect(await page.title()).toBe('Manage Bookings | Personal Brand');
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Breadcrumb' }).textContent())
      .toBe('Admin›Bookings');
    await expect.poll(() => page.getByText('No upcoming bookings.').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // ---- Services ----
    const tabs = page.getByRole('navigation', { name: 'Booking sections' });
    await tabs.getByRole('link', { name: 'Services' }).click();
    await page.waitForURL(`${site.url}/admin/bookings?tab=services`);
    await page.getByRole('button', { name: 'Add service' }).click();
    const add = page.getByRole('dialog', { name: 'Add service' });
    await add.waitFor();
    await add.getByLabel('Duration (minutes)').fill('5');
    await add.getByRole('button', { name: 'Add service' }).click();
    await add.getByText('Name is required').waitFor();
    await expect
      .poll(() => add.getByText('Duration must be between 15 and 480 minutes').isVisible())
      .toBe(true);

    await add.getByLabel('Name').fill('Garden Design');
    expect(await add.getByLabel('Address').inputValue()).toBe('garden-design');
    await add.getByLabel('Description').fill('An hour in your garden, planning the beds.');
    await add.getByLabel('Duration (minutes)').fill('45');
    await add.getByLabel('Price (£)').fill('25.50');
    await add.getByLabel('Buffer after (minutes)').fill('15');
    await add.getByLabel('Minimum notice (hours)').fill('2');
    await add.getByLabel('Books ahead (days)').fill('90');
    expect(await axeViolations(page)).toEqual([]);
    await add.getByRole('button', { name: 'Add service' }).click();
    await toast(page, 'Service added');
    const row = rowOf(page, /^Garden Design/);
    await row.waitFor();
    for (const shown of [
      '/booking/garden-design',
      '45 min',
      '£25.50',
      'None before, 15 min after',
      '2 hours',
      '90 days',
    ])
      await expect.poll(() => row.textContent()).toContain(shown);
    await expect.poll(() => row.getByText('Active', { exact: true }).isVisible()).toBe(true);
    expect(await visitorSlugs(page)).toContain('garden-design');

    // The same address again is refused by the server.
    await page.getByRole('button', { name: 'Add service' }).click();
    const again = page.getByRole('dialog', { name: 'Add service' });
    await again.getByLabel('Name').fill('Garden Design');
    await again.getByRole('button', { name: 'Add service' }).click();
    await again
      .getByRole('alert')
      .filter({ hasText: 'Another service already uses this address.' })
      .waitFor();
    await again.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: 'Edit Garden Design' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit service' });
    expect(await edit.getByLabel('Price (£)').inputValue()).toBe('25.50');
    await edit.getByLabel('Price (£)').fill('0');
    await edit.getByRole('button', { name: 'Save service' }).click();
    await toast(page, 'Service updated');
    await row.getByText('Free').waitFor();

    await row.getByRole('button', { name: 'Deactivate Garden Design' }).click();
    await toast(page, 'Service deactivated: visitors no longer see it');
    await row.getByText('Inactive').waitFor();
    expect(await visitorSlugs(page)).not.toContain('garden-design');
    await row.getByRole('button', { name: 'Activate Garden Design' }).click();
    await toast(page, 'Service active: visitors can book it');
    expect(await visitorSlugs(page)).toContain('garden-design');

    // ---- Availability: Saturday 10:00–14:00 and 15:00–16:00; a day off on another Saturday ----
    await tabs.getByRole('link', { name: 'Availability' }).click();
    await page.waitForURL(`${site.url}/admin/bookings?tab=availability`);
    // The tab's section is an island: after a client navigation its code arrives, then it renders.
    await page.getByText('All times are London time (Europe/London).').waitFor();
    await expect
      .poll(() => page.getByText('All times are London time (Europe/London).').isVisible())
      .toBe(true);
    const saturday = page.getByRole('group', { name: 'Saturday' });
    await expect.poll(() => saturday.getByText('Closed').isVisible()).toBe(true);
    await saturday.getByRole('button', { name: 'Add hours' }).click();
    await saturday.getByLabel('From').fill('10:00');
    await saturday.getByLabel('To').fill('14:00');
    await saturday.getByRole('button', { name: 'Add hours' }).click();
    await saturday.getByLabel('From').nth(1).fill('13:00');
    await page.getByRole('button', { name: 'Save weekly hours' }).click();
    await saturday.getByText('Ranges on the same day must not overlap').waitFor();
    await saturday.getByLabel('From').nth(1).fill('15:00');
    await saturday.getByLabel('To').nth(1).fill('16:00');
    await page.getByRole('button', { name: 'Save weekly hours' }).click();
    await toast(page, 'Weekly hours saved');

    const bookedSaturday = saturdayAfter(3);
    const dayOff = saturdayAfter(10);
    await page.getByLabel('Date', { exact: true }).fill(dayOff);
    await page.getByLabel('Note (optional)').fill('Family visit');
    await page.getByRole('button', { name: 'Add override' }).click();
    await toast(page, 'Date override saved');
    const overrides = page.getByRole('table', { name: 'Upcoming date overrides' });
    await expect.poll(() => overrides.getByRole('row').nth(1).textContent()).toContain('Day offFamily visit');
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(
      await saturday
        .getByLabel('From')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual(['10:00', '15:00']);

    const onDay = (slots: MonthSlotsDto, date: string) =>
      slots.slots.filter((slot) => londonDate(new Date(slot.startsAt)) === date);
    const saturdaySlots = onDay(await monthSlots(page, bookedSaturday), bookedSaturday);
    expect(saturdaySlots.length).toBeGreaterThan(0);
    expect(onDay(await monthSlots(page, dayOff), dayOff)).toEqual([]);

    // ---- A visitor books that Saturday; the owner cancels it with a reason ----
    const booked = await page.request.post(`${site.url}/trpc/booking.book`, {
      headers: { Origin: site.url },
      data: {
        service: 'garden-design',
        startsAt: saturdaySlots[0]?.startsAt,
        timeZone: 'Europe/London',
        name: 'Grace Hopper',
        email: VISITOR,
        phone: '+44 20 7946 0001',
        notes: 'The roses need help',
      },
    });
    expect(booked.status()).toBe(200);

    await tabs.getByRole('link', { name: 'Bookings' }).click();
    await page.waitForURL(`${site.url}/admin/bookings`);
    const booking = page.getByRole('row').filter({ hasText: 'Grace Hopper' });
    await booking.waitFor();
    for (const shown of [
      'Garden Design',
      VISITOR,
      '+44 20 7946 0001',
      'The roses need help',
      'Confirmed',
      'until',
    ])
      await expect.poll(() => booking.textContent()).toContain(shown);
    const bookingText = await booking.textContent();
    // One clock: 24-hour times, the start and its end alike ("15:00", "until 16:00"), never AM/PM.
    expect(bookingText).toMatch(/\d{2}:\d{2}.*until \d{2}:\d{2}/);
    expect(bookingText).not.toMatch(/\d\s?[AP]M/i);
    expect(await axeViolations(page)).toEqual([]);
    // At a laptop's 1280 px every column fits its box, Status and Cancel included: nothing to scroll to.
    await page.setViewportSize({ width: 1280, height: 800 });
    const table = page.locator('table').filter({ has: booking });
    expect(
      await table.evaluate((element) => {
        const box = element.parentElement as HTMLElement;
        return box.scrollWidth - box.clientWidth;
      }),
    ).toBeLessThanOrEqual(0);
    await expect
      .poll(() => booking.getByRole('button', { name: /^Cancel Grace Hopper/ }).isVisible())
      .toBe(true);

    await booking.getByRole('button', { name: /^Cancel Grace Hopper/ }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await cancel.waitFor();
    await expect.poll(() => cancel.textContent()).toContain(VISITOR);
    await cancel.getByLabel('Reason (optional)').fill('The garden centre is closed that day');
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await toast(page, 'Booking cancelled; the visitor has been e-mailed');
    await booking.getByText('Cancelled', { exact: true }).waitFor();
    await expect.poll(() => booking.textContent()).toContain('Reason: The garden centre is closed that day');
    await expect.poll(() => booking.textContent()).toContain('by you');
    expect(await booking.getByRole('button', { name: /^Cancel/ }).count()).toBe(0);

    const mail = await newestMailTo(path.join(site.dataDir, 'mail'), VISITOR, (message) =>
      (message.subject ?? '').startsWith('Booking cancelled'),
    );
    expect(mail.text).toContain('Reason: The garden centre is closed that day');

    // The slot is free again.
    expect(onDay(await monthSlots(page, bookedSaturday), bookedSaturday)[0]?.startsAt).toBe(
      saturdaySlots[0]?.startsAt,
    );

    await page.getByRole('link', { name: 'Past' }).click();
    await page.getByText('No past bookings yet.').waitFor();
    // The one refusal is the taken address, which the browser logs as a failed request.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
  });

  it("translates a service: the owner's German name is what the German booking page shows", async () => {
    const page = await site.newPage({ as: OWNER });
    const errors = consoleErrors(page);
    await open(page, `${site.url}/admin/bookings?tab=services`);
    const row = rowOf(page, /^Personal Consultation/);
    await row.getByRole('button', { name: 'Translations Personal Consultation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Translations of Personal Consultation' });
    await dialog.waitFor();
    const german = dialog.getByRole('group', { name: 'Deutsch' });
    // The seed's German text is there to edit; a description without its name is refused.
    expect(await german.getByLabel('Name').inputValue()).not.toBe('');
    await german.getByLabel('Name').fill('');
    await dialog.getByRole('button', { name: 'Save translations' }).click();
    await german.getByText('Name is required when a description is given').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await german.getByLabel('Name').fill('Persönliches Gespräch unter vier Augen');
    await dialog.getByRole('button', { name: 'Save translations' }).click();
    await toast(page, 'Translations saved');
    await dialog.waitFor({ state: 'detached' });

    // A visitor reading German (a page never served before, so no cached copy of it).
    const visitor = await site.newPage();
    await open(visitor, `${site.url}/booking/personal-consultation?lang=de`);
    await visitor.getByRole('heading', { name: 'Persönliches Gespräch unter vier Augen' }).waitFor();
    // English readers still read the English name.
    const english = await site.newPage();
    await open(english, `${site.url}/booking/personal-consultation?lang=en`);
    await english.getByRole('heading', { name: 'Personal Consultation' }).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('is in the Admin Menu, and on a phone in German it fits the screen and passes axe', async () => {
    const page = await site.newPage({ as: OWNER, width: 375, height: 740 });
    await page.context().addCookies([{ name: 'lang', value: 'de', url: site.url }]);
    await open(page, `${site.url}/admin/bookings?tab=availability`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Buchungen verwalten');
    await expect
      .poll(() => page.getByText('Alle Zeiten sind Londoner Zeit (Europe/London).').isVisible())
      .toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await open(page, `${site.url}/admin/bookings?tab=services`);
    expect(await axeViolations(page)).toEqual([]);

    const desktop = await site.newPage({ as: OWNER });
    await open(desktop, site.url);
    await desktop.getByRole('button', { name: 'Admin Menu', exact: true }).click();
    expect(await desktop.getByRole('menuitem', { name: 'Manage Bookings' }).getAttribute('href')).toBe(
      '/admin/bookings',
    );
  });

  it("tells an editor 'Access Denied' (403) and sends a visitor to sign in", async () => {
    const editor = await site.newPage({ as: EDITOR });
    const response = await editor.goto(`${site.url}/admin/bookings`);
    expect(response?.status()).toBe(403);
    await editor.getByText("You don't have permission to access this page.").waitFor();
    await expect.poll(() => editor.getByText('Access Denied').first().isVisible()).toBe(true);
    const refused = await editor.request.get(`${site.url}/trpc/booking.adminServices`);
    expect(refused.status()).toBe(403);

    const visitor = await site.newPage();
    await visitor.goto(`${site.url}/admin/bookings?tab=services`);
    expect(new URL(visitor.url()).pathname + new URL(visitor.url()).search).toBe(
      '/login?redirect=/admin/bookings%3Ftab%3Dservices',
    );
  });
});
