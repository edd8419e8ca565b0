import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { IMAGES_FIELD } from '../../lib/reference-images.ts';

const ID = 'onboarding-images-plain';

/**
 * The reference images before the page's script has loaded: a plain file input whose files are posted
 * with the inquiry; the server applies the same rules (5 images, 10 MB each, images only). Replaced by
 * the script's picker, it hands over the files chosen in it meanwhile, so none is lost.
 */
export function PlainImageInput({ onHandOver }: { onHandOver(files: File[]): void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const handOver = useRef(onHandOver);
  handOver.current = onHandOver;
  useEffect(() => {
    const element = input.current;
    return () => {
      const files = [...(element?.files ?? [])];
      if (files.length > 0) handOver.current(files);
    };
  }, []);
  return (
    <div>
      <label htmlFor={ID} className="block text-sm font-medium text-stone-700">
        {t('onboarding.images.label')}
      </label>
      <p id={`${ID}-hint`} className="mt-1 text-xs text-stone-500">
        {t('onboarding.images.hint')}
      </p>
      <input
        ref={input}
        id={ID}
        type="file"
        name={IMAGES_FIELD}
        accept="image/*"
        multiple
        aria-describedby={`${ID}-hint`}
        className="mt-2 block w-full max-w-full text-sm text-stone-700 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
      />
    </div>
  );
}
