/** Remembers, in this browser, that the welcome offer was answered (played or declined). */
export const WELCOME_STORAGE_KEY = 'welcome_audio_seen';

/**
 * Pages where a visitor is in the middle of something else (signing in, a private area, the launch
 * page with its own video) never open the welcome offer; nor do the pages a person reaches from one of
 * the site's e-mails (the sign-in link, a booking's cancel and reschedule links, confirming an inquiry
 * or an account, a proposal), who came to do that one thing.
 */
const QUIET_PATHS =
  /^\/(?:tmtlaunch|login|account|client_login|portal|admin|newsletter|register\/confirm|client_onboarding\/confirm|booking\/(?:cancel|reschedule)|test-[\w-]+)(?:\/|$)/;

export function offersWelcome(pathname: string): boolean {
  return !QUIET_PATHS.test(pathname);
}

export function welcomeAnswered(): boolean {
  try {
    return window.localStorage.getItem(WELCOME_STORAGE_KEY) !== null;
  } catch {
    // Storage turned off: better to ask on each visit than to break the page.
    return false;
  }
}

export function rememberWelcomeAnswer(answer: 'played' | 'declined'): void {
  try {
    window.localStorage.setItem(WELCOME_STORAGE_KEY, answer);
  } catch {
    // Storage turned off: the offer comes back next time, nothing else depends on it.
  }
}

/**
 * A visitor who has begun a form (a field has the focus, or holds text they typed) is not interrupted:
 * the offer would take the focus from the field mid-word. It waits for a page they are only reading.
 */
export function visitorIsBusyWithAForm(): boolean {
  const focused = document.activeElement;
  if (focused?.matches('input, textarea, select, [contenteditable]:not([contenteditable="false"])'))
    return true;
  return [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some(
    (field) => field.type !== 'hidden' && field.value !== field.defaultValue,
  );
}
