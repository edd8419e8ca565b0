/** The one track of the floating player (a static file the owner replaces). */
export const TRACK_SRC = '/No_Problem.mp3';

/** Spec: volume 0 to 1 in steps of 0.1, starting at 0.7; the elapsed time refreshes every second. */
export const DEFAULT_VOLUME = 0.7;
export const VOLUME_STEP = 0.1;
export const PROGRESS_REFRESH_MS = 1000;

/** Clamps a volume to 0..1 on the 0.1 grid, so the slider and the element never drift apart. */
export function snapVolume(volume: number): number {
  if (!Number.isFinite(volume)) return DEFAULT_VOLUME;
  return Math.min(1, Math.max(0, Math.round(volume * 10) / 10));
}

/** "m:ss", e.g. 0:05 or 12:30; an unknown length (NaN, Infinity) reads 0:00. */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
