import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { BankPayee } from '#application/proposals/ports.ts';
import type { DepositInstructionsDto } from '#application/proposals/schemas.ts';
import { portalProposalPath } from '#domain/proposals/portal-path.ts';
import type { ProposalStatus } from '#domain/proposals/proposal.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatPence } from '../../lib/format.ts';
import { ProcedureError, useMutationCall } from '../../lib/procedure-calls.ts';
import { useReaderDates } from '../dates/reader-dates.ts';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import { CopyValue } from './CopyValue.tsx';

export interface DepositPaymentProps {
  proposalId: string;
  status: ProposalStatus;
  /** From `proposals.depositInstructions` when the proposal is approved; null otherwise. */
  instructions: DepositInstructionsDto | null;
  /** When the deposit was paid (the proposal is locked), ISO. */
  lockedAt: string | null;
  /** The owner's preview of the client's view: shown, never usable. */
  preview?: boolean;
}

/**
 * The portal's 'Pay Deposit' section (id `pay`): once approved, the amount and reference with the
 * payee's details (bank transfer) or the button to Stripe Checkout; once paid, when.
 */
export function DepositPayment({
  proposalId,
  status,
  instructions,
  lockedAt,
  preview = false,
}: DepositPaymentProps) {
  const { t } = useTranslation();
  const dates = useReaderDates();
  // Outside a page (a story, a test) there is no page context: no return from a checkout either.
  const payment = usePageContext()?.urlParsed?.search.payment;
  if (status !== 'approved' && status !== 'locked') return null;
  return (
    <section
      id="pay"
      aria-labelledby="pay-heading"
      className="mt-10 rounded-lg border border-stone-200 bg-white p-5"
    >
      <h2 id="pay-heading" className="text-lg font-semibold">
        {t('deposit.title')}
      </h2>
      {preview && <p className="mt-2 text-sm text-stone-600">{t('deposit.previewNote')}</p>}
      {status === 'locked' ? (
        <p className="mt-3 font-medium text-green-800">
          {t('deposit.paidOn', { date: lockedAt ? dates.day(lockedAt) : '' })}
        </p>
      ) : (
        <>
          {payment === 'success' && (
            <p role="status" className="mt-3 rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
              {t('deposit.confirming')}
            </p>
          )}
          {payment === 'cancelled' && (
            <p role="status" className="mt-3 text-sm text-stone-700">
              {t('deposit.cancelled')}
            </p>
          )}
          {payment === 'unavailable' && <FormError className="mt-3" message={t('deposit.unavailable')} />}
          {instructions && payment !== 'success' && (
            <PaymentDetails proposalId={proposalId} instructions={instructions} preview={preview} />
          )}
        </>
      )}
    </section>
  );
}

function PaymentDetails(props: {
  proposalId: string;
  instructions: DepositInstructionsDto;
  preview: boolean;
}) {
  const { t } = useTranslation();
  const { instructions, preview } = props;
  return (
    <div className="mt-3 space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-stone-600">{t('deposit.amount')}</dt>
        <dd className="text-lg font-semibold">{formatPence(instructions.amountPence)}</dd>
        <dt className="text-stone-600">{t('deposit.reference')}</dt>
        <dd>
          <CopyValue label={t('deposit.reference')} value={instructions.reference} disabled={preview} />
        </dd>
      </dl>
      {instructions.method === 'bank_transfer' ? (
        <BankTransfer payee={instructions.payee} preview={preview} />
      ) : (
        <CardCheckout
          proposalId={props.proposalId}
          amountPence={instructions.amountPence}
          preview={preview}
        />
      )}
    </div>
  );
}

function BankTransfer({ payee, preview }: { payee: BankPayee; preview: boolean }) {
  const { t } = useTranslation();
  const rows: Array<[string, string | null]> = [
    [t('deposit.payee.accountName'), payee.accountName],
    [t('deposit.payee.bankName'), payee.bankName],
    [t('deposit.payee.sortCode'), payee.sortCode],
    [t('deposit.payee.accountNumber'), payee.accountNumber],
    [t('deposit.payee.iban'), payee.iban],
    [t('deposit.payee.bic'), payee.bic],
  ];
  return (
    <>
      <p className="text-sm text-stone-700">{t('deposit.bankIntro')}</p>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('deposit.payee.caption')}</caption>
        <tbody>
          {rows.flatMap(([label, value]) =>
            value
              ? [
                  <tr key={label} className="border-t border-stone-100">
                    <th scope="row" className="py-2 pr-4 text-left font-normal text-stone-600">
                      {label}
                    </th>
                    <td className="py-2">
                      <CopyValue label={label} value={value} disabled={preview} />
                    </td>
                  </tr>,
                ]
              : [],
          )}
        </tbody>
      </table>
      <details className="rounded-md bg-stone-50 px-3 py-2 text-sm">
        <summary className="cursor-pointer font-medium">{t('deposit.sentSummary')}</summary>
        <p className="mt-2 text-stone-700">{t('deposit.sentHint')}</p>
      </details>
    </>
  );
}

/** A plain form post without JavaScript (303 to the checkout); with it, the same through tRPC. */
function CardCheckout(props: { proposalId: string; amountPence: number; preview: boolean }) {
  const { t } = useTranslation();
  const checkout = useMutationCall('proposals.startDepositCheckout');
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  return (
    <form
      method="post"
      // The owner's preview posts nowhere (its button is disabled too).
      action={props.preview ? undefined : `${portalProposalPath(props.proposalId)}/checkout`}
      onSubmit={async (event) => {
        event.preventDefault();
        if (props.preview) return;
        setError(null);
        try {
          const { checkoutUrl } = await checkout.mutateAsync({ id: props.proposalId });
          setLeaving(true);
          window.location.assign(checkoutUrl);
        } catch (failure) {
          setError(failure instanceof ProcedureError ? failure.message : t('deposit.unavailable'));
        }
      }}
    >
      <p className="text-sm text-stone-700">{t('deposit.cardIntro')}</p>
      <FormError className="mt-3" message={error} />
      <Button
        type="submit"
        variant="brand"
        size="lg"
        className="mt-3"
        disabled={props.preview}
        busy={checkout.isPending || leaving}
        busyLabel={t('deposit.redirecting')}
      >
        {t('deposit.payByCard', { amount: formatPence(props.amountPence) })}
      </Button>
    </form>
  );
}
