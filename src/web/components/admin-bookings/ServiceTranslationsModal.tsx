import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { type FormEvent, useId, useState } from 'react';
import type { OwnerServiceDto } from '#application/booking/dto.ts';
import {
  SERVICE_LIMITS,
  SERVICE_TRANSLATION_LANGUAGES,
  type ServiceText,
  type ServiceTranslationLanguage,
} from '#domain/booking/service.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useScriptFormAction } from '../forms/script-form.ts';
import { TextAreaField } from '../forms/TextAreaField.tsx';
import { TextField } from '../forms/TextField.tsx';
import { Modal } from '../modal/Modal.tsx';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import { translateBookingMessage } from './messages.ts';

type Drafts = Record<ServiceTranslationLanguage, ServiceText>;

interface ServiceTranslationsModalProps {
  service: OwnerServiceDto;
  onClose(): void;
  onSaved(): void;
}

const languageName = (code: string) => LANGUAGES.find((language) => language.code === code)?.label ?? code;

function initialDrafts(service: OwnerServiceDto): Drafts {
  return Object.fromEntries(
    SERVICE_TRANSLATION_LANGUAGES.map((language) => {
      const text = service.translations[language];
      return [language, { name: text?.name ?? '', description: text?.description ?? '' }];
    }),
  ) as Drafts;
}

/** The service's name and description in each other language; the server checks them all again. */
export function ServiceTranslationsModal({ service, onClose, onSaved }: ServiceTranslationsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('adminBookings.translations.title', { name: service.name })}
      description={t('adminBookings.translations.hint')}
      closeLabel={t('adminBookings.translations.close')}
      size="lg"
    >
      <TranslationsForm service={service} onClose={onClose} onSaved={onSaved} />
    </Modal>
  );
}

function TranslationsForm({ service, onClose, onSaved }: ServiceTranslationsModalProps) {
  const formAction = useScriptFormAction();
  const { t } = useTranslation();
  const id = useId();
  const trpc = useTRPC();
  const save = useMutation(trpc.booking.saveServiceTranslations.mutationOptions());
  const [drafts, setDrafts] = useState(() => initialDrafts(service));
  // By `de.name`: the first refusal of each field.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const change =
    (language: ServiceTranslationLanguage, field: keyof ServiceText) =>
    (event: { target: { value: string } }) => {
      const value = event.target.value;
      setDrafts((current) => ({ ...current, [language]: { ...current[language], [field]: value } }));
    };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const input = { id: service.id, translations: drafts };
    const { serviceTranslationsSchema } = await import('#application/booking/admin-schemas.ts');
    const parsed = serviceTranslationsSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.slice(1).join('.');
        found[key] ??= translateBookingMessage(t, issue.message);
      }
      return setErrors(found);
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      onSaved();
    } catch (error) {
      setFailure(
        error instanceof TRPCClientError && error.data
          ? translateBookingMessage(t, error.message)
          : t('adminBookings.translations.failed'),
      );
    }
  }

  return (
    <form method="post" action={formAction} noValidate onSubmit={submit} className="space-y-5">
      {SERVICE_TRANSLATION_LANGUAGES.map((language) => (
        <fieldset key={language} lang={language} className="space-y-3 rounded-lg border border-stone-200 p-4">
          <legend className="px-1 text-sm font-semibold text-stone-900">{languageName(language)}</legend>
          <TextField
            id={`${id}-${language}-name`}
            label={t('adminBookings.translations.name')}
            maxLength={SERVICE_LIMITS.nameMax}
            placeholder={service.name}
            value={drafts[language].name}
            onChange={change(language, 'name')}
            error={errors[`${language}.name`]}
          />
          <TextAreaField
            id={`${id}-${language}-description`}
            label={t('adminBookings.translations.description')}
            rows={2}
            value={drafts[language].description}
            onChange={change(language, 'description')}
            error={errors[`${language}.description`]}
          />
        </fieldset>
      ))}
      <FormError message={failure} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          {t('adminBookings.translations.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending} busyLabel={t('adminBookings.translations.saving')}>
          {t('adminBookings.translations.save')}
        </Button>
      </div>
    </form>
  );
}
