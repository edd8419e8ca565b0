// First: before any page module makes a zod schema.
import '../lib/zod-without-eval.ts';
import '../styles/global.css';
import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { AudioProvider } from '../components/audio/AudioProvider.tsx';
import { DeferredAudioPlayer, DeferredWelcomeModal } from '../components/audio/DeferredAudio.tsx';
import { isLaunchPage } from '../components/launch/launch-plan.ts';
import { ErrorBoundary } from '../components/layout/ErrorBoundary.tsx';
import { Footer } from '../components/layout/Footer.tsx';
import { Header } from '../components/layout/Header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../components/layout/SkipLink.tsx';
import { useAskedLanguage } from '../components/layout/useAskedLanguage.ts';
import { useNavigationEffects } from '../components/layout/useNavigationEffects.ts';
import { ToastProvider } from '../components/toast/ToastProvider.tsx';
import { NO_PAGE_TEXTS } from '../i18n/page-texts.ts';
import { TranslationProvider } from '../i18n/use-translation.tsx';
import { adoptTextTypedBeforeHydration } from '../lib/typed-before-hydration.ts';

export default function Layout({ children }: { children: ReactNode }) {
  const { urlPathname, texts } = usePageContext();
  // The launch page stands alone: no header, footer, player or welcome offer.
  const launchPage = isLaunchPage(urlPathname);
  useNavigationEffects();
  useAskedLanguage();
  // Before any effect can render a form again: what was typed before hydration is kept.
  useLayoutEffect(() => adoptTextTypedBeforeHydration(document), []);
  useEffect(() => {
    // Marks the page interactive: end-to-end tests wait for it, and CSS may use it.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <TranslationProvider texts={texts ?? NO_PAGE_TEXTS}>
      <ToastProvider>
        {/* Above the page, so client-side navigation keeps the one <audio> element playing. */}
        <AudioProvider>
          <div className="flex min-h-screen flex-col bg-stone-50 text-stone-900">
            {!launchPage && (
              <>
                <SkipLink />
                <Header />
              </>
            )}
            {/* Focusable so the skip link moves focus here, not only the scroll. */}
            <div id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
              <ErrorBoundary>{children}</ErrorBoundary>
            </div>
            {!launchPage && <Footer />}
          </div>
          {!launchPage && (
            <>
              <DeferredAudioPlayer />
              <DeferredWelcomeModal />
            </>
          )}
        </AudioProvider>
      </ToastProvider>
    </TranslationProvider>
  );
}
