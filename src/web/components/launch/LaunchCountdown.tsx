import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { LAUNCH_AT, type TimeLeft, timeLeft } from './launch-plan.ts';

const UNITS: (keyof TimeLeft)[] = ['days', 'hours', 'minutes', 'seconds'];

/**
 * Days, hours, minutes and seconds to the launch, or "LAUNCHED IN BETA!" once it has passed. The first
 * render uses the server's clock (`renderedAt`), so the HTML and the hydrated page agree; from then on
 * the browser's clock takes over, once a second.
 */
export function LaunchCountdown({ renderedAt }: { renderedAt: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(renderedAt);
  const left = timeLeft(now, LAUNCH_AT);
  const launched = left === null;

  useEffect(() => setNow(Date.now()), []);

  useEffect(() => {
    if (launched) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [launched]);

  if (!left) {
    return (
      <p className="inline-flex items-center gap-2 rounded-full border border-amber-300/40 bg-amber-400/15 px-5 py-2 text-sm font-bold tracking-wider sm:text-base text-amber-200 shadow-[0_0_30px_-5px] shadow-amber-500/40">
        <span aria-hidden="true" className="h-2 w-2 rounded-full bg-amber-300 motion-safe:animate-pulse" />
        {t('launch.countdown.launched')}
      </p>
    );
  }

  return (
    <div className="flex flex-col items-center">
      <p className="text-xs font-semibold tracking-[0.2em] text-amber-200/90 uppercase">
        {t('launch.countdown.label')}
      </p>
      <div role="timer" aria-label={t('launch.countdown.timerLabel')} className="mt-3 flex gap-2 sm:gap-3">
        {UNITS.map((unit) => (
          <div
            key={unit}
            data-testid={`countdown-${unit}`}
            className="min-w-16 rounded-xl border border-white/10 bg-white/[0.04] px-2 py-2 text-center sm:min-w-20 sm:py-3"
          >
            <span className="block text-2xl font-bold text-white tabular-nums sm:text-4xl">
              {String(left[unit]).padStart(2, '0')}
            </span>
            <span className="block text-[0.65rem] tracking-wider text-stone-300 uppercase">
              {t(`launch.countdown.${unit}`)}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
