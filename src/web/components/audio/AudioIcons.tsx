/** Small decorative icons of the audio player (their buttons carry the names). */

const FILLED = { viewBox: '0 0 24 24', fill: 'currentColor' } as const;
const LINED = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function PlayIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg {...FILLED} className={className} aria-hidden="true">
      <path d="M8 5.5v13a1 1 0 0 0 1.52.85l10.4-6.5a1 1 0 0 0 0-1.7L9.52 4.65A1 1 0 0 0 8 5.5Z" />
    </svg>
  );
}

export function PauseIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg {...FILLED} className={className} aria-hidden="true">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

export function StopIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg {...FILLED} className={className} aria-hidden="true">
      <rect x="6" y="6" width="12" height="12" rx="1.5" />
    </svg>
  );
}

export function NoteIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg {...LINED} className={className} aria-hidden="true">
      <path d="M9 18V5l12-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="18" cy="16" r="3" />
    </svg>
  );
}

export function VolumeIcon({ className = 'h-4 w-4', muted }: { className?: string; muted: boolean }) {
  return (
    <svg {...LINED} className={className} aria-hidden="true">
      <path d="M11 5 6 9H2v6h4l5 4V5Z" />
      {muted ? <path d="m22 9-6 6m0-6 6 6" /> : <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />}
    </svg>
  );
}

export function MinimiseIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg {...LINED} className={className} aria-hidden="true">
      <path d="M5 12h14" />
    </svg>
  );
}

export function ExpandIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg {...LINED} className={className} aria-hidden="true">
      <path d="m6 15 6-6 6 6" />
    </svg>
  );
}

export function CloseIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg {...LINED} className={className} aria-hidden="true">
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}

/** Three bouncing bars: the music is on (still bars when motion is reduced). */
export function EqualizerIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <span aria-hidden="true" className={`flex items-end justify-center gap-0.5 ${className}`}>
      <span className="h-2/3 w-1 rounded-sm bg-current motion-safe:animate-pulse" />
      <span className="h-full w-1 rounded-sm bg-current motion-safe:animate-pulse motion-safe:[animation-delay:200ms]" />
      <span className="h-1/2 w-1 rounded-sm bg-current motion-safe:animate-pulse motion-safe:[animation-delay:400ms]" />
    </span>
  );
}
