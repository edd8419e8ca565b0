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

/** Holds the toasts of the page and shows them stacked in the top-right corner. */
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
      <div className="pointer-events-none fixed top-4 right-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2">
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
