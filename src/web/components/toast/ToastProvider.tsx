import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { Toast, type ToastData, type ToastType } from './Toast.tsx';

/** Spec: toasts default to 4000 ms and to the info type. */
export const DEFAULT_TOAST_DURATION_MS = 4000;

/** Shows a toast; the answer closes it early (an "Uploading…" once the result is shown). */
type ShowToast = (message: string, type?: ToastType, durationMs?: number) => () => void;

const ToastContext = createContext<ShowToast>(() => () => {});

export function useToast(): ShowToast {
  return useContext(ToastContext);
}

/**
 * Holds the toasts of the page and shows them stacked where they hide nothing one needs: below the
 * sticky header on the right (its Start Project button and account menu stay in reach), and along
 * the bottom on a phone, where the header is only the menu button.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastData[]>([]);
  const dismiss = useCallback((id: string) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const show = useCallback<ShowToast>(
    (message, type = 'info', durationMs = DEFAULT_TOAST_DURATION_MS) => {
      const id = crypto.randomUUID();
      setToasts((all) => [...all, { id, message, type, durationMs }]);
      return () => dismiss(id);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col gap-2 md:inset-x-auto md:top-20 md:right-4 md:bottom-auto md:w-80">
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
