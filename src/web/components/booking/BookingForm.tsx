import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { ServiceDto, SlotDto, VisitorBookingDto } from '#application/booking/dto.ts';
import { BOOKING_LIMITS } from '#domain/booking/booking.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { BOOKING_PARAMS, keptBookingParams } from '../../lib/booking-addresses.ts';
import { firstErrors, firstIssuePerField } from '../../lib/field-errors.ts';
import type { FormSubmission } from '../../lib/form-submission.ts';
import { ProcedureError, useMutationCall } from '../../lib/procedure-calls.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { SubmitRow } from '../forms/SubmitRow.tsx';
import { TextAreaField } from '../forms/TextAreaField.tsx';
import { TextField } from '../forms/TextField.tsx';
import { useFirstErrorFocus } from '../forms/use-first-error-focus.ts';
import { FormError } from '../ui/FormError.tsx';
import {
  bookingRefusalText,
  postedRefusalText,
  SLOT_GONE_CODES,
  translateBookingMessage,
} from './booking-messages.ts';

export interface VisitorDetails {
  name: string;
  email: string;
  phone: string;
  notes: string;
}

type Field = keyof VisitorDetails;
const FIELD_ORDER: Field[] = ['name', 'email', 'phone', 'notes'];

interface BookingFormProps {
  service: ServiceDto;
  slot: SlotDto;
  timeZone: string;
  /** A signed-in visitor's details, filled in. */
  initialDetails: VisitorDetails;
  /** This form posted without its script and refused: the typed values and the messages. */
  posted?: FormSubmission | undefined;
  onBooked(booking: VisitorBookingDto): void;
  /** Someone else took the time meanwhile: the message to show over a fresh calendar. */
  onSlotGone(message: string): void;
}

/**
 * Name, e-mail, optional phone and notes; checked in the browser with the server's schema, then booked.
 * Before its script it posts to its page, the chosen time in the address (a refusal shows this step
 * again) and the service, time and zone in the body.
 */
export function BookingForm({
  service,
  slot,
  timeZone,
  initialDetails,
  posted,
  onBooked,
  onSlotGone,
}: BookingFormProps) {
  const { t } = useTranslation();
  const { urlPathname, urlParsed } = usePageContext();
  const formAction = `${urlPathname}?${new URLSearchParams({
    ...keptBookingParams(urlParsed.search),
    [BOOKING_PARAMS.time]: slot.startsAt,
  })}`;
  const [values, setValues] = useState(() => ({
    name: posted?.values.name ?? initialDetails.name,
    email: posted?.values.email ?? initialDetails.email,
    phone: posted?.values.phone ?? initialDetails.phone,
    notes: posted?.values.notes ?? initialDetails.notes,
  }));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>(posted?.fieldErrors ?? {});
  const [formError, setFormError] = useState(() => postedRefusalText(t, posted, 'booking.form.failed'));
  const book = useMutationCall('booking.book');
  const { busy, onSubmit } = useSubmission();
  const { formRef, focusFirstError } = useFirstErrorFocus(FIELD_ORDER);

  async function submit() {
    setFormError('');
    const input = { ...values, service: service.slug, startsAt: slot.startsAt, timeZone };
    const { bookSessionSchema } = await import('#application/booking/schemas.ts');
    const parsed = bookSessionSchema.safeParse(input);
    const errors = parsed.success ? {} : firstIssuePerField(parsed.error.issues);
    setFieldErrors(errors);
    if (!parsed.success) return focusFirstError(errors);
    try {
      onBooked(await book.mutateAsync(input));
    } catch (failure) {
      if (!(failure instanceof ProcedureError) || failure.data?.code === 'INTERNAL_SERVER_ERROR')
        return setFormError(t('booking.form.failed'));
      if (SLOT_GONE_CODES.includes(failure.data?.appCode ?? ''))
        return onSlotGone(translateBookingMessage(t, failure.message));
      const fromServer = failure.data?.fieldErrors ? firstErrors(failure.data.fieldErrors) : {};
      setFieldErrors(fromServer);
      if (Object.keys(fromServer).length > 0) return focusFirstError(fromServer);
      const { appCode: code, retryAfterSeconds } = failure.data ?? {};
      setFormError(bookingRefusalText(t, { message: failure.message, code, retryAfterSeconds }));
    }
  }

  const field = (name: Field) => ({
    id: `booking-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: fieldErrors[name] && translateBookingMessage(t, fieldErrors[name]),
  });

  return (
    <form
      method="post"
      action={formAction}
      ref={formRef}
      noValidate
      onSubmit={onSubmit(submit)}
      className="space-y-5"
    >
      <input type="hidden" name="service" value={service.slug} />
      <input type="hidden" name="startsAt" value={slot.startsAt} />
      <input type="hidden" name="timeZone" value={timeZone} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('booking.form.name')}
          type="text"
          autoComplete="name"
          required
          maxLength={BOOKING_LIMITS.nameMax}
          {...field('name')}
        />
        <TextField
          label={t('booking.form.email')}
          type="email"
          autoComplete="email"
          required
          maxLength={BOOKING_LIMITS.emailMax}
          {...field('email')}
        />
      </div>
      <TextField
        label={t('booking.form.phone')}
        type="tel"
        autoComplete="tel"
        maxLength={BOOKING_LIMITS.phoneMax}
        {...field('phone')}
      />
      <TextAreaField
        label={t('booking.form.notes')}
        rows={4}
        maxLength={BOOKING_LIMITS.notesMax}
        hint={t('booking.form.notesHint')}
        {...field('notes')}
      />
      <FormError message={formError} />
      <SubmitRow
        note={t('booking.form.privacy')}
        label={t('booking.form.book')}
        busy={busy}
        busyLabel={t('booking.form.booking')}
      />
    </form>
  );
}
