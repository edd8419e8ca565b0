import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../lib/trpc.ts';
import { Modal } from '../modal/Modal.tsx';

/** Spec: after a wrong password the prompt closes, and the reader goes home, 2 s later. */
export const WRONG_PASSWORD_CLOSE_MS = 2000;

/** Server error codes and the message each one shows (anything else: a generic failure). */
const MESSAGE_OF_CODE: Record<string, string> = {
  'PREVIEW.INCORRECT_PASSWORD': 'tagMyThing.preview.incorrect',
  'PREVIEW.UNAVAILABLE': 'tagMyThing.preview.unavailable',
  'PREVIEW.TOO_MANY_ATTEMPTS': 'tagMyThing.preview.tooManyAttempts',
};

interface PreviewPasswordPromptProps {
  open: boolean;
  onClose: () => void;
  /** After a wrong password: close everything and show the home page. */
  onGoHome: () => void;
}

/**
 * The developer preview's password prompt. The password is checked on the server (it never reaches the
 * browser); the right one answers with the preview's address, where the browser goes.
 */
export function PreviewPasswordPrompt({ open, onClose, onGoHome }: PreviewPasswordPromptProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('tagMyThing.preview.promptTitle')}
      size="sm"
      closeLabel={t('tagMyThing.close')}
    >
      <PasswordForm onClose={onClose} onGoHome={onGoHome} />
    </Modal>
  );
}

function PasswordForm({ onClose, onGoHome }: Omit<PreviewPasswordPromptProps, 'open'>) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const unlock = useMutation(trpc.preview.unlock.mutationOptions());
  useEffect(() => () => clearTimeout(timer.current), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError(t('validation.passwordRequired'));
      return;
    }
    setError('');
    try {
      const { url } = await unlock.mutateAsync({ password });
      setLeaving(true);
      window.location.assign(url);
    } catch (failure) {
      const code = failure instanceof TRPCClientError ? String(failure.data?.appCode) : '';
      if (!(failure instanceof TRPCClientError))
        console.warn('Unlocking the developer preview failed', failure);
      setError(t(MESSAGE_OF_CODE[code] ?? 'tagMyThing.preview.failed'));
      if (code !== 'PREVIEW.INCORRECT_PASSWORD') return;
      setPassword('');
      setLeaving(true);
      timer.current = setTimeout(() => {
        // One modal after the other: each puts back the page scroll it found, so the order matters.
        flushSync(onClose);
        onGoHome();
      }, WRONG_PASSWORD_CLOSE_MS);
    }
  }

  const busy = unlock.isPending || leaving;
  return (
    <form noValidate onSubmit={submit}>
      <p className="text-sm text-stone-600">{t('tagMyThing.preview.promptText')}</p>
      <label htmlFor={`${id}-password`} className="mt-4 block text-sm font-medium text-stone-800">
        {t('tagMyThing.preview.passwordLabel')}
      </label>
      <input
        id={`${id}-password`}
        type="password"
        autoComplete="off"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        readOnly={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-amber-600 focus:ring-1 focus:ring-amber-600 focus:outline-none aria-invalid:border-red-500"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="mt-5 flex justify-end gap-3">
        <button
          type="button"
          onClick={onClose}
          className="rounded-md border border-stone-300 px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100"
        >
          {t('tagMyThing.preview.cancel')}
        </button>
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800 disabled:opacity-60"
        >
          {unlock.isPending ? t('tagMyThing.preview.checking') : t('tagMyThing.preview.unlock')}
        </button>
      </div>
    </form>
  );
}
