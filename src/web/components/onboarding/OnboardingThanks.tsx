import { useTranslation } from '../../i18n/use-translation.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { SuccessPanel } from '../ui/SuccessPanel.tsx';

/** What became of images posted with the inquiry (a plain post's redirect says); absent with the script. */
export interface PostedImages {
  stored: number;
  failed: number;
}

/** The thank-you state: a reply within 24 hours, then home or the client portal. */
export function OnboardingThanks({ images }: { images?: PostedImages | undefined }) {
  const { t } = useTranslation();
  return (
    <SuccessPanel title={t('onboarding.success.title')}>
      <p className="text-base text-stone-700">{t('onboarding.success.text')}</p>
      {images && images.failed > 0 && (
        <p className="text-sm text-amber-800">{t('onboarding.images.someFailed')}</p>
      )}
      {images && images.failed === 0 && images.stored > 0 && (
        <p className="text-sm text-emerald-800">
          {t('onboarding.images.uploaded', { count: images.stored })}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-3">
        <ButtonLink href="/" variant="secondary">
          {t('onboarding.success.home')}
        </ButtonLink>
        <ButtonLink href="/client_login" variant="brand">
          {t('onboarding.success.portal')}
        </ButtonLink>
      </div>
    </SuccessPanel>
  );
}
