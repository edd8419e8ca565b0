import { ContactDetails } from '../../components/contact/ContactDetails.tsx';
import { ContactForm } from '../../components/contact/ContactForm.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { FORM_ANCHORS } from '../../lib/form-submission.ts';

export default function Page() {
  const { t } = useTranslation();
  return (
    <main>
      <header className="relative overflow-hidden border-b border-stone-200 bg-gradient-to-br from-amber-50 via-stone-50 to-stone-100">
        <svg
          aria-hidden="true"
          viewBox="0 0 400 400"
          className="pointer-events-none absolute -right-24 -top-24 h-96 w-96 text-amber-200/60"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <circle cx="200" cy="200" r="80" />
          <circle cx="200" cy="200" r="130" />
          <circle cx="200" cy="200" r="180" />
        </svg>
        <div className="relative mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-amber-700">
            {t('contact.eyebrow')}
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-stone-900 md:text-5xl">
            {t('contact.heading')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-stone-600">{t('contact.intro')}</p>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:items-start lg:gap-10">
        <section
          id={FORM_ANCHORS.contact}
          aria-labelledby="contact-form-heading"
          className="scroll-mt-20 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
        >
          <h2 id="contact-form-heading" className="text-xl font-semibold text-stone-900">
            {t('contact.form.heading')}
          </h2>
          <div className="mt-4">
            <ContactForm />
          </div>
        </section>
        <ContactDetails />
      </div>
    </main>
  );
}
