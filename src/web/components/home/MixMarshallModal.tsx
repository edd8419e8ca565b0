import { useTranslation } from '../../i18n/use-translation.tsx';
import { Modal } from '../modal/Modal.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { ModalIntro } from './ModalIntro.tsx';

/** Where "Book Now" leads: the booking page with martial-arts training chosen. */
export const MIX_MARSHALL_BOOKING_PATH = '/booking?service=mix-marshall-arts';

const CODE = ['purpose', 'restraint', 'clarity'] as const;
const COACHING = ['movement', 'philosophy', 'mindset'] as const;
const TECHNIQUES = ['centreLine', 'simultaneous', 'chiSao', 'footwork', 'breath'] as const;

/** Spec: the Mix Marshall Arts modal, full screen. */
export function MixMarshallModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('mixMarshall.title')}
      hideTitle
      size="full"
      closeLabel={t('mixMarshall.close')}
    >
      <div className="mx-auto max-w-5xl pb-10">
        <ModalIntro
          eyebrow={t('mixMarshall.eyebrow')}
          title={t('mixMarshall.title')}
          lead={t('mixMarshall.tagline')}
        />

        <section aria-labelledby="mma-philosophy" className="mt-10">
          <h3 id="mma-philosophy" className="text-2xl font-bold tracking-tight text-stone-900">
            {t('mixMarshall.philosophy.heading')}
          </h3>
          <p className="mt-3 max-w-3xl text-pretty text-stone-700">{t('mixMarshall.philosophy.text')}</p>
        </section>

        <section
          aria-labelledby="mma-code"
          className="mt-10 rounded-2xl bg-stone-900 px-6 py-8 text-stone-100 md:px-10 md:py-10"
        >
          <h3 id="mma-code" className="text-2xl font-bold tracking-tight text-white">
            {t('mixMarshall.code.heading')}
          </h3>
          <p className="mt-2 text-stone-300">{t('mixMarshall.code.intro')}</p>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {CODE.map((principle, index) => (
              <li key={principle} className="rounded-xl border border-stone-700 bg-stone-800/60 p-5">
                <span aria-hidden="true" className="text-3xl font-bold text-amber-400">
                  {index + 1}
                </span>
                <h4 className="mt-2 text-lg font-semibold text-white">
                  {t(`mixMarshall.code.${principle}.title`)}
                </h4>
                <p className="mt-2 text-sm text-pretty text-stone-300">
                  {t(`mixMarshall.code.${principle}.text`)}
                </p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="mma-coaching" className="mt-12">
          <h3 id="mma-coaching" className="text-2xl font-bold tracking-tight text-stone-900">
            {t('mixMarshall.coaching.heading')}
          </h3>
          <p className="mt-3 max-w-3xl text-pretty text-stone-700">{t('mixMarshall.coaching.text')}</p>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {COACHING.map((pillar) => (
              <li key={pillar} className="rounded-xl border border-amber-200 bg-amber-50 p-5">
                <h4 className="font-semibold text-stone-900">{t(`mixMarshall.coaching.${pillar}.title`)}</h4>
                <p className="mt-1 text-sm text-pretty text-stone-700">
                  {t(`mixMarshall.coaching.${pillar}.text`)}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="mma-techniques" className="mt-12">
          <h3 id="mma-techniques" className="text-2xl font-bold tracking-tight text-stone-900">
            {t('mixMarshall.techniques.heading')}
          </h3>
          <ul className="mt-6 divide-y divide-stone-200 rounded-xl border border-stone-200">
            {TECHNIQUES.map((technique) => (
              <li key={technique} className="grid gap-1 p-5 sm:grid-cols-[14rem_1fr] sm:gap-6">
                <h4 className="font-semibold text-stone-900">
                  {t(`mixMarshall.techniques.${technique}.title`)}
                </h4>
                <p className="text-pretty text-stone-700">{t(`mixMarshall.techniques.${technique}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="mma-book"
          className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-amber-100 p-6 md:flex-row md:items-center md:justify-between md:p-8"
        >
          <div>
            <h3 id="mma-book" className="text-xl font-bold text-stone-900">
              {t('mixMarshall.book.heading')}
            </h3>
            <p className="mt-1 text-stone-700">{t('mixMarshall.book.text')}</p>
          </div>
          <ButtonLink href={MIX_MARSHALL_BOOKING_PATH} variant="brand" size="xl">
            {t('mixMarshall.book.button')}
          </ButtonLink>
        </section>
      </div>
    </Modal>
  );
}
