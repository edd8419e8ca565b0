import { useEffect, useRef } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { safeRedirectPath } from '#domain/accounts/redirect-target.ts';

/** Spec: after any navigation the page scrolls to the top (or to its #target) after 100 ms. */
const SCROLL_DELAY_MS = 100;
/** Pages that read `redirect` themselves, as where to go after signing in. */
const PAGES_OWNING_REDIRECT = ['/login', '/client_login'];

/** Scroll position and the `redirect` parameter, handled once per page the reader lands on. */
export function useNavigationEffects() {
  const { urlOriginal } = usePageContext();
  const lastPath = useRef<string | undefined>(undefined);

  useEffect(() => {
    const url = new URL(urlOriginal, window.location.origin);
    // Changing a page's own filters (the blog's ?q=&tag=) is not a new page: the reader stays put.
    const samePage = lastPath.current === url.pathname && !url.hash;
    // On the page the reader lands on, the browser has placed the scroll (top, #target, or where a
    // reload or Back left it): moving it to the top would yank the page from under the reader.
    const landing = lastPath.current === undefined;
    lastPath.current = url.pathname;
    const redirect = safeRedirectPath(url.searchParams.get('redirect'));
    if (redirect && !PAGES_OWNING_REDIRECT.includes(url.pathname)) {
      void navigate(redirect, { overwriteLastHistoryEntry: true });
      return;
    }
    if (samePage) return;
    const timer = setTimeout(() => {
      const target = window.location.hash
        ? document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
        : null;
      if (target) target.scrollIntoView({ behavior: 'smooth' });
      else if (!landing) window.scrollTo({ top: 0 });
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [urlOriginal]);
}
