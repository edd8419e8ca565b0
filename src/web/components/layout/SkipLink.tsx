import { useTranslation } from '../../i18n/use-translation.tsx';

/** The id of the page's content, after the header: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first Tab stop of every page: hidden until focused, it moves focus past the header to the content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-medium text-stone-900 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {t('nav.skipToContent')}
    </a>
  );
}
