/** The launch page's address; the layout shows it without the site's header, footer and player. */
export const LAUNCH_PATH = '/tmtlaunch';

export function isLaunchPage(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === LAUNCH_PATH;
}

/** Spec: the countdown runs to this instant, then the page says it launched in beta. */
export const LAUNCH_AT = Date.parse('2025-08-28T08:00:00Z');

/** Spec: counted from the click on the teaser, as the video nears its end. */
export const JOIN_EARLY_HIDES_AFTER_MS = 125_000;
export const TITLE_OVERLAY_HIDES_AFTER_MS = 129_000;
export const SIGN_UP_PANEL_SHOWS_AFTER_MS = 130_000;

/**
 * The teaser on its video site, loaded only when the visitor asks for it (privacy-enhanced mode: no
 * cookies until it plays). The owner sets the real video id here.
 */
export const TEASER_VIDEO_ID = 'tmt-teaser';
export const TEASER_EMBED_URL = `https://www.youtube-nocookie.com/embed/${TEASER_VIDEO_ID}?autoplay=1&rel=0&modestbranding=1`;

export const TEASER_THUMBNAIL = {
  src: '/launch/teaser-thumbnail.webp',
  small: '/launch/teaser-thumbnail-640.webp',
};
export const LAUNCH_PREVIEW_IMAGE = '/launch/launch-preview.png';

/** Sign-ups happen on the app's own site; `ref` tells it the visitor came from this launch page. */
export const SIGN_UP_URL = 'https://tagmything.com/signup';
export const LAUNCH_REFERRAL = 'tmtlaunch';
export const SIGN_UP_TYPES = ['user', 'influencer', 'business'] as const;
export type SignUpType = (typeof SIGN_UP_TYPES)[number];

export function signUpLink(type: SignUpType): string {
  const url = new URL(SIGN_UP_URL);
  url.searchParams.set('type', type);
  url.searchParams.set('ref', LAUNCH_REFERRAL);
  return url.href;
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds from `now` to `target`, or null once it has passed. */
export function timeLeft(now: number, target: number = LAUNCH_AT): TimeLeft | null {
  const total = Math.floor((target - now) / 1000);
  if (total <= 0) return null;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}
