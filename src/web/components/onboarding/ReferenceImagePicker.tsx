import type { ChangeEvent } from 'react';
import { chooseReferenceImages, type ImageRefusal, REFERENCE_IMAGE_LIMITS } from '#domain/clients/inquiry.ts';
import type { Translate } from '../../i18n/translator.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Button } from '../ui/Button.tsx';
import { FileButton } from '../ui/FileButton.tsx';

interface ReferenceImagePickerProps {
  images: File[];
  onChange(images: File[]): void;
  /** The messages about files just refused (shown under the picker; the form also toasts them). */
  refusals: string[];
  onRefused(messages: string[]): void;
  busy: boolean;
}

const ID = 'onboarding-images';

/** The message of one refused file, in the reader's language (spec section 5). */
export function refusalMessage(t: Translate, refusal: ImageRefusal): string {
  if (refusal.reason === 'not_an_image') return t('onboarding.images.notAnImage', { file: refusal.file });
  if (refusal.reason === 'too_large') return t('onboarding.images.tooLarge', { file: refusal.file });
  return t('onboarding.images.tooMany');
}

/**
 * Up to 5 reference images of 10 MB each, picked one or more at a time; files refused by the spec's
 * rules are named under the picker (extras beyond 5 are dropped with 'Maximum 5 images allowed').
 */
export function ReferenceImagePicker({
  images,
  onChange,
  refusals,
  onRefused,
  busy,
}: ReferenceImagePickerProps) {
  const { t } = useTranslation();

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const { accepted, refused } = chooseReferenceImages(images.length, files);
    onChange([...images, ...accepted]);
    // One 'Maximum 5 images allowed' however many extras were dropped.
    const messages = [...new Set(refused.map((refusal) => refusalMessage(t, refusal)))];
    onRefused(messages);
  }

  const describedBy = [`${ID}-hint`, refusals.length > 0 && `${ID}-error`].filter(Boolean).join(' ');
  return (
    <fieldset>
      <legend className="block text-sm font-medium text-stone-700">{t('onboarding.images.label')}</legend>
      <p id={`${ID}-hint`} className="mt-1 text-xs text-stone-500">
        {t('onboarding.images.hint')}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {images.length < REFERENCE_IMAGE_LIMITS.maxCount && (
          <FileButton accept="image/*" multiple onChange={pick} busy={busy} describedBy={describedBy}>
            {t('onboarding.images.choose')}
          </FileButton>
        )}
        <span className="text-xs text-stone-500" aria-live="polite">
          {t('onboarding.images.chosen', { count: images.length })}
        </span>
      </div>
      {images.length > 0 && (
        <ul className="mt-3 space-y-2">
          {images.map((image, index) => (
            <li
              key={`${image.name}-${image.size}-${image.lastModified}`}
              className="flex items-center justify-between gap-3 rounded-md border border-stone-200 px-3 py-2 text-sm"
            >
              <span className="truncate text-stone-800">{image.name}</span>
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                aria-label={t('onboarding.images.remove', { file: image.name })}
                onClick={() => onChange(images.filter((_, other) => other !== index))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      {refusals.length > 0 && (
        <ul id={`${ID}-error`} role="alert" className="mt-2 space-y-1 text-xs text-red-700">
          {refusals.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
