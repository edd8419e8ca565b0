import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import {
  bookingMail,
  calendarLoaded,
  chooseFirstFreeDay,
  chooseFirstFreeDayOf,
  dayAfter,
  focusedDate,
  freeDays,
  freeTimesOn,
  mailLink,
  nextMonthButton,
  nextMonthSlots,
  timeButtons,
} from '../fixtures/booking-pages.ts';
import { consoleErrors, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';
import { projectRoot } from '../fixtures/harness/processes.ts';
import { newestMailTo } from '../fixtures/mail-files.ts';

const site = startE2eSite({ shared: true });

const SERVICE = 'electrical-consultation';
// A spent link says why it no longer works.
const USED_CANCEL_LINK = 'This link has already been used: the booking was cancelled with it.';
const USED_RESCHEDULE_LINK =
  'This link has already been used to move the booking. Please use the links in the e-mail about its new time.';

describe('booking a session', () => {
  it('goes from a venture page to the e-mail with its calendar file, and the cancel link frees the time again', async () => {
    const page = await site.newPage();
    const errors = consoleErrors(page);
    await open(page, `${site.url}/epie-electricians`);
    const loaded = nextMonthSlots(page);
    await page.locator(`main a[href="/booking?service=${SERVICE}"]`).first().click();
    await page.waitForURL(`${site.url}/booking?service=${SERVICE}`);
    const month = await loaded;
    expect(month.service.slug).toBe(SERVICE);
    const serviceName = month.service.name;
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: serviceName }).isVisible())
      .toBe(true);

    const date = await chooseFirstFreeDay(page);
    const time = (await timeButtons(page).first().textContent()) ?? '';
    expect(time).toMatch(/^\d\d:\d\d$/);
    await timeButtons(page).first().click();
    // Focus moves to the new step's heading.
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Your details');

    // A pasted name longer than the field takes is cut, and the field says so.
    await page.getByLabel('Your name').fill('A'.repeat(10_000));
    expect(await page.getByLabel('Your name').inputValue()).toHaveLength(100);
    await page.getByText('At most 100 characters: anything longer is not kept.').waitFor();
    await page.getByLabel('Your name').fill('Ada Lovelace');
    await page.getByText('At most 100 characters', { exact: false }).waitFor({ state: 'detached' });
    await page.getByLabel('Your email').fill('ada.booking@example.com');
    await page.getByLabel('Phone (optional)').fill('+44 20 7946 0001');
    await page.getByRole('button', { name: 'Book this session' }).click();
    await page.getByRole('heading', { name: 'You are booked' }).waitFor();
    await expect
      .poll(() =>
        page
          .getByText(
            'A confirmation e-mail with a calendar invitation is on its way to ada.booking@example.com',
          )
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByRole('status').getByText(serviceName).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('status').getByText(time, { exact: false }).isVisible())
      .toBe(true);

    const mail = await bookingMail(site, 'ada.booking@example.com', 'Booking confirmed');
    const calendar = mail.attachments.find((attachment) => attachment.filename?.endsWith('.ics'));
    expect(calendar?.content.toString('utf8')).toContain('BEGIN:VEVENT');
    const cancelLink = mailLink(site, mail, 'cancel');

    // The time is gone for the next visitor (and the day with it, when it was the day's last: on an
    // afternoon, tomorrow may have only one time left within the notice period).
    const again = await site.newPage();
    const reloaded = nextMonthSlots(again);
    await open(again, `${site.url}/booking/${SERVICE}`);
    await reloaded;
    expect(await freeTimesOn(again, date)).not.toContain(time);

    const cancel = await site.newPage();
    await open(cancel, cancelLink);
    expect(await cancel.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await expect.poll(() => cancel.getByText(serviceName).isVisible()).toBe(true);
    await cancel.getByLabel('Reason (optional)').fill('Something came up');
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await cancel.getByRole('heading', { name: 'Your booking is cancelled' }).waitFor();

    // Free again, and the spent link says so.
    const freed = nextMonthSlots(again);
    await again.reload();
    await freed;
    expect(await freeTimesOn(again, date)).toContain(time);
    await open(cancel, cancelLink);
    await expect.poll(() => cancel.getByText(USED_CANCEL_LINK).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('shows the services, and the chosen one’s calendar in London time, before JavaScript runs', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${site.url}/booking`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Book a Session | Personal Brand');
    await expect.poll(() => page.locator('#booking-top h1').textContent()).toBe('Book a Session');
    const card = page.locator(`a[href="/booking/${SERVICE}"]`);
    await expect.poll(() => card.count()).toBe(1);
    await expect.poll(() => page.getByText(/^(£\d+\.\d\d|Free)$/).count()).toBeGreaterThan(0);

    await page.goto(`${site.url}/booking/${SERVICE}`);
    await expect.poll(() => page.getByText('Times are shown in Europe/London').isVisible()).toBe(true);
    await expect.poll(() => page.locator('button[data-date]').count()).toBeGreaterThanOrEqual(28);

    // A venture card's service that is not open for booking: the list, with a note.
    const unknown = await page.goto(`${site.url}/booking/music-and-poetry`);
    expect(unknown?.status()).toBe(200);
    await expect
      .poll(() => page.getByText('is not open for booking yet', { exact: false }).isVisible())
      .toBe(true);
    await expect.poll(() => page.locator(`a[href="/booking/${SERVICE}"]`).count()).toBe(1);
    await context.close();
  });

  it('books, moves and cancels with JavaScript off, on a phone in German: plain links and form posts', async () => {
    const context = await site.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
      locale: 'de-DE',
    });
    const page = await context.newPage();
    const de = germanBookingTexts();
    const email = 'greta.nojs@example.com';
    // A day with free times: this month's, or (late in a month) the next month's, by the month link.
    const chooseFreeDay = async () => {
      if ((await freeDays(page).count()) === 0) {
        await page.locator('button[name="month"]:not([disabled])').last().click();
        await page.waitForURL(/[?&]month=/);
      }
      const day = (await freeDays(page).first().getAttribute('data-date')) ?? '';
      await freeDays(page).first().click();
      await page.waitForURL(new RegExp(`[?&]day=${day}`));
      return day;
    };
    await page.goto(`${site.url}/booking/${SERVICE}?lang=de`);
    await chooseFreeDay();
    expect(page.url()).toContain('lang=de');
    await timeButtons(page).first().click();
    await page.waitForURL(/[?&]time=/);
    await page.getByRole('heading', { name: de.form.heading }).waitFor();
    // A refused post shows the step again with the message and what was typed.
    await page.getByLabel(de.form.name).fill('Greta Berlin');
    await page.getByRole('button', { name: de.form.book }).click();
    await expect.poll(() => page.getByText(de.validation.emailRequired).isVisible()).toBe(true);
    expect(await page.getByLabel(de.form.name).inputValue()).toBe('Greta Berlin');
    await page.getByLabel(de.form.email).fill(email);
    await page.getByRole('button', { name: de.form.book }).click();
    await page.waitForURL(/[?&]booked=1/);
    await expect.poll(() => page.getByText(de.done.heading).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const booked = await newestMailTo(path.join(site.dataDir, 'mail'), email);
    const moveLink = mailLink(site, booked, 'reschedule');

    await page.goto(moveLink);
    await chooseFreeDay();
    const times = timeButtons(page);
    await times.nth((await times.count()) > 1 ? 1 : 0).click();
    await page.waitForURL(/[?&]time=/);
    await page.getByRole('button', { name: de.reschedule.confirm }).click();
    await page.waitForURL(/[?&]moved=1/);
    expect(page.url()).not.toContain('token=');
    await expect.poll(() => page.getByText(de.reschedule.doneHeading).isVisible()).toBe(true);
    const moved = await newestMailTo(
      path.join(site.dataDir, 'mail'),
      email,
      (mail) =>
        (mail.text ?? '').includes('/booking/cancel?token=') &&
        !(mail.text ?? '').includes(moveLink.split('token=')[1] ?? ''),
    );

    await page.goto(mailLink(site, moved, 'cancel'));
    await page.getByRole('button', { name: de.cancel.button }).click();
    await page.waitForURL(/[?&]cancelled=1/);
    await expect.poll(() => page.getByText(de.cancel.doneHeading).isVisible()).toBe(true);
    // The old link says why it no longer works.
    await page.goto(moveLink);
    await expect.poll(() => page.getByText(de.validation.linkUsedReschedule).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });

  it('serves a first-time visitor on a phone, in French, in New York time: the zone is named and axe passes', async () => {
    const context = await site.browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'fr-FR',
      timezoneId: 'America/New_York',
    });
    await context.addInitScript(() => window.localStorage.setItem('welcome_audio_seen', 'declined'));
    const page = await context.newPage();
    const errors = consoleErrors(page);
    const loaded = nextMonthSlots(page);
    await open(page, `${site.url}/booking/${SERVICE}?lang=fr`);
    const month = await loaded;
    expect(month.timeZone).toBe('America/New_York');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Réserver une séance');
    await page.getByText('Les heures sont affichées en America/New_York').waitFor();
    expect(await page.getByLabel('Fuseau horaire').inputValue()).toBe(
      zoneLabel('New York', 'America/New_York'),
    );

    const { date, month: shown } = await chooseFirstFreeDayOf(page, month, 'booking.monthSlots', 'fr');
    const firstSlot = shown?.slots.find(
      (slot) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(slot.startsAt)) ===
        date,
    );
    const timeIn = (timeZone: string) =>
      new Intl.DateTimeFormat('fr-FR', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone,
      }).format(new Date(firstSlot?.startsAt ?? ''));
    const expected = timeIn('America/New_York');
    await expect.poll(() => timeButtons(page).first().textContent()).toBe(expected);
    // New York's time, four or five hours before London's (not "before 09:00": the first free day may
    // be today, with only the afternoon left).
    expect(expected).not.toBe(timeIn('Europe/London'));

    const table = await page.locator('table').boundingBox();
    expect((table?.x ?? 0) + (table?.width ?? 999)).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);

    await timeButtons(page).first().click();
    await page.getByRole('heading', { name: 'Vos coordonnées' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves a booking with the reschedule link; the old link then says it is spent', async () => {
    const page = await site.newPage();
    const loaded = nextMonthSlots(page);
    await open(page, `${site.url}/booking/${SERVICE}`);
    await loaded;
    await chooseFirstFreeDay(page);
    await timeButtons(page).first().click();
    await page.getByLabel('Your name').fill('Grace Hopper');
    await page.getByLabel('Your email').fill('grace.booking@example.com');
    await page.getByRole('button', { name: 'Book this session' }).click();
    await page.getByRole('heading', { name: 'You are booked' }).waitFor();
    const link = mailLink(
      site,
      await bookingMail(site, 'grace.booking@example.com', 'Booking confirmed'),
      'reschedule',
    );

    const move = await site.newPage();
    const errors = consoleErrors(move);
    const slots = nextMonthSlots(move, 'booking.rescheduleSlots');
    await open(move, link);
    await slots;
    expect(await move.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await chooseFirstFreeDay(move, 'booking.rescheduleSlots');
    // The day's second time where it has two (on an afternoon the first free day may have only one).
    const times = timeButtons(move);
    const newSlot = times.nth((await times.count()) > 1 ? 1 : 0);
    const newTime = (await newSlot.textContent()) ?? '';
    await newSlot.click();
    expect(await newSlot.getAttribute('aria-pressed')).toBe('true');
    await move.getByRole('button', { name: 'Confirm new time' }).click();
    await move.getByRole('heading', { name: 'Your booking has been moved' }).waitFor();
    await expect
      .poll(() => move.getByRole('status').getByText(newTime, { exact: false }).isVisible())
      .toBe(true);
    const moved = await bookingMail(site, 'grace.booking@example.com', 'Booking moved');
    expect(mailLink(site, moved, 'reschedule')).not.toBe(link);

    await open(move, link);
    await expect.poll(() => move.getByText(USED_RESCHEDULE_LINK).isVisible()).toBe(true);
    expect(await axeViolations(move)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('tells the loser of a race that the time was just taken, and shows the calendar again without it', async () => {
    const page = await site.newPage();
    const errors = consoleErrors(page);
    const loaded = nextMonthSlots(page);
    await open(page, `${site.url}/booking/${SERVICE}`);
    await loaded;
    const date = await chooseFirstFreeDay(page);
    const time = (await timeButtons(page).first().textContent()) ?? '';
    await timeButtons(page).first().click();
    await page.getByLabel('Your name').fill('Katherine Johnson');
    await page.getByLabel('Your email').fill('katherine.booking@example.com');

    // Someone else books the same time first.
    const month = (await await page.request
      .get(
        `${site.url}/trpc/booking.monthSlots?input=${encodeURIComponent(
          JSON.stringify({ service: SERVICE, month: date.slice(0, 7), timeZone: 'UTC' }),
        )}`,
      )
      .then((response) => response.json())) as { result: { data: { slots: { startsAt: string }[] } } };
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const taken = month.result.data.slots.find(
      (slot) =>
        new Intl.DateTimeFormat('en-GB', {
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          timeZone: zone,
        }).format(new Date(slot.startsAt)) === time,
    );
    const other = await page.request.post(`${site.url}/trpc/booking.book`, {
      headers: { Origin: site.url },
      data: {
        service: SERVICE,
        startsAt: taken?.startsAt,
        timeZone: 'UTC',
        name: 'Dorothy Vaughan',
        email: 'dorothy.booking@example.com',
      },
    });
    expect(other.status()).toBe(200);

    const refreshed = nextMonthSlots(page);
    await page.getByRole('button', { name: 'Book this session' }).click();
    await page.getByText('This time was just taken, please pick another').waitFor();
    await refreshed;
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Pick a day');
    if (await page.locator(`button[data-date="${date}"][aria-disabled="true"]`).count()) return;
    await page.locator(`button[data-date="${date}"]`).click();
    expect(await timeButtons(page).allTextContents()).not.toContain(time);
    expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
  });

  it('can be used with the keyboard alone: arrows between days, Enter to choose, then a time', async () => {
    const page = await site.newPage();
    const loaded = nextMonthSlots(page);
    await open(page, `${site.url}/booking/${SERVICE}`);
    const month = await loaded;
    if (month.days.length === 0) {
      const next = nextMonthSlots(page);
      await nextMonthButton(page).click();
      await next;
    }
    // Tab from the month buttons lands on one day: the first with free times.
    await nextMonthButton(page).focus();
    await page.keyboard.press('Tab');
    const first = await focusedDate(page);
    expect(first).toBe(await freeDays(page).first().getAttribute('data-date'));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      /^\w+day,? \d{1,2} \w+ \d{4}, \d+ times? available$/,
    );

    // The focus lands on the next day, in the next month too (while that month's times load).
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focusedDate(page)).toBe(dayAfter(first));
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focusedDate(page)).toBe(first);

    await calendarLoaded(page);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /^Times on / }).waitFor();
    expect(await page.locator(`button[data-date="${first}"]`).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^\d\d:\d\d$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Your details');
  });

  it('keeps the focus on a day while the next month loads: down across the month end, then Page Up and Page Down', async () => {
    const page = await site.newPage();
    const loaded = nextMonthSlots(page);
    await open(page, `${site.url}/booking/${SERVICE}`);
    await loaded;
    await calendarLoaded(page);
    await page.locator('button[data-date][tabindex="0"]').focus();
    // From the day on, counts every moment the body held the focus (a day was lost): after any change
    // to the page, at every frame, and each time the focus left for nowhere (a focused day removed).
    await page.evaluate(() => {
      const counter = window as unknown as { focusOnBody: number };
      counter.focusOnBody = 0;
      const check = () => {
        if (document.activeElement === document.body || document.activeElement === null)
          counter.focusOnBody += 1;
      };
      new MutationObserver(check).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
      });
      const everyFrame = () => {
        check();
        requestAnimationFrame(everyFrame);
      };
      requestAnimationFrame(everyFrame);
      document.addEventListener('focusout', (event) => {
        if (event.relatedTarget === null) counter.focusOnBody += 1;
      });
    });
    const start = await focusedDate(page);
    const month = start.slice(0, 7);
    let date = start;
    while (date.startsWith(month)) {
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focusedDate(page)).toBe(dayAfter(date, 7));
      date = dayAfter(date, 7);
    }
    await calendarLoaded(page);
    expect(await focusedDate(page)).toBe(date);

    await page.keyboard.press('PageUp');
    await expect.poll(() => focusedDate(page)).toBe(`${month}-01`);
    await page.keyboard.press('PageDown');
    await expect.poll(() => focusedDate(page)).toBe(`${date.slice(0, 7)}-01`);
    await calendarLoaded(page);
    expect(await focusedDate(page)).toBe(`${date.slice(0, 7)}-01`);
    expect(await page.evaluate(() => (window as unknown as { focusOnBody: number }).focusOnBody)).toBe(0);
  });
});

describe('the booker on a laptop and on a phone', () => {
  it('shows the service, the month and the day’s times side by side on a 1,280×800 screen, without scrolling', async () => {
    const page = await site.newPage({ width: 1280, height: 800 });
    const loaded = nextMonthSlots(page);
    await open(page, `${site.url}/booking/${SERVICE}`);
    const month = await loaded;
    await chooseFirstFreeDay(page);
    // Choosing the day scrolled nothing into view: the whole booker was on the screen.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const details = await boxOf(page.getByRole('heading', { level: 2, name: month.service.name }));
    const description = await boxOf(page.getByText(month.service.description));
    const zone = await boxOf(page.getByRole('combobox', { name: 'Time zone' }));
    const calendar = await boxOf(page.locator('table[aria-labelledby="booking-month-heading"]'));
    const times = await boxOf(page.locator('section[aria-labelledby="booking-slots-heading"]'));
    const firstTime = await boxOf(timeButtons(page).first());
    // Three columns: the service's details, the month, the chosen day's times.
    expect(Math.max(details.right, description.right, zone.right)).toBeLessThanOrEqual(calendar.left);
    expect(calendar.right).toBeLessThanOrEqual(times.left);
    expect(times.top).toBeLessThan(calendar.bottom);
    for (const box of [details, description, zone, calendar, times, firstTime]) {
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(800);
      expect(box.right).toBeLessThanOrEqual(1280);
    }
  });

  it('finds a time zone by part of a city’s name, typed as soon as the field shows, and shows the month in it', async () => {
    const page = await site.newPage({ width: 1280, height: 800 });
    const errors = consoleErrors(page);
    await page.goto(`${site.url}/booking/${SERVICE}`);
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await zone.click();
    await page.keyboard.type('london');
    await page.getByRole('option', { name: zoneLabel('London', 'Europe/London') }).waitFor();
    await zone.fill('');
    await page.keyboard.type('new york');
    await page.getByRole('option', { name: zoneLabel('New York', 'America/New_York') }).waitFor();
    await expect.poll(() => page.getByRole('listbox').getByRole('option').count()).toBe(1);

    await zone.fill('');
    await page.keyboard.type('paris');
    const paris = page.getByRole('option', { name: zoneLabel('Paris', 'Europe/Paris') });
    await expect.poll(() => paris.textContent()).toContain('Europe/Paris');
    const loaded = nextMonthSlots(page);
    await paris.click();
    expect((await loaded).timeZone).toBe('Europe/Paris');
    await page.getByText('Times are shown in Europe/Paris').waitFor();
    expect(await zone.inputValue()).toBe(zoneLabel('Paris', 'Europe/Paris'));
    expect(await page.getByRole('listbox').count()).toBe(0);

    // The field keeps the focus, its zone selected: what is typed next replaces it. The keyboard alone:
    // type, arrow down to the first match, Enter.
    const tokyo = nextMonthSlots(page);
    await page.keyboard.type('tokyo');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect((await tokyo).timeZone).toBe('Asia/Tokyo');
    expect(await zone.inputValue()).toBe(zoneLabel('Tokyo', 'Asia/Tokyo'));
    // Escape leaves the zone as it was.
    await page.keyboard.type('lima');
    await page.keyboard.press('Escape');
    expect(await zone.inputValue()).toBe(zoneLabel('Tokyo', 'Asia/Tokyo'));
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('books from a fresh phone in German, in the time zone found by typing "new york": details, month, times stacked', async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'de-DE' });
    const page = await context.newPage();
    const errors = consoleErrors(page);
    const de = germanBookingTexts();
    const email = 'greta.newyork@example.com';
    await page.goto(`${site.url}/booking/${SERVICE}?lang=de`);
    // A fresh browser is offered the welcome message first (it opens as the page comes to life): a
    // person declines it, then looks for their zone.
    await page.getByRole('button', { name: germanAudioTexts().welcome.decline }).click();
    const zone = page.getByRole('combobox', { name: de.zone.label });
    await zone.click();
    await page.keyboard.type('new york');
    const loaded = nextMonthSlots(page);
    await page.getByRole('option', { name: zoneLabel('New York', 'America/New_York') }).click();
    const month = await loaded;
    expect(month.timeZone).toBe('America/New_York');
    await page.getByText('Zeiten werden in America/New_York angezeigt').waitFor();

    // On a phone the parts stack: the service, then the month, then the times.
    const { date, month: shown } = await chooseFirstFreeDayOf(page, month, 'booking.monthSlots', 'de');
    const details = await boxOf(page.getByRole('heading', { level: 2, name: month.service.name }));
    const calendar = await boxOf(page.locator('table[aria-labelledby="booking-month-heading"]'));
    const times = await boxOf(page.locator('section[aria-labelledby="booking-slots-heading"]'));
    expect(details.bottom).toBeLessThanOrEqual(calendar.top);
    expect(calendar.bottom).toBeLessThanOrEqual(times.top);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The day's first time is New York's.
    const first = shown?.slots.find(
      (slot) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(slot.startsAt)) ===
        date,
    );
    const time = new Intl.DateTimeFormat('de-DE', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'America/New_York',
    }).format(new Date(first?.startsAt ?? ''));
    await expect.poll(() => timeButtons(page).first().textContent()).toBe(time);
    await timeButtons(page).first().click();
    await page.getByRole('heading', { name: de.form.heading }).waitFor();
    await page.getByLabel(de.form.name).fill('Greta Manhattan');
    await page.getByLabel(de.form.email).fill(email);
    await page.getByRole('button', { name: de.form.book }).click();
    await page.getByRole('heading', { name: de.done.heading }).waitFor();
    await expect
      .poll(() =>
        page.getByRole('status').getByText(`${time} (America/New_York)`, { exact: false }).isVisible(),
      )
      .toBe(true);
    const mail = await newestMailTo(path.join(site.dataDir, 'mail'), email);
    expect(mail.text).toContain('America/New_York');
    expect(errors).toEqual([]);
    await context.close();
  });
});

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height };
}

/** A zone as the time-zone field names it: its city and its offset from GMT now ("New York (GMT-5)"). */
function zoneLabel(city: string, timeZone: string): string {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  return `${city} (${offset})`;
}

/** The German booking page's texts, as the catalogue has them. */
function germanBookingTexts() {
  return JSON.parse(readFileSync(path.join(projectRoot, 'src/web/i18n/pages/booking/de.json'), 'utf8')) as {
    form: { heading: string; name: string; email: string; book: string };
    zone: { label: string };
    done: { heading: string };
    reschedule: { confirm: string; doneHeading: string };
    cancel: { button: string; doneHeading: string };
    validation: { emailRequired: string; linkUsedReschedule: string };
  };
}

/** The German welcome offer's texts. */
function germanAudioTexts() {
  return JSON.parse(readFileSync(path.join(projectRoot, 'src/web/i18n/pages/audio/de.json'), 'utf8')) as {
    welcome: { decline: string };
  };
}
