import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { consoleErrors, hydrated, MEMBER, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';

const site = startE2eSite({ shared: true });

const LAUNCH_AT = Date.parse('2025-08-28T08:00:00Z');
const AUDIO_FILE = '**/No_Problem.mp3';

/** The site's one <audio> element, as the browser sees it. */
function audioState(page: Page) {
  return page.evaluate(() => {
    const audio = document.querySelector('audio');
    if (!audio) throw new Error('no <audio> element');
    return {
      paused: audio.paused,
      currentTime: audio.currentTime,
      volume: audio.volume,
      src: audio.getAttribute('src'),
    };
  });
}

const welcomeDialog = (page: Page) => page.getByRole('dialog', { name: 'No Problem' });
const player = (page: Page) => page.getByRole('region', { name: 'Audio player' });
const playerButton = (page: Page, name: string) => player(page).getByRole('button', { name, exact: true });
const elapsed = (page: Page) => player(page).getByTestId('audio-elapsed').textContent();
const status = (page: Page) => player(page).getByTestId('audio-status').textContent();

/** Answers every request that leaves the site (the video site's player) with a stand-in page. */
async function blockExternalHosts(page: Page): Promise<string[]> {
  const origin = new URL(site.url).origin;
  const blocked: string[] = [];
  await page.route(
    (url) => url.origin !== origin,
    (route) => {
      blocked.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Teaser</title>',
      });
    },
  );
  return blocked;
}

async function openPlayer(page: Page) {
  await page.getByRole('button', { name: 'Show audio player' }).click();
  await player(page).getByText('No Problem').waitFor();
}

describe('welcome modal', () => {
  it('opens after hydration on a first visit; No Thanks closes it and is remembered across reloads', async () => {
    const page = await site.newPage({ welcome: true });
    const errors = consoleErrors(page);
    const response = await page.goto(site.url);
    // Never part of the server's HTML: it cannot flash before the page is interactive.
    expect(await response?.text()).not.toContain('Play Audio &amp; Continue');
    await page.waitForSelector('html[data-hydrated="true"]');
    const dialog = welcomeDialog(page);
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('heading', { name: 'No Problem' }).isVisible()).toBe(true);
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Play Audio & Continue' }).isEnabled())
      .toBe(true);
    await expect.poll(() => dialog.getByRole('button', { name: 'No Thanks' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'No Thanks' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('welcome_audio_seen'))).toBe('declined');
    expect((await audioState(page)).paused).toBe(true);

    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForTimeout(300);
    await welcomeDialog(page).waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('never takes the focus from a field being typed in: an e-mail typed as the page appears arrives whole', async () => {
    // A first visit on a phone, in German, typing the moment the field shows.
    const page = await site.newPage({ welcome: true, width: 375, height: 740 });
    const errors = consoleErrors(page);
    await page.goto(`${site.url}/register?lang=de`, { waitUntil: 'commit' });
    const email = page.locator('input[type="email"]');
    await email.pressSequentially('sam.reader@example.org', { delay: 40 });
    await hydrated(page);
    // The offer's code would have loaded and opened by now.
    await page.waitForLoadState('networkidle');
    expect(await email.inputValue()).toBe('sam.reader@example.org');
    expect(await email.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('welcome_audio_seen'))).toBeNull();
    // Not answered: the next page the visitor only reads offers it.
    await open(page, `${site.url}/blog?lang=de`);
    await page.getByRole('dialog').waitFor();
    expect(errors).toEqual([]);
  });

  it('reads Starting... while the audio loads, then closes, plays and brings the visitor home', async () => {
    const page = await site.newPage({ welcome: true });
    const errors = consoleErrors(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(AUDIO_FILE, async (route) => {
      await held;
      await route.continue();
    });
    await open(page, `${site.url}/blog`);
    const play = welcomeDialog(page).getByRole('button', { name: 'Play Audio & Continue' });
    await play.click();
    const starting = welcomeDialog(page).getByRole('button', { name: 'Starting...' });
    await starting.waitFor();
    await expect.poll(() => starting.isDisabled()).toBe(true);

    release();
    await page.waitForURL(`${site.url}/`);
    await welcomeDialog(page).waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await audioState(page)).currentTime, { timeout: 10_000 })
      .toBeGreaterThan(0.3);
    expect((await audioState(page)).paused).toBe(false);
    expect(await status(page)).toBe('Now playing');
    expect(await page.evaluate(() => localStorage.getItem('welcome_audio_seen'))).toBe('played');
    expect(errors).toEqual([]);
  });

  it('stays open with the loading error and a disabled button when the audio file is missing', async () => {
    const page = await site.newPage({ welcome: true });
    await page.route(AUDIO_FILE, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await open(page, `${site.url}/cv`);
    const dialog = welcomeDialog(page);
    await dialog.getByRole('button', { name: 'Play Audio & Continue' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Sorry, there was an issue loading the audio. Please try again or continue browsing.');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Play Audio & Continue' }).isDisabled())
      .toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('welcome_audio_seen'))).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    // "Continue browsing" is still possible.
    await dialog.getByRole('button', { name: 'No Thanks' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('stays open with "Failed to start audio. Please try again." when the browser refuses, and may be tried again', async () => {
    const page = await site.newPage({ welcome: true });
    await page.addInitScript(() => {
      const play = HTMLMediaElement.prototype.play;
      let refused = false;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        if (refused) return play.call(this);
        refused = true;
        return Promise.reject(new DOMException('Refused in this test', 'NotAllowedError'));
      };
    });
    await open(page, site.url);
    const dialog = welcomeDialog(page);
    const button = dialog.getByRole('button', { name: 'Play Audio & Continue' });
    await button.click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Failed to start audio. Please try again.');
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await audioState(page)).paused, { timeout: 10_000 }).toBe(false);
  });

  it('is not offered on the login page, on an error page or to a signed-in user (launch page: below)', async () => {
    const page = await site.newPage({ welcome: true });
    for (const path of ['/login', '/no-such-page']) {
      await open(page, `${site.url}${path}`);
      await page.waitForTimeout(300);
      expect(await welcomeDialog(page).count(), path).toBe(0);
    }
    const member = await site.newPage({ welcome: true, as: MEMBER });
    await open(member, site.url);
    await member.waitForTimeout(300);
    expect(await welcomeDialog(member).count()).toBe(0);
  });
});

describe('floating player', () => {
  it('plays, pauses and stops, shows the time, and changes the volume in steps of 0.1 from 0.7', async () => {
    const page = await site.newPage();
    const errors = consoleErrors(page);
    await open(page, `${site.url}/blog`);
    // Not in the server's HTML (nothing in it works without JavaScript), then a round button.
    await openPlayer(page);
    expect(await status(page)).toBe('Ready to play');
    expect(await elapsed(page)).toBe('0:00');

    const volume = player(page).getByRole('slider', { name: 'Volume' });
    expect(await volume.inputValue()).toBe('0.7');
    expect((await audioState(page)).volume).toBeCloseTo(0.7);
    await volume.focus();
    await page.keyboard.press('ArrowRight');
    expect(await volume.inputValue()).toBe('0.8');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await volume.inputValue()).toBe('0.6');
    expect((await audioState(page)).volume).toBeCloseTo(0.6);

    await playerButton(page, 'Play').click();
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('Now playing');
    await expect.poll(() => elapsed(page), { timeout: 5_000 }).not.toBe('0:00');
    await expect.poll(() => player(page).getByTestId('audio-total').textContent()).toBe('0:27');
    expect(await axeViolations(page)).toEqual([]);

    await playerButton(page, 'Pause').click();
    await expect.poll(() => status(page)).toBe('Paused');
    const pausedAt = (await audioState(page)).currentTime;
    expect(pausedAt).toBeGreaterThan(0);
    await page.waitForTimeout(1200);
    expect((await audioState(page)).currentTime).toBe(pausedAt);

    await playerButton(page, 'Play').click();
    await expect.poll(() => status(page)).toBe('Now playing');
    await playerButton(page, 'Stop').click();
    await expect.poll(() => status(page)).toBe('Ready to play');
    expect(await elapsed(page)).toBe('0:00');
    expect(await audioState(page)).toMatchObject({ paused: true, src: null, currentTime: 0 });
    expect(errors).toEqual([]);
  });

  it('puts the time back to 0:00 when the track ends', async () => {
    const page = await site.newPage();
    await open(page, site.url);
    await openPlayer(page);
    await playerButton(page, 'Play').click();
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('Now playing');
    await page.evaluate(() => {
      const audio = document.querySelector('audio') as HTMLAudioElement;
      audio.currentTime = audio.duration - 0.3;
    });
    await expect.poll(() => status(page), { timeout: 5_000 }).toBe('Ready to play');
    expect(await elapsed(page)).toBe('0:00');
    expect((await audioState(page)).currentTime).toBe(0);
  });

  it('minimises to a bar and hides to a round button, moving focus along', async () => {
    const page = await site.newPage();
    await open(page, `${site.url}/blog`);
    await openPlayer(page);
    await playerButton(page, 'Minimise player').click();
    const expand = playerButton(page, 'Expand player');
    await expand.waitFor();
    expect(await expand.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await player(page).getByRole('slider').count()).toBe(0);
    await expect.poll(() => playerButton(page, 'Play').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await playerButton(page, 'Hide player').click();
    const show = page.getByRole('button', { name: 'Show audio player' });
    await show.waitFor();
    expect(await show.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await playerButton(page, 'Play').count()).toBe(0);
    await show.click();
    await player(page).getByRole('slider', { name: 'Volume' }).waitFor();
  });

  it('keeps the same <audio> element playing across a client-side navigation', async () => {
    const page = await site.newPage();
    const errors = consoleErrors(page);
    await open(page, site.url);
    await openPlayer(page);
    await playerButton(page, 'Play').click();
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('Now playing');
    await page.evaluate(() => {
      (document.querySelector('audio') as HTMLAudioElement).dataset.marker = 'kept';
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(`${site.url}/blog`);
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    expect(await page.evaluate(() => document.querySelector('audio')?.dataset.marker)).toBe('kept');
    const before = (await audioState(page)).currentTime;
    await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(before + 0.5);
    expect((await audioState(page)).paused).toBe(false);
    expect(await status(page)).toBe('Now playing');
    expect(errors).toEqual([]);
  });

  it('shows "Audio error occurred" and disables Play when the file is missing; Stop clears the error', async () => {
    const page = await site.newPage();
    await page.route(AUDIO_FILE, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await open(page, `${site.url}/blog`);
    await openPlayer(page);
    await playerButton(page, 'Play').click();
    await expect.poll(() => status(page)).toBe('Audio error occurred');
    // A missing file is a source the browser cannot use (MediaError code 4).
    await expect
      .poll(() => player(page).getByTestId('audio-error').textContent())
      .toBe('Audio format not supported');
    await expect.poll(() => playerButton(page, 'Play').isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await playerButton(page, 'Stop').click();
    await expect.poll(() => status(page)).toBe('Ready to play');
    await expect.poll(() => playerButton(page, 'Play').isEnabled()).toBe(true);
  });

  it('names each media error as the spec does', async () => {
    const page = await site.newPage();
    await open(page, site.url);
    await openPlayer(page);
    const messages: Record<number, string> = {
      1: 'Audio playback was aborted',
      2: 'Network error while loading audio',
      3: 'Audio file could not be decoded',
      4: 'Audio format not supported',
      0: 'Audio playback failed',
    };
    for (const [code, message] of Object.entries(messages)) {
      // The browser's own failures, made to order: the element reports this MediaError code.
      await page.evaluate((errorCode) => {
        const audio = document.querySelector('audio') as HTMLAudioElement;
        audio.setAttribute('src', '/No_Problem.mp3');
        Object.defineProperty(audio, 'error', { configurable: true, get: () => ({ code: errorCode }) });
        audio.dispatchEvent(new Event('error'));
      }, Number(code));
      await expect.poll(() => status(page)).toBe('Audio error occurred');
      await expect.poll(() => player(page).getByTestId('audio-error').textContent()).toBe(message);
      await expect.poll(() => playerButton(page, 'Play').isDisabled()).toBe(true);
      await playerButton(page, 'Stop').click();
      await expect.poll(() => status(page)).toBe('Ready to play');
    }
  });
});

describe('launch page', () => {
  it('is complete without JavaScript: no site header or footer, the launch status, teaser and sign-up links', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${site.url}/tmtlaunch`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Admin Login' }).count()).toBe(0);
    // Today is after the launch instant, and the server says so.
    await expect.poll(() => page.getByText('LAUNCHED IN BETA!').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    const thumbnail = page.locator('img[src="/launch/teaser-thumbnail.webp"]');
    expect(await thumbnail.getAttribute('width')).toBe('1280');
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Audio player' }).count()).toBe(0);
    // The early-join link reveals the sign-up panel through its #join anchor alone.
    await page.getByTestId('sign-up-panel').waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'Join the Revolution Early' }).click();
    await expect.poll(() => page.getByTestId('sign-up-panel').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /Regular User/ }).getAttribute('href')).toBe(
      'https://tagmything.com/signup?type=user&ref=tmtlaunch',
    );
    await context.close();
  });

  it('counts down to 2025-08-28 08:00 UTC before it, and says LAUNCHED IN BETA! once it passes', async () => {
    const page = await site.newPage({ welcome: true, width: 375, height: 800 });
    const errors = consoleErrors(page);
    const left = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    await page.clock.setFixedTime(LAUNCH_AT - left);
    await open(page, `${site.url}/tmtlaunch`);
    const timer = page.getByRole('timer', { name: 'Time left until launch' });
    await timer.waitFor();
    const unit = (name: string) =>
      page.getByTestId(`countdown-${name}`).locator('span').first().textContent();
    expect([await unit('days'), await unit('hours'), await unit('minutes'), await unit('seconds')]).toEqual([
      '02',
      '03',
      '04',
      '05',
    ]);
    await expect.poll(() => timer.textContent()).toContain('Days');
    expect(await axeViolations(page)).toEqual([]);

    await page.clock.setFixedTime(LAUNCH_AT - 61_000);
    await expect.poll(() => unit('minutes')).toBe('01');
    expect(await unit('seconds')).toBe('01');
    await page.clock.setFixedTime(LAUNCH_AT);
    await page.getByText('LAUNCHED IN BETA!').waitFor();
    expect(await timer.count()).toBe(0);

    // The launch page stands alone: no header, footer, player or welcome offer.
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Show audio player' }).count()).toBe(0);
    expect(await welcomeDialog(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('loads the video only on the thumbnail click, then times the early-join button, title and sign-up panel', async () => {
    const page = await site.newPage();
    const errors = consoleErrors(page);
    const blocked = await blockExternalHosts(page);
    await page.clock.install();
    await open(page, `${site.url}/tmtlaunch`);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(blocked).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Play the teaser' }).click();
    const iframe = page.locator('iframe[title="Tag my Thing teaser video"]');
    await iframe.waitFor();
    expect(await iframe.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/.+autoplay=1/,
    );
    await expect.poll(() => blocked.length).toBeGreaterThan(0);

    const joinEarly = page.getByRole('link', { name: 'Join the Revolution Early' });
    const overlay = page.getByTestId('launch-title-overlay');
    const panel = page.getByTestId('sign-up-panel');
    await page.clock.fastForward(124_000);
    await expect.poll(() => joinEarly.isVisible()).toBe(true);
    await page.clock.fastForward(1_000);
    await joinEarly.waitFor({ state: 'detached' });
    await expect.poll(() => overlay.isVisible()).toBe(true);
    await page.clock.fastForward(4_000);
    await overlay.waitFor({ state: 'hidden' });
    await panel.waitFor({ state: 'hidden' });
    await page.clock.fastForward(1_000);
    await panel.waitFor({ state: 'visible' });

    const links = panel.getByRole('link');
    await expect.poll(() => links.count()).toBe(3);
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => [
        anchor.getAttribute('href'),
        anchor.getAttribute('target'),
        anchor.getAttribute('rel'),
      ]),
    );
    expect(hrefs).toEqual([
      ['https://tagmything.com/signup?type=user&ref=tmtlaunch', '_blank', 'noopener noreferrer'],
      ['https://tagmything.com/signup?type=influencer&ref=tmtlaunch', '_blank', 'noopener noreferrer'],
      ['https://tagmything.com/signup?type=business&ref=tmtlaunch', '_blank', 'noopener noreferrer'],
    ]);
    await expect.poll(() => panel.getByRole('link', { name: /Regular User/ }).isVisible()).toBe(true);
    await expect.poll(() => panel.getByRole('link', { name: /Influencer/ }).isVisible()).toBe(true);
    await expect.poll(() => panel.getByRole('link', { name: /Business/ }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows the sign-up panel at once from Join the Revolution Early', async () => {
    const page = await site.newPage();
    await open(page, `${site.url}/tmtlaunch`);
    await page.getByTestId('sign-up-panel').waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'Join the Revolution Early' }).click();
    await expect.poll(() => page.getByTestId('sign-up-panel').isVisible()).toBe(true);
    expect(page.url()).toBe(`${site.url}/tmtlaunch#join`);
  });
});
