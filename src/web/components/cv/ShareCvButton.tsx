import { usePageContext } from 'vike-react/usePageContext';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { LineIcon } from '../LineIcon.tsx';
import { useCopied } from '../share/useCopied.ts';

const SHARE_ICON = 'M4 12v7a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7M16 6l-4-4-4 4M12 2v13';

/**
 * Spec: the native share sheet when the browser has one, otherwise the /cv link is copied and the
 * button reads "Copied!" for 2 s. A failure is only logged; closing the share sheet is not a failure.
 */
export function ShareCvButton({ className }: { className: string }) {
  const { t } = useTranslation();
  const { siteUrl } = usePageContext();
  const { copied, copy } = useCopied();

  async function share() {
    const url = `${siteUrl}/cv`;
    if (typeof navigator.share !== 'function') return copy(url);
    try {
      await navigator.share({ title: t('cv.shareTitle'), text: t('cv.shareText'), url });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        console.warn('Sharing the CV failed', error);
    }
  }

  return (
    <button type="button" onClick={() => void share()} className={className}>
      <LineIcon path={SHARE_ICON} className="h-4 w-4" />
      <span aria-live="polite">{copied ? t('cv.copied') : t('cv.share')}</span>
    </button>
  );
}
