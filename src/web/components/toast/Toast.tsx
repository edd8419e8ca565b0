import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';

export type ToastType = 'info' | 'success' | 'error';

export interface ToastData {
  id: string;
  message: string;
  type: ToastType;
  durationMs: number;
}

const STYLES: Record<ToastType, string> = {
  info: 'border-sky-200 bg-white text-stone-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  error: 'border-red-300 bg-red-50 text-red-900',
};

/** One notification: closes itself after its duration (paused while hovered) or with its close button. */
export function Toast({ toast, onDismiss }: { toast: ToastData; onDismiss: (id: string) => void }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.durationMs);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id, onDismiss]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a live region (status or alert); hover and focus only pause its timer
    <div
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-toast-type={toast.type}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg ${STYLES[toast.type]}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className="flex-1">{toast.message}</p>
      <button
        type="button"
        aria-label={t('toast.close')}
        className="-m-1 rounded p-1 text-current opacity-60 hover:opacity-100"
        onClick={() => onDismiss(toast.id)}
      >
        ×
      </button>
    </div>
  );
}
