import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec: "Copied!" shows for 2 s after copying. */
export const COPIED_MS = 2000;

/** Copies text to the clipboard and reports `copied` for 2 s; a failure is only logged. */
export function useCopied() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch (error) {
      console.warn('Copy to clipboard failed', error);
    }
  }, []);
  return { copied, copy };
}
