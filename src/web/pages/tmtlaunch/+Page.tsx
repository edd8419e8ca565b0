import { useEffect, useState } from 'react';
import { useData } from 'vike-react/useData';
import { useAudio } from '../../components/audio/AudioProvider.tsx';
import { LaunchCountdown } from '../../components/launch/LaunchCountdown.tsx';
import {
  JOIN_EARLY_HIDES_AFTER_MS,
  SIGN_UP_PANEL_SHOWS_AFTER_MS,
  TITLE_OVERLAY_HIDES_AFTER_MS,
} from '../../components/launch/launch-plan.ts';
import { SignUpPanel } from '../../components/launch/SignUpPanel.tsx';
import { TeaserVideo } from '../../components/launch/TeaserVideo.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Data } from './+data.ts';

/**
 * Tag my Thing's launch page, shown without the site's header and footer. The teaser starts from its
 * thumbnail; as it nears its end (timed from that click) the early-join button and the title overlay
 * step aside and the sign-up panel appears.
 */
export default function Page() {
  const { renderedAt } = useData<Data>();
  const { t } = useTranslation();
  const { pause } = useAudio();
  const [hydrated, setHydrated] = useState(false);
  const [started, setStarted] = useState(false);
  const [joinEarlyVisible, setJoinEarlyVisible] = useState(true);
  const [overlayVisible, setOverlayVisible] = useState(true);
  const [panelVisible, setPanelVisible] = useState(false);

  useEffect(() => setHydrated(true), []);

  // The site's background music would play over the teaser.
  useEffect(() => pause(), [pause]);

  useEffect(() => {
    if (!started) return;
    const timers = [
      setTimeout(() => setJoinEarlyVisible(false), JOIN_EARLY_HIDES_AFTER_MS),
      setTimeout(() => setOverlayVisible(false), TITLE_OVERLAY_HIDES_AFTER_MS),
      setTimeout(() => setPanelVisible(true), SIGN_UP_PANEL_SHOWS_AFTER_MS),
    ];
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [started]);

  return (
    <main className="relative isolate min-h-screen overflow-hidden bg-stone-950 text-stone-100">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(180,83,9,0.35),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgba(120,53,15,0.3),transparent_55%)]"
      />
      <div className="mx-auto flex max-w-5xl flex-col px-4 pt-6 pb-16 sm:px-6 sm:pt-8">
        <div className="flex items-center justify-between gap-4">
          <p className="flex items-center gap-2 text-sm font-bold tracking-wide text-white">
            <span
              aria-hidden="true"
              className="grid h-7 w-7 place-items-center rounded-md bg-amber-500 text-stone-950"
            >
              <svg viewBox="0 0 24 24" fill="currentColor" className="h-4 w-4" aria-hidden="true">
                <path d="M3 12.6V4.5A1.5 1.5 0 0 1 4.5 3h8.1a1.5 1.5 0 0 1 1.06.44l7.9 7.9a1.5 1.5 0 0 1 0 2.12l-8.1 8.1a1.5 1.5 0 0 1-2.12 0l-7.9-7.9A1.5 1.5 0 0 1 3 12.6ZM7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z" />
              </svg>
            </span>
            {t('launch.brand')}
          </p>
          <a
            href="/"
            className="rounded-md px-2 py-1 text-sm text-stone-300 underline-offset-4 hover:text-white hover:underline"
          >
            {t('launch.siteLink')}
          </a>
        </div>

        <header className="mx-auto mt-12 max-w-3xl text-center sm:mt-16">
          <p className="text-xs font-semibold tracking-[0.25em] text-amber-300 uppercase">
            {t('launch.eyebrow')}
          </p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-white sm:text-6xl">
            {t('launch.heading')}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-base leading-relaxed text-pretty text-stone-300 sm:text-lg">
            {t('launch.intro')}
          </p>
          <div className="mt-8 flex justify-center">
            <LaunchCountdown renderedAt={renderedAt} />
          </div>
        </header>

        <div className="mt-10 sm:mt-12">
          <TeaserVideo
            started={started}
            ready={hydrated}
            onStart={() => setStarted(true)}
            overlayVisible={overlayVisible}
            overlay={
              <div>
                <p className="text-lg font-bold text-white drop-shadow sm:text-2xl">{t('launch.brand')}</p>
                <p className="text-xs font-medium tracking-wider text-amber-200 uppercase sm:text-sm">
                  {t('launch.video.label')}
                </p>
              </div>
            }
          />
        </div>

        {joinEarlyVisible && (
          <div className="mt-8 flex justify-center">
            <a
              href="#join"
              className="rounded-full bg-amber-500 px-7 py-3 text-base font-semibold text-stone-950 shadow-lg shadow-amber-900/40 transition hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-amber-300"
            >
              {t('launch.joinEarly')}
            </a>
          </div>
        )}

        <div className="mt-12">
          <SignUpPanel visible={panelVisible} />
        </div>

        <p className="mt-12 text-center text-xs text-stone-400">{t('launch.formerly')}</p>
      </div>
    </main>
  );
}
