import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { OwnerBookingRowDto } from '#application/booking/dto.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useScriptFormAction } from '../forms/script-form.ts';
import { TextAreaField } from '../forms/TextAreaField.tsx';
import { Modal } from '../modal/Modal.tsx';
import { useToast } from '../toast/ToastProvider.tsx';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import { translateBookingMessage } from './messages.ts';

/** Cancel a booking with an optional reason the visitor reads in the e-mail. */
export function CancelBookingDialog({
  booking,
  onClose,
}: {
  booking: OwnerBookingRowDto | null;
  onClose(): void;
}) {
  const formAction = useScriptFormAction();
  const { t, i18n } = useTranslation();
  const id = useId();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const cancel = useMutation(trpc.booking.cancelBooking.mutationOptions());
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  // A fresh form for each booking.
  useEffect(() => {
    if (booking) {
      setReason('');
      setError(null);
    }
  }, [booking]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!booking) return;
    setError(null);
    try {
      await cancel.mutateAsync({ id: booking.id, reason });
      // The list and the services' upcoming counts change with it.
      await queryClient.invalidateQueries(trpc.booking.pathFilter());
      toast(t('adminBookings.cancel.done'), 'success');
      onClose();
    } catch (caught) {
      setError(
        caught instanceof TRPCClientError && caught.data
          ? translateBookingMessage(t, caught.message)
          : t('adminBookings.cancel.failed'),
      );
    }
  }

  const dismiss = () => {
    if (!cancel.isPending) onClose();
  };
  return (
    <Modal
      open={booking !== null}
      onClose={dismiss}
      title={t('adminBookings.cancel.title')}
      description={
        booking
          ? t('adminBookings.cancel.text', {
              name: booking.name,
              service: booking.serviceName,
              when: formatDateTime(booking.startsAt, i18n.language),
              email: booking.email,
            })
          : ''
      }
      size="md"
    >
      <form method="post" action={formAction} noValidate onSubmit={submit} className="space-y-4">
        <TextAreaField
          id={`${id}-reason`}
          label={t('adminBookings.cancel.reason')}
          hint={t('adminBookings.cancel.reasonHint')}
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <FormError message={error} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={dismiss} disabled={cancel.isPending}>
            {t('adminBookings.cancel.keep')}
          </Button>
          <Button
            type="submit"
            variant="danger"
            busy={cancel.isPending}
            busyLabel={t('adminBookings.cancel.cancelling')}
          >
            {t('adminBookings.cancel.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
