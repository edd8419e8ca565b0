import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { TEASER_EMBED_URL, TEASER_THUMBNAIL } from './launch-plan.ts';

interface TeaserVideoProps {
  started: boolean;
  /** False until hydration: the thumbnail cannot start anything before JavaScript runs. */
  ready: boolean;
  onStart: () => void;
  /** The title overlay drawn over the top of the video. */
  overlay: ReactNode;
  overlayVisible: boolean;
}

/**
 * The teaser, 16:9: a thumbnail button first, then the video site's player, loaded only on that click so
 * no third party is contacted before the visitor asks.
 */
export function TeaserVideo({ started, ready, onStart, overlay, overlayVisible }: TeaserVideoProps) {
  const { t } = useTranslation();
  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl border border-white/10 bg-stone-900 shadow-2xl shadow-black/60 ring-1 ring-amber-500/10">
      {started ? (
        <iframe
          src={TEASER_EMBED_URL}
          title={t('launch.video.frameTitle')}
          className="absolute inset-0 h-full w-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          onClick={onStart}
          disabled={!ready}
          aria-label={t('launch.video.play')}
          className="group absolute inset-0 h-full w-full cursor-pointer disabled:cursor-default"
        >
          <img
            src={TEASER_THUMBNAIL.src}
            srcSet={`${TEASER_THUMBNAIL.small} 640w, ${TEASER_THUMBNAIL.src} 1280w`}
            sizes="(min-width: 1024px) 960px, 100vw"
            width={1280}
            height={720}
            alt=""
            className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.02]"
          />
          <span className="absolute inset-0 grid place-items-center">
            <span className="flex flex-col items-center gap-3">
              <span className="grid h-16 w-16 place-items-center rounded-full bg-amber-500 text-stone-950 shadow-xl shadow-amber-900/50 ring-8 ring-amber-400/20 transition group-hover:scale-105 group-hover:bg-amber-400 sm:h-20 sm:w-20">
                <svg
                  viewBox="0 0 24 24"
                  fill="currentColor"
                  aria-hidden="true"
                  className="ml-1 h-7 w-7 sm:h-9 sm:w-9"
                >
                  <path d="M8 5.5v13a1 1 0 0 0 1.52.85l10.4-6.5a1 1 0 0 0 0-1.7L9.52 4.65A1 1 0 0 0 8 5.5Z" />
                </svg>
              </span>
              <span className="rounded-full bg-stone-950/70 px-3 py-1 text-sm font-medium text-stone-100 backdrop-blur">
                {t('launch.video.play')}
              </span>
            </span>
          </span>
        </button>
      )}
      <div
        data-testid="launch-title-overlay"
        className={`pointer-events-none absolute inset-x-0 top-0 bg-gradient-to-b from-stone-950/90 via-stone-950/50 to-transparent p-4 pb-12 transition-opacity duration-700 sm:p-6 sm:pb-16 ${overlayVisible ? 'opacity-100' : 'invisible opacity-0'}`}
      >
        {overlay}
      </div>
    </div>
  );
}
