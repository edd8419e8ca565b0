import { useTranslation } from '../../i18n/use-translation.tsx';

function EyeIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

export function HeartIcon({ filled = false }: { filled?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
    </svg>
  );
}

/** A card's view and like counts, spelled out for screen readers. */
export function EngagementCounts({ views, likes }: { views: number; likes: number }) {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-3 text-xs text-stone-500">
      <span className="flex items-center gap-1" title={t('blog.views', { count: views })}>
        <EyeIcon />
        <span aria-hidden="true">{views}</span>
        <span className="sr-only">{t('blog.views', { count: views })}</span>
      </span>
      <span className="flex items-center gap-1" title={t('blog.likes', { count: likes })}>
        <HeartIcon />
        <span aria-hidden="true">{likes}</span>
        <span className="sr-only">{t('blog.likes', { count: likes })}</span>
      </span>
    </span>
  );
}
