import { island } from '../../components/island/island.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';

/*
 * The form posts without a script (the server answers with its messages or the thanks), so it is
 * rendered by the server and hydrated as an island when the browser is idle: the page's first
 * download does not carry it.
 */
const Form = import.meta.env.SSR ? await import('../../components/onboarding/OnboardingForm.tsx') : null;
const OnboardingForm = island(Form?.OnboardingForm ?? null, () =>
  import('../../components/onboarding/OnboardingForm.tsx').then((module) => module.OnboardingForm),
);

export default function Page() {
  const { t } = useTranslation();
  return (
    <main>
      <header className="border-b border-stone-200 bg-gradient-to-br from-amber-50 via-stone-50 to-stone-100">
        <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 md:py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-amber-700">
            {t('onboarding.eyebrow')}
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-stone-900 md:text-5xl">
            {t('onboarding.heading')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-stone-600">{t('onboarding.intro')}</p>
        </div>
      </header>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <section
          aria-labelledby="onboarding-form-heading"
          className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="onboarding-form-heading" className="text-xl font-semibold text-stone-900">
            {t('onboarding.form.heading')}
          </h2>
          <div className="mt-4">
            <OnboardingForm />
          </div>
        </section>
      </div>
    </main>
  );
}
