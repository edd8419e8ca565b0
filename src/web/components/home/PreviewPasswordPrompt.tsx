import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { ProcedureError, useMutationCall } from '../../lib/procedure-calls.ts';
import { useScriptFormAction } from '../forms/script-form.ts';
import { TextField } from '../forms/TextField.tsx';
import { Modal } from '../modal/Modal.tsx';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';

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
  const formAction = useScriptFormAction();
  const { t } = useTranslation();
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const unlock = useMutationCall('preview.unlock');
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
      const code = failure instanceof ProcedureError ? String(failure.data?.appCode) : '';
      if (!(failure instanceof ProcedureError))
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
    <form method="post" action={formAction} noValidate onSubmit={submit}>
      <p className="text-sm text-stone-600">{t('tagMyThing.preview.promptText')}</p>
      {/* The message can be the whole form's ("too many attempts"): an alert, which the field points to. */}
      <TextField
        id={`${id}-password`}
        label={t('tagMyThing.preview.passwordLabel')}
        type="password"
        autoComplete="off"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        readOnly={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-4"
      />
      <FormError id={`${id}-error`} message={error} inline className="mt-2" />
      <div className="mt-5 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('tagMyThing.preview.cancel')}
        </Button>
        <Button
          type="submit"
          variant="brand"
          disabled={busy}
          busy={unlock.isPending}
          busyLabel={t('tagMyThing.preview.checking')}
        >
          {t('tagMyThing.preview.unlock')}
        </Button>
      </div>
    </form>
  );
}
