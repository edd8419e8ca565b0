import { type FormEvent, useCallback, useRef, useState } from 'react';
import { newSubmissionKey, type Submission } from './submission-key.ts';

/**
 * A form that sends once, as a person presses: busy from the first press or Enter (before any rule
 * or code has loaded), so a second one does nothing while the first runs; and a key for its calls
 * (`callMutation(…, submission)`, or `underSubmission(submission)` with the tRPC client).
 */
export function useSubmission() {
  const submission = useRef<Submission | null>(null);
  submission.current ??= { key: newSubmissionKey() };
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  /** The handler, run unless it is already running. */
  const once = useCallback(
    <Args extends unknown[]>(handler: (...args: Args) => Promise<unknown>) =>
      async (...args: Args) => {
        if (running.current) return;
        running.current = true;
        setBusy(true);
        try {
          await handler(...args);
        } finally {
          running.current = false;
          setBusy(false);
        }
      },
    [],
  );
  /** A form's `onSubmit`: the page stays, and the handler runs once at a time. */
  const onSubmit = useCallback(
    (handler: () => Promise<unknown>) => {
      const run = once(handler);
      return (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void run();
      };
    },
    [once],
  );
  return { busy, submission: submission.current, once, onSubmit };
}
