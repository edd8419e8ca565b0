import { useId, useState } from 'react';
import type { AdminProposalDetailDto } from '#application/proposals/schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatDateTime, formatPence } from '../../lib/format.ts';
import { ProcedureError, useMutationCall } from '../../lib/procedure-calls.ts';
import { useScriptFormAction } from '../forms/script-form.ts';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { FormError } from '../ui/FormError.tsx';

export interface RecordDepositPanelProps {
  proposal: AdminProposalDetailDto;
  /** Recording a payment is an admin action (an account transaction); editors see the state only. */
  canRecord: boolean;
}

/** The deposit on the owner's proposal page: paid (how and when), awaiting with its reference, or not due. */
export function RecordDepositPanel({ proposal, canRecord }: RecordDepositPanelProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="deposit-heading" className="rounded-lg border border-stone-200 bg-white p-5">
      <h2 id="deposit-heading" className="text-lg font-semibold">
        {t('deposit.adminTitle')}
      </h2>
      {proposal.payment ? (
        <PaidDeposit payment={proposal.payment} />
      ) : proposal.status === 'approved' ? (
        <AwaitingDeposit proposal={proposal} canRecord={canRecord} />
      ) : (
        <p className="mt-2 text-sm text-stone-600">
          {t('deposit.notDue', { amount: formatPence(proposal.depositAmountPence) })}
        </p>
      )}
    </section>
  );
}

function PaidDeposit({ payment }: { payment: NonNullable<AdminProposalDetailDto['payment']> }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <p className="mt-2 font-medium text-green-800">{t('deposit.paid')}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="text-stone-600">{t('deposit.method')}</dt>
        <dd>{t(`deposit.methods.${payment.method}`)}</dd>
        <dt className="text-stone-600">{t('deposit.amount')}</dt>
        <dd className="font-semibold">{formatPence(payment.amountPence)}</dd>
        <dt className="text-stone-600">{t('deposit.reference')}</dt>
        <dd className="font-mono">{payment.reference}</dd>
        {payment.providerReference && (
          <>
            <dt className="text-stone-600">
              {payment.method === 'stripe' ? t('deposit.stripeSession') : t('deposit.note')}
            </dt>
            <dd className="break-all">{payment.providerReference}</dd>
          </>
        )}
        <dt className="text-stone-600">{t('deposit.paidAt')}</dt>
        <dd>{formatDateTime(payment.paidAt, i18n.language)}</dd>
      </dl>
    </>
  );
}

function AwaitingDeposit({ proposal, canRecord }: RecordDepositPanelProps) {
  const formAction = useScriptFormAction();
  const { t } = useTranslation();
  const noteId = useId();
  const hintId = useId();
  const record = useMutationCall('proposals.recordBankTransfer');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = formatPence(proposal.depositAmountPence);

  const confirm = async () => {
    setError(null);
    try {
      await record.mutateAsync({ id: proposal.id, note });
      window.location.reload();
    } catch (failure) {
      setConfirming(false);
      setError(failure instanceof ProcedureError ? failure.message : t('deposit.recordFailed'));
    }
  };

  return (
    <>
      <p className="mt-2 text-sm text-stone-700">
        {t('deposit.awaiting', { amount })}{' '}
        <span className="font-mono font-medium">{proposal.depositReference}</span>
      </p>
      {canRecord ? (
        <form
          method="post"
          action={formAction}
          className="mt-4 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            setConfirming(true);
          }}
        >
          <div>
            <label htmlFor={noteId} className="block text-sm font-medium">
              {t('deposit.noteLabel')}
            </label>
            <input
              id={noteId}
              value={note}
              maxLength={255}
              aria-describedby={hintId}
              onChange={(event) => setNote(event.target.value)}
              className="mt-1 w-full rounded-md border border-stone-300 px-3 py-2 text-sm"
            />
            <p id={hintId} className="mt-1 text-xs text-stone-600">
              {t('deposit.noteHint')}
            </p>
          </div>
          <FormError message={error} />
          <Button type="submit">{t('deposit.record')}</Button>
        </form>
      ) : (
        <p className="mt-3 text-sm text-stone-600">{t('deposit.adminOnly')}</p>
      )}
      {canRecord && (
        <ConfirmDialog
          open={confirming}
          title={t('deposit.confirmTitle')}
          text={t('deposit.confirmText', { amount, reference: proposal.depositReference })}
          confirmLabel={t('deposit.confirm')}
          busyLabel={t('deposit.recording')}
          cancelLabel={t('deposit.cancel')}
          busy={record.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
