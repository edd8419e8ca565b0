import { useTranslation } from '../../i18n/use-translation.tsx';

/** Above the owner's preview: whose view this is, that nothing here acts, and the way back. */
export function PreviewBanner({ backHref }: { backHref: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="note"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p className="font-semibold">{t('proposalReview.preview.banner')}</p>
      <p className="mt-1">{t('proposalReview.preview.disabled')}</p>
      <a href={backHref} className="mt-2 inline-block font-medium underline underline-offset-2">
        {t('proposalReview.preview.back')}
      </a>
    </div>
  );
}
