import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../ui/Button.tsx';

/** What became of images posted with the inquiry (a plain post's redirect says); absent with the script. */
export interface PostedImages {
  stored: number;
  failed: number;
}

/** The thank-you state: a reply within 24 hours, then home or the client portal. */
export function OnboardingThanks({ images }: { images?: PostedImages | undefined }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col items-start gap-4 py-6">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <svg
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M5 13l4 4L19 7" />
        </svg>
      </span>
      <h3 ref={heading} tabIndex={-1} className="text-2xl font-semibold text-stone-900 focus:outline-none">
        {t('onboarding.success.title')}
      </h3>
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
    </div>
  );
}
