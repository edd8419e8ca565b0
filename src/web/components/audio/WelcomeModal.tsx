import { useEffect, useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Modal } from '../modal/Modal.tsx';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import { NoteIcon } from './AudioIcons.tsx';
import { useAudio } from './AudioProvider.tsx';
import {
  offersWelcome,
  rememberWelcomeAnswer,
  visitorIsBusyWithAForm,
  welcomeAnswered,
} from './welcome-visit.ts';

type Failure = 'load' | 'start';

/**
 * The first-visit offer of the owner's audio message. It opens after hydration (never in the server's
 * HTML, so nothing flashes), for signed-out visitors who have not answered it in this browser yet, and
 * not on error pages or pages where the visitor is busy with something else, nor while they are filling
 * in a form. Playing starts the floating player and brings the visitor home; either answer is remembered.
 */
export function WelcomeModal() {
  const { t } = useTranslation();
  const { urlPathname, user, is404 } = usePageContext();
  const audio = useAudio();
  const [open, setOpen] = useState(false);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  /** Answered in this tab: also holds when the browser refuses to store the answer. */
  const answered = useRef(false);
  const errorPage = typeof is404 === 'boolean';

  useEffect(() => {
    if (answered.current || user || errorPage || !offersWelcome(urlPathname) || welcomeAnswered()) return;
    // Its code loaded while the visitor may have begun typing: checked again as it opens.
    if (visitorIsBusyWithAForm()) return;
    setOpen(true);
  }, [urlPathname, user, errorPage]);

  function answer(choice: 'played' | 'declined') {
    answered.current = true;
    rememberWelcomeAnswer(choice);
    setOpen(false);
  }

  async function playAndContinue() {
    setFailure(null);
    setStarting(true);
    const outcome = await audio.play();
    setStarting(false);
    if (outcome !== 'playing') {
      setFailure(outcome === 'load-failed' ? 'load' : 'start');
      return;
    }
    answer('played');
    audio.setView('expanded');
    if (window.location.pathname !== '/') await navigate('/');
  }

  // Spec: disabled while loading or on error; a refused start (not an error) may be tried again.
  const busy = starting || audio.status === 'loading';
  const disabled = busy || audio.status === 'error';

  return (
    <Modal
      open={open}
      onClose={() => answer('declined')}
      title={t('audio.trackTitle')}
      closeLabel={t('audio.welcome.close')}
      size="sm"
    >
      <div className="flex flex-col items-center text-center">
        <span
          aria-hidden="true"
          className="grid h-16 w-16 place-items-center rounded-full bg-gradient-to-br from-amber-100 to-amber-300 text-amber-900 shadow-inner"
        >
          <NoteIcon className="h-7 w-7" />
        </span>
        <p className="mt-4 text-base leading-relaxed text-stone-700">{t('audio.welcome.message')}</p>
        <p className="mt-2 text-sm text-stone-600">{t('audio.welcome.hint')}</p>
        <FormError
          message={
            failure && t(failure === 'load' ? 'audio.welcome.loadFailed' : 'audio.welcome.startFailed')
          }
          className="mt-4"
        />
        <div className="mt-6 flex w-full flex-col gap-2">
          <Button
            variant="brand"
            size="lg"
            onClick={() => void playAndContinue()}
            disabled={disabled}
            busy={busy}
            busyLabel={t('audio.welcome.starting')}
          >
            {t('audio.welcome.play')}
          </Button>
          <Button variant="ghost" size="lg" onClick={() => answer('declined')}>
            {t('audio.welcome.decline')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
