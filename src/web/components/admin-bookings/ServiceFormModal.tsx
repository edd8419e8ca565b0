import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { type FormEvent, useId, useState } from 'react';
import type { OwnerServiceDto } from '#application/booking/dto.ts';
import { slugify } from '#domain/blog/slug.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { firstErrors, firstIssuePerField } from '../../lib/field-errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { CheckboxField } from '../forms/CheckboxField.tsx';
import { useScriptFormAction } from '../forms/script-form.ts';
import { TextAreaField } from '../forms/TextAreaField.tsx';
import { TextField } from '../forms/TextField.tsx';
import { Modal } from '../modal/Modal.tsx';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import { translateBookingMessage, translateErrors } from './messages.ts';
import { fromDraft, type ServiceDraft, toDraft } from './service-form-draft.ts';

interface ServiceFormModalProps {
  /** The service to edit; null adds one. */
  service: OwnerServiceDto | null;
  onClose(): void;
  onSaved(mode: 'created' | 'updated'): void;
}

/** 'Add service' / 'Edit service': every field of a service; the server checks them all again. */
export function ServiceFormModal({ service, onClose, onSaved }: ServiceFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onClose}
      title={t(service ? 'adminBookings.form.editTitle' : 'adminBookings.form.createTitle')}
      closeLabel={t('adminBookings.form.close')}
      size="lg"
    >
      <ServiceForm service={service} onClose={onClose} onSaved={onSaved} />
    </Modal>
  );
}

function ServiceForm({ service, onClose, onSaved }: ServiceFormModalProps) {
  const formAction = useScriptFormAction();
  const { t } = useTranslation();
  const id = useId();
  const trpc = useTRPC();
  const create = useMutation(trpc.booking.createService.mutationOptions());
  const update = useMutation(trpc.booking.updateService.mutationOptions());
  const [draft, setDraft] = useState<ServiceDraft>(() => toDraft(service));
  // A new service's address follows its name until the owner types one.
  const [slugTouched, setSlugTouched] = useState(service !== null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const busy = create.isPending || update.isPending;

  const change = (field: keyof ServiceDraft) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setDraft((current) => ({
      ...current,
      [field]: value,
      ...(field === 'name' && !slugTouched ? { slug: slugify(value) } : {}),
    }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const { fields, priceUnreadable } = fromDraft(draft);
    const { serviceFormSchema } = await import('#application/booking/admin-schemas.ts');
    const parsed = serviceFormSchema.safeParse(fields);
    if (!parsed.success || priceUnreadable) {
      const found = translateErrors(t, parsed.success ? {} : firstIssuePerField(parsed.error.issues));
      if (priceUnreadable) found.pricePence = t('adminBookings.messages.price');
      return setErrors(found);
    }
    setErrors({});
    try {
      if (service) await update.mutateAsync({ ...parsed.data, id: service.id });
      else await create.mutateAsync(parsed.data);
      onSaved(service ? 'updated' : 'created');
    } catch (error) {
      if (!(error instanceof TRPCClientError) || !error.data)
        return setFailure(t('adminBookings.form.failed'));
      const message = translateBookingMessage(t, error.message);
      const fieldErrors = translateErrors(t, firstErrors(error.data.fieldErrors ?? {}));
      if (error.data.appCode === 'BOOKING.SLUG_TAKEN') setErrors({ ...fieldErrors, slug: message });
      else setErrors(fieldErrors);
      setFailure(message);
    }
  }

  const field = (name: string) => `${id}-${name}`;
  const number = { type: 'number', inputMode: 'numeric', min: 0 } as const;
  return (
    <form method="post" action={formAction} noValidate onSubmit={submit} className="space-y-5">
      <TextField
        id={field('name')}
        label={t('adminBookings.form.name')}
        required
        maxLength={120}
        value={draft.name}
        onChange={change('name')}
        error={errors.name}
      />
      <TextField
        id={field('slug')}
        label={t('adminBookings.form.slug')}
        hint={t('adminBookings.form.slugHint', { slug: draft.slug || '…' })}
        required
        maxLength={60}
        value={draft.slug}
        onChange={(event) => {
          setSlugTouched(true);
          change('slug')(event);
        }}
        error={errors.slug}
      />
      <TextAreaField
        id={field('description')}
        label={t('adminBookings.form.description')}
        rows={3}
        value={draft.description}
        onChange={change('description')}
        error={errors.description}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={field('duration')}
          label={t('adminBookings.form.duration')}
          {...number}
          min={15}
          step={5}
          required
          value={draft.duration}
          onChange={change('duration')}
          error={errors.durationMinutes}
        />
        <TextField
          id={field('price')}
          label={t('adminBookings.form.price')}
          hint={t('adminBookings.form.priceHint')}
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
          required
          value={draft.price}
          onChange={change('price')}
          error={errors.pricePence}
        />
        <TextField
          id={field('buffer-before')}
          label={t('adminBookings.form.bufferBefore')}
          hint={t('adminBookings.form.buffersHint')}
          {...number}
          value={draft.bufferBefore}
          onChange={change('bufferBefore')}
          error={errors.bufferBeforeMinutes}
        />
        <TextField
          id={field('buffer-after')}
          label={t('adminBookings.form.bufferAfter')}
          {...number}
          value={draft.bufferAfter}
          onChange={change('bufferAfter')}
          error={errors.bufferAfterMinutes}
        />
        <TextField
          id={field('notice')}
          label={t('adminBookings.form.notice')}
          hint={t('adminBookings.form.noticeHint')}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={draft.noticeHours}
          onChange={change('noticeHours')}
          error={errors.minimumNoticeMinutes}
        />
        <TextField
          id={field('horizon')}
          label={t('adminBookings.form.horizon')}
          hint={t('adminBookings.form.horizonHint')}
          {...number}
          min={1}
          value={draft.horizonDays}
          onChange={change('horizonDays')}
          error={errors.horizonDays}
        />
      </div>
      <CheckboxField
        id={field('active')}
        label={t('adminBookings.form.isActive')}
        checked={draft.isActive}
        onChange={(event) => setDraft((current) => ({ ...current, isActive: event.target.checked }))}
      />
      <FormError message={failure} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('adminBookings.form.cancel')}
        </Button>
        <Button type="submit" busy={busy} busyLabel={t('adminBookings.form.saving')}>
          {t(service ? 'adminBookings.form.updateSubmit' : 'adminBookings.form.createSubmit')}
        </Button>
      </div>
    </form>
  );
}
