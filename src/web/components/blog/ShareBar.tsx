import { useTranslation } from '../../i18n/use-translation.tsx';
import { LineIcon } from '../LineIcon.tsx';
import { openShareWindow, shareLinks } from '../share/share-links.ts';
import { useCopied } from '../share/useCopied.ts';
import { Button, ButtonLink } from '../ui/Button.tsx';

const NETWORKS = [
  { key: 'twitter', label: 'Twitter', icon: 'M4 4l16 16M20 4L4 20' },
  {
    key: 'facebook',
    label: 'Facebook',
    icon: 'M15 3h-3a4 4 0 0 0-4 4v3H5v4h3v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h3z',
  },
  {
    key: 'linkedin',
    label: 'LinkedIn',
    icon: 'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6zM2 9h4v12H2zM4 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4z',
  },
] as const;

const iconButton =
  'flex h-9 w-9 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900';

/** The top bar's share buttons: copy the link, or open a network's share window. */
export function ShareBar({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopied();
  const links = shareLinks(url, title);
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        onClick={() => void copy(url)}
        className={iconButton}
        aria-label={copied ? t('post.copied') : t('post.copyLink')}
        title={copied ? t('post.copied') : t('post.copyLink')}
      >
        <LineIcon path="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
      </button>
      {NETWORKS.map((network) => (
        <a
          key={network.key}
          href={links[network.key]}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => openShareWindow(event, links[network.key])}
          className={iconButton}
          title={t('post.shareOn', { network: network.label })}
        >
          <LineIcon path={network.icon} />
          <span className="sr-only">{t('post.shareOn', { network: network.label })}</span>
        </a>
      ))}
    </div>
  );
}

/** "Share this post" under the article: Copy Link ("Copied!" for 2 s) and Tweet. */
export function ShareBlock({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopied();
  const tweet = shareLinks(url, title).twitter;
  return (
    <section aria-labelledby="share-heading" className="rounded-xl border border-stone-200 bg-stone-50 p-6">
      <h2 id="share-heading" className="text-base font-semibold text-stone-900">
        {t('post.shareThisPost')}
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy(url)}>
          <span aria-live="polite">{copied ? t('post.copied') : t('post.copyLink')}</span>
        </Button>
        <ButtonLink
          variant="secondary"
          href={tweet}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => openShareWindow(event, tweet)}
        >
          {t('post.tweet')}
        </ButtonLink>
      </div>
    </section>
  );
}
