import { useEffect, useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Modal } from '../modal/Modal.tsx';
import { useCopied } from '../share/useCopied.ts';
import { Button, ButtonLink } from '../ui/Button.tsx';
import { ModalIntro } from './ModalIntro.tsx';
import { type MediaType, MUSIC_ITEMS, type MusicItem, musicItemUrl } from './music-items.ts';

interface MusicModalProps {
  open: boolean;
  onClose: () => void;
  /** The item to scroll to when the modal opens (from the address's hash). */
  target: string | null;
}

/** Spec: the music and poetry modal, full screen; the embeds load only while it is open. */
export function MusicModal({ open, onClose, target }: MusicModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('music.title')}
      hideTitle
      size="full"
      closeLabel={t('music.close')}
    >
      <MusicJourney target={target} onClose={onClose} />
    </Modal>
  );
}

function MusicJourney({ target, onClose }: { target: string | null; onClose: () => void }) {
  const { t } = useTranslation();

  useEffect(() => {
    if (!target) return;
    // After the dialog has opened (and focused its close button), bring the asked-for item into view.
    const frame = requestAnimationFrame(() =>
      document.getElementById(target)?.scrollIntoView({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [target]);

  return (
    <div className="mx-auto max-w-5xl pb-10">
      <ModalIntro eyebrow={t('music.eyebrow')} title={t('music.title')} lead={t('music.intro')} />
      <ol className="mt-10 space-y-10">
        {MUSIC_ITEMS.map((item) => (
          <li key={item.id}>
            <MusicEntry item={item} />
          </li>
        ))}
      </ol>
      <div className="mt-12 flex justify-center">
        <Button size="xl" onClick={onClose}>
          {t('music.returnToJourney')}
        </Button>
      </div>
    </div>
  );
}

/** Embeds differ in shape: videos are wide, TikTok is tall, the SoundCloud player is short. */
const FRAME_CLASSES: Record<MediaType, string> = {
  youtube: 'aspect-video w-full',
  soundcloud: 'h-[300px] w-full',
  tiktok: 'mx-auto h-[580px] w-full max-w-[325px]',
  instagram: 'mx-auto h-[560px] w-full max-w-[400px]',
};

function MusicEntry({ item }: { item: MusicItem }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article
      id={item.id}
      aria-labelledby={titleId}
      className="scroll-mt-4 grid gap-6 rounded-2xl border border-stone-200 bg-stone-50 p-5 md:grid-cols-[1.4fr_1fr] md:p-6"
    >
      <div className="overflow-hidden rounded-xl bg-stone-900/5">
        <iframe
          src={item.embedUrl}
          title={t('music.embedTitle', { title: item.title, platform: item.platform })}
          loading="lazy"
          allow="autoplay; clipboard-write; encrypted-media; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className={`block border-0 ${FRAME_CLASSES[item.mediaType]}`}
        />
      </div>
      <div className="flex flex-col">
        <p className="flex items-center gap-3 text-sm">
          <time
            dateTime={item.date}
            className="rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900"
          >
            {item.date}
          </time>
          <span className="text-stone-600">{item.platform}</span>
        </p>
        <h3 id={titleId} className="mt-4 text-2xl font-bold tracking-tight text-stone-900">
          {item.title}
        </h3>
        <p className="mt-3 flex-1 text-pretty text-stone-700">{t(`music.items.${item.key}.description`)}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ShareButton item={item} describedBy={titleId} />
          <ButtonLink variant="secondary" href={item.platformUrl} target="_blank" rel="noopener noreferrer">
            {t('music.viewOn', { platform: item.platform })}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}

/** Spec: copies the item's address and shows "Copied!" for 2 s; a failure is only logged. */
function ShareButton({ item, describedBy }: { item: MusicItem; describedBy: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopied();
  return (
    <Button
      variant="brand"
      aria-describedby={describedBy}
      onClick={() => void copy(musicItemUrl(window.location.origin, item.id))}
      className="min-w-24"
    >
      <span aria-live="polite">{copied ? t('music.copied') : t('music.share')}</span>
    </Button>
  );
}
