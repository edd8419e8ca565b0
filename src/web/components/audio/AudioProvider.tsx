import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type AudioErrorKind, audioErrorKind } from './audio-errors.ts';
import { DEFAULT_VOLUME, PROGRESS_REFRESH_MS, snapVolume, TRACK_SRC } from './audio-track.ts';

export type AudioStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error';
/** How much of the floating player shows: the full card, a slim bar, or only its round button. */
export type PlayerView = 'expanded' | 'minimised' | 'hidden';
/**
 * How a request to play ended: the file could not be loaded (the player is in error), the browser
 * refused to start it, or a pause or stop interrupted it first.
 */
export type PlayOutcome = 'playing' | 'load-failed' | 'start-failed' | 'interrupted';

export interface AudioController {
  status: AudioStatus;
  /** Seconds, refreshed every second while playing. */
  currentTime: number;
  /** Seconds; 0 until the file's metadata is known. */
  duration: number;
  volume: number;
  error: AudioErrorKind | null;
  view: PlayerView;
  play(): Promise<PlayOutcome>;
  pause(): void;
  /** Stops, clears the source and the time, and leaves an error state. */
  stop(): void;
  setVolume(volume: number): void;
  setView(view: PlayerView): void;
}

const AudioControllerContext = createContext<AudioController | null>(null);

export function useAudio(): AudioController {
  const controller = useContext(AudioControllerContext);
  if (!controller) throw new Error('useAudio() needs an <AudioProvider> above it');
  return controller;
}

/**
 * The site's one <audio> element and its state. It lives in the layout, which client-side navigation
 * keeps mounted, so the music goes on from page to page.
 */
export function AudioProvider({ children }: { children: ReactNode }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [status, setStatus] = useState<AudioStatus>('idle');
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolumeState] = useState(DEFAULT_VOLUME);
  const [error, setError] = useState<AudioErrorKind | null>(null);
  const [view, setView] = useState<PlayerView>('hidden');

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [volume]);

  useEffect(() => {
    if (status !== 'playing') return;
    const timer = setInterval(() => {
      if (audioRef.current) setCurrentTime(audioRef.current.currentTime);
    }, PROGRESS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [status]);

  const play = useCallback(async (): Promise<PlayOutcome> => {
    const audio = audioRef.current;
    if (!audio) return 'start-failed';
    // A fresh source also retries after an error (a failed element refuses to play again).
    if (!audio.getAttribute('src') || audio.error) audio.src = TRACK_SRC;
    setError(null);
    if (audio.readyState < HTMLMediaElement.HAVE_FUTURE_DATA) setStatus('loading');
    try {
      await audio.play();
      return 'playing';
    } catch (failure) {
      // A file that cannot be loaded has already put the player in error (onError below).
      if (audio.error) return 'load-failed';
      if (failure instanceof DOMException && failure.name === 'AbortError') return 'interrupted';
      // The browser refused to start (autoplay rules): nothing is broken, the reader may try again.
      setStatus(audio.currentTime > 0 ? 'paused' : 'idle');
      return 'start-failed';
    }
  }, []);

  const pause = useCallback(() => {
    audioRef.current?.pause();
  }, []);

  const stop = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.pause();
    audio.removeAttribute('src');
    // Without a source, load() empties the element (no error event) and rejects a pending play().
    audio.load();
    setCurrentTime(0);
    setError(null);
    setStatus('idle');
  }, []);

  const setVolume = useCallback((next: number) => setVolumeState(snapVolume(next)), []);

  const controller = useMemo<AudioController>(
    () => ({ status, currentTime, duration, volume, error, view, play, pause, stop, setVolume, setView }),
    [status, currentTime, duration, volume, error, view, play, pause, stop, setVolume],
  );

  return (
    <AudioControllerContext.Provider value={controller}>
      {children}
      {/* biome-ignore lint/a11y/useMediaCaption: instrumental music without words. */}
      <audio
        ref={audioRef}
        preload="none"
        data-testid="site-audio"
        onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        onWaiting={() => setStatus('loading')}
        onPlaying={(event) => {
          setCurrentTime(event.currentTarget.currentTime);
          setStatus('playing');
        }}
        onPause={(event) => {
          const audio = event.currentTarget;
          if (audio.ended || audio.error) return;
          setCurrentTime(audio.currentTime);
          setStatus(audio.getAttribute('src') ? 'paused' : 'idle');
        }}
        onEnded={(event) => {
          // Spec: the end of the track puts the time back to 0, ready to play again.
          event.currentTarget.currentTime = 0;
          setCurrentTime(0);
          setStatus('idle');
        }}
        onError={(event) => {
          const audio = event.currentTarget;
          // stop() removes the source on purpose; that is not a failure.
          if (!audio.getAttribute('src')) return;
          setError(audioErrorKind(audio.error));
          setStatus('error');
        }}
      />
    </AudioControllerContext.Provider>
  );
}
