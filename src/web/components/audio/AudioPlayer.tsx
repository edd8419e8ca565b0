import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import {
  CloseIcon,
  EqualizerIcon,
  ExpandIcon,
  MinimiseIcon,
  NoteIcon,
  PauseIcon,
  PlayIcon,
  StopIcon,
  VolumeIcon,
} from './AudioIcons.tsx';
import { type AudioController, type PlayerView, useAudio } from './AudioProvider.tsx';
import { AUDIO_ERROR_MESSAGE_KEYS } from './audio-errors.ts';
import { formatTime, VOLUME_STEP } from './audio-track.ts';

const ICON_BUTTON =
  'grid h-9 w-9 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/**
 * Below 768 px the round button would sit on the page's own buttons, badges and cards (a phone has no
 * spare corner): there it sits in the sticky header's empty middle, left of the menu button.
 */
const HIDDEN_ON_PHONE = 'max-md:top-2 max-md:right-16 max-md:bottom-auto';

/** Playing or about to: the main button pauses instead of playing. */
const isGoing = (audio: AudioController) => audio.status === 'playing' || audio.status === 'loading';

/**
 * The floating player, bottom right on every page but the launch page: a card with every control, a
 * slim bar (minimised), or only a round button (hidden). It appears after hydration, since none of it
 * works without JavaScript.
 */
export function AudioPlayer() {
  const { t } = useTranslation();
  const audio = useAudio();
  const [hydrated, setHydrated] = useState(false);
  const toggles = useRef<Partial<Record<PlayerView, HTMLButtonElement | null>>>({});
  /** Set when the reader switches views, so focus follows to the new view's toggle. */
  const moveFocus = useRef(false);

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    toggles.current[audio.view]?.focus();
  }, [audio.view]);

  if (!hydrated) return null;

  const show = (view: PlayerView) => {
    moveFocus.current = true;
    audio.setView(view);
  };
  const statusText =
    audio.status === 'error' ? t('audio.player.errorOccurred') : t(`audio.player.status.${audio.status}`);

  return (
    <section
      aria-label={t('audio.player.label')}
      className={`fixed right-4 bottom-4 z-40 print:hidden ${audio.view === 'hidden' ? HIDDEN_ON_PHONE : ''}`}
    >
      {audio.view === 'hidden' && (
        <button
          type="button"
          ref={(element) => {
            toggles.current.hidden = element;
          }}
          onClick={() => show('expanded')}
          aria-label={t('audio.player.show')}
          title={t('audio.player.show')}
          className="grid h-12 w-12 place-items-center rounded-full bg-amber-700 text-white shadow-lg ring-4 ring-white/70 transition hover:bg-amber-800"
        >
          {isGoing(audio) ? <EqualizerIcon className="h-4 w-5" /> : <NoteIcon />}
        </button>
      )}

      {audio.view === 'minimised' && (
        <div className="flex max-w-[calc(100vw-2rem)] items-center gap-2 rounded-full border border-stone-200 bg-white/95 py-1.5 pr-1.5 pl-1.5 shadow-lg backdrop-blur">
          <PlayPauseButton audio={audio} size="small" />
          <div className="min-w-0 px-1">
            <p className="truncate text-sm font-semibold">{t('audio.trackTitle')}</p>
            <p className="text-xs text-stone-600 tabular-nums">
              <TimeText audio={audio} />
            </p>
          </div>
          <p aria-live="polite" className="sr-only">
            {statusText}
          </p>
          <IconButton
            label={t('audio.player.expand')}
            onClick={() => show('expanded')}
            buttonRef={(element) => {
              toggles.current.minimised = element;
            }}
          >
            <ExpandIcon />
          </IconButton>
          <IconButton label={t('audio.player.hide')} onClick={() => show('hidden')}>
            <CloseIcon />
          </IconButton>
        </div>
      )}

      {audio.view === 'expanded' && (
        <div className="w-80 max-w-[calc(100vw-2rem)] rounded-2xl border border-stone-200 bg-white/95 p-4 shadow-xl backdrop-blur">
          <div className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-amber-100 to-amber-200 text-amber-800"
            >
              {isGoing(audio) ? <EqualizerIcon className="h-4 w-5" /> : <NoteIcon />}
            </span>
            <div className="min-w-0 flex-1" aria-live="polite">
              <p className="truncate font-semibold">{t('audio.trackTitle')}</p>
              <p
                data-testid="audio-status"
                className={`text-xs ${audio.status === 'error' ? 'font-medium text-red-700' : 'text-stone-600'}`}
              >
                {statusText}
              </p>
              {audio.error && (
                <p data-testid="audio-error" className="mt-0.5 text-xs text-red-700">
                  {t(AUDIO_ERROR_MESSAGE_KEYS[audio.error])}
                </p>
              )}
            </div>
            <div className="-mt-1 -mr-1 flex">
              <IconButton
                label={t('audio.player.minimise')}
                onClick={() => show('minimised')}
                buttonRef={(element) => {
                  toggles.current.expanded = element;
                }}
              >
                <MinimiseIcon />
              </IconButton>
              <IconButton label={t('audio.player.hide')} onClick={() => show('hidden')}>
                <CloseIcon />
              </IconButton>
            </div>
          </div>

          <ProgressBar audio={audio} />
          <p className="mt-1.5 text-xs text-stone-600 tabular-nums">
            <TimeText audio={audio} />
          </p>

          <div className="mt-3 flex items-center gap-2">
            <PlayPauseButton audio={audio} size="large" />
            <IconButton label={t('audio.player.stop')} onClick={audio.stop} outlined>
              <StopIcon />
            </IconButton>
            <VolumeSlider audio={audio} />
          </div>
        </div>
      )}
    </section>
  );
}

function PlayPauseButton({ audio, size }: { audio: AudioController; size: 'small' | 'large' }) {
  const { t } = useTranslation();
  const going = isGoing(audio);
  const label = going ? t('audio.player.pause') : t('audio.player.play');
  return (
    <button
      type="button"
      onClick={() => (going ? audio.pause() : void audio.play())}
      // Spec: play is disabled while the player is in error (Stop clears the error).
      disabled={audio.status === 'error'}
      aria-label={label}
      title={label}
      className={`grid shrink-0 place-items-center rounded-full bg-amber-700 text-white shadow-sm hover:bg-amber-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600 ${size === 'large' ? 'h-11 w-11' : 'h-9 w-9'}`}
    >
      {going ? <PauseIcon /> : <PlayIcon />}
    </button>
  );
}

function TimeText({ audio }: { audio: AudioController }) {
  return (
    <>
      <span data-testid="audio-elapsed">{formatTime(audio.currentTime)}</span>
      {' / '}
      <span data-testid="audio-total">{formatTime(audio.duration)}</span>
    </>
  );
}

function ProgressBar({ audio }: { audio: AudioController }) {
  const { t } = useTranslation();
  const ratio = audio.duration > 0 ? Math.min(1, audio.currentTime / audio.duration) : 0;
  const percent = Math.round(ratio * 100);
  return (
    <div
      role="progressbar"
      aria-label={t('audio.player.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={t('audio.player.timeOf', {
        elapsed: formatTime(audio.currentTime),
        total: formatTime(audio.duration),
      })}
      className="mt-4 h-1.5 overflow-hidden rounded-full bg-stone-200"
    >
      <div
        className="h-full rounded-full bg-amber-600 transition-[width] duration-1000 ease-linear motion-reduce:transition-none"
        style={{ width: `${ratio * 100}%` }}
      />
    </div>
  );
}

function VolumeSlider({ audio }: { audio: AudioController }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="ml-auto flex items-center gap-2 text-stone-600">
      <label htmlFor={id} className="flex items-center">
        <VolumeIcon muted={audio.volume === 0} />
        <span className="sr-only">{t('audio.player.volume')}</span>
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={1}
        step={VOLUME_STEP}
        value={audio.volume}
        onChange={(event) => audio.setVolume(Number(event.currentTarget.value))}
        aria-valuetext={`${Math.round(audio.volume * 100)}%`}
        className="h-1.5 w-28 cursor-pointer accent-amber-700"
      />
    </div>
  );
}

/** A round icon-only button; its label is its accessible name and its tooltip. */
function IconButton({
  label,
  onClick,
  buttonRef,
  outlined = false,
  children,
}: {
  label: string;
  onClick: () => void;
  buttonRef?: (element: HTMLButtonElement | null) => void;
  outlined?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      ref={buttonRef}
      onClick={onClick}
      aria-label={label}
      title={label}
      className={outlined ? `${ICON_BUTTON} border border-stone-200` : ICON_BUTTON}
    >
      {children}
    </button>
  );
}
