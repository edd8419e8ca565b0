import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { Modal } from '../modal/Modal.tsx';
import { NoteIcon } from './AudioIcons.tsx';
import { useAudio } from './AudioProvider.tsx';
import { offersWelcome, rememberWelcomeAnswer, welcomeAnswered } from './welcome-visit.ts';

type Failure = 'load' | 'start';

/**
 * The first-visit offer of the owner's audio message. It opens after hydration (never in the server's
 * HTML, so nothing flashes), for signed-out visitors who have not answered it in this browser yet, and
 * not on error pages or pages where the visitor is busy with something else. Playing starts the floating
 * player and brings the visitor home; either answer is remembered.
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
        {failure && (
          <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure === 'load' ? t('audio.welcome.loadFailed') : t('audio.welcome.startFailed')}
          </p>
        )}
        <div className="mt-6 flex w-full flex-col gap-2">
          <button
            type="button"
            onClick={() => void playAndContinue()}
            disabled={disabled}
            className="rounded-md bg-amber-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-amber-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
          >
            {busy ? t('audio.welcome.starting') : t('audio.welcome.play')}
          </button>
          <button
            type="button"
            onClick={() => answer('declined')}
            className="rounded-md px-4 py-2.5 text-sm font-medium text-stone-700 hover:bg-stone-100"
          >
            {t('audio.welcome.decline')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
