import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Modal } from '../modal/Modal.tsx';
import { Button } from '../ui/Button.tsx';
import { ModalIntro } from './ModalIntro.tsx';
import { PreviewPasswordPrompt } from './PreviewPasswordPrompt.tsx';

const TIMELINE = ['2017', '2019', '2022', '2025'] as const;
const USES = ['legacy', 'inventory', 'lending', 'business'] as const;
const EVENTS = ['bought', 'repaired', 'lent', 'gifted'] as const;

interface TagMyThingModalProps {
  open: boolean;
  onClose: () => void;
  /** After a wrong preview password: close everything and show the home page. */
  onGoHome: () => void;
}

/** Spec: the Tag my Thing modal (formerly Mai Will App), full screen, with the developer preview. */
export function TagMyThingModal({ open, onClose, onGoHome }: TagMyThingModalProps) {
  const { t } = useTranslation();
  const [prompting, setPrompting] = useState(false);
  return (
    <>
      <Modal
        open={open}
        onClose={onClose}
        title={t('tagMyThing.title')}
        hideTitle
        size="full"
        closeLabel={t('tagMyThing.close')}
      >
        <div className="mx-auto max-w-5xl pb-10">
          <ModalIntro
            eyebrow={t('tagMyThing.eyebrow')}
            title={t('tagMyThing.title')}
            lead={t('tagMyThing.tagline')}
          />

          <section aria-labelledby="tmt-timeline" className="mt-10">
            <h3 id="tmt-timeline" className="text-2xl font-bold tracking-tight text-stone-900">
              {t('tagMyThing.timeline.heading')}
            </h3>
            <ol className="mt-6 grid gap-4 md:grid-cols-4">
              {TIMELINE.map((year) => (
                <li
                  key={year}
                  className="relative rounded-xl border border-stone-200 bg-stone-50 p-5 md:pt-7"
                >
                  <span
                    aria-hidden="true"
                    className="absolute top-0 left-5 hidden h-1 w-12 -translate-y-1/2 rounded-full bg-amber-500 md:block"
                  />
                  <p className="text-sm font-bold text-amber-800">{year}</p>
                  <h4 className="mt-1 font-semibold text-stone-900">
                    {t(`tagMyThing.timeline.y${year}.title`)}
                  </h4>
                  <p className="mt-2 text-sm text-pretty text-stone-700">
                    {t(`tagMyThing.timeline.y${year}.text`)}
                  </p>
                </li>
              ))}
            </ol>
          </section>

          <section
            aria-labelledby="tmt-events"
            className="mt-12 grid gap-8 rounded-2xl bg-stone-900 p-6 text-stone-100 md:grid-cols-2 md:p-10"
          >
            <div>
              <h3 id="tmt-events" className="text-2xl font-bold tracking-tight text-white">
                {t('tagMyThing.events.heading')}
              </h3>
              <p className="mt-3 text-pretty text-stone-300">{t('tagMyThing.events.text')}</p>
            </div>
            <ol
              aria-label={t('tagMyThing.events.exampleLabel')}
              className="space-y-3 border-l-2 border-amber-500/70 pl-5"
            >
              {EVENTS.map((event) => (
                <li key={event} className="relative">
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 -left-[1.6rem] h-2.5 w-2.5 rounded-full bg-amber-400 ring-4 ring-stone-900"
                  />
                  <p className="text-sm text-stone-200">{t(`tagMyThing.events.examples.${event}`)}</p>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="tmt-uses" className="mt-12">
            <h3 id="tmt-uses" className="text-2xl font-bold tracking-tight text-stone-900">
              {t('tagMyThing.uses.heading')}
            </h3>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {USES.map((use) => (
                <li key={use} className="rounded-xl border border-amber-200 bg-amber-50 p-5">
                  <h4 className="font-semibold text-stone-900">{t(`tagMyThing.uses.${use}.title`)}</h4>
                  <p className="mt-1 text-sm text-pretty text-stone-700">
                    {t(`tagMyThing.uses.${use}.text`)}
                  </p>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="tmt-why" className="mt-12">
            <h3 id="tmt-why" className="text-2xl font-bold tracking-tight text-stone-900">
              {t('tagMyThing.why.heading')}
            </h3>
            <p className="mt-3 max-w-3xl text-pretty text-stone-700">{t('tagMyThing.why.text')}</p>
          </section>

          <section
            aria-labelledby="tmt-preview"
            className="mt-12 flex flex-col items-start gap-4 rounded-2xl border border-dashed border-stone-300 p-6 md:flex-row md:items-center md:justify-between md:p-8"
          >
            <div>
              <h3 id="tmt-preview" className="text-xl font-bold text-stone-900">
                {t('tagMyThing.preview.heading')}
              </h3>
              <p className="mt-1 text-stone-700">{t('tagMyThing.preview.text')}</p>
            </div>
            <Button size="xl" aria-haspopup="dialog" onClick={() => setPrompting(true)}>
              {t('tagMyThing.preview.button')}
            </Button>
          </section>
        </div>
      </Modal>
      {/* Beside the modal, not inside it: Escape and clicks in the prompt must not reach this modal's handlers. */}
      <PreviewPasswordPrompt
        open={open && prompting}
        onClose={() => setPrompting(false)}
        onGoHome={onGoHome}
      />
    </>
  );
}
