import { lazy, Suspense, useEffect, useState } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import { usePageContext } from 'vike-react/usePageContext';
import { offersWelcome, visitorIsBusyWithAForm, welcomeAnswered } from './welcome-visit.ts';

/*
 * The player and the welcome offer work only with JavaScript and appear after hydration, so their code
 * loads then, apart from the page's own: a reader's first screen does not wait for it.
 */
const AudioPlayer = lazy(() =>
  import('./AudioPlayer.tsx').then((module) => ({ default: module.AudioPlayer })),
);
const WelcomeModal = lazy(() =>
  import('./WelcomeModal.tsx').then((module) => ({ default: module.WelcomeModal })),
);

export function DeferredAudioPlayer() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <AudioPlayer />
    </Suspense>
  ) : null;
}

/** Loads the welcome offer only for a visitor it may open for (see `WelcomeModal` for the rules). */
export function DeferredWelcomeModal() {
  const { urlPathname, user, is404 } = usePageContext();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const errorPage = typeof is404 === 'boolean';
    if (!user && !errorPage && offersWelcome(urlPathname) && !welcomeAnswered() && !visitorIsBusyWithAForm())
      setWanted(true);
  }, [urlPathname, user, is404]);
  return wanted ? (
    <Suspense fallback={null}>
      <WelcomeModal />
    </Suspense>
  ) : null;
}
