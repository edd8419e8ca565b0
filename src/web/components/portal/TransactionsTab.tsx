import type { PortalTransactionDto } from '#application/clients/transaction-schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatPence, formatSignedPence } from '../../lib/format.ts';
import { transactionDescriptionIn } from '../../lib/stored-texts.ts';
import { useReaderDates } from '../dates/reader-dates.ts';
import { classNames } from '../ui/class-names.ts';
import { EmptyState } from './EmptyState.tsx';

/**
 * Spec: description, date, signed amount and balance after, newest first. A list rather than a table,
 * so a phone reads each movement whole without scrolling sideways.
 */
export function TransactionsTab({ transactions }: { transactions: PortalTransactionDto[] }) {
  const { t } = useTranslation();
  const dates = useReaderDates();
  return (
    <>
      <h2 className="sr-only">{t('portal.tabs.transactions')}</h2>
      {transactions.length === 0 ? (
        <EmptyState text={t('portal.transactions.empty')} />
      ) : (
        <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white">
          {transactions.map((transaction) => (
            <li
              key={transaction.id}
              data-testid="transaction"
              className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-medium text-stone-900">
                  {transactionDescriptionIn(t, transaction.description)}
                </p>
                <p className="text-sm text-stone-600">{dates.day(transaction.createdAt)}</p>
              </div>
              <dl className="flex gap-6 text-sm sm:text-right">
                <div>
                  <dt className="sr-only">{t('portal.transactions.amount')}</dt>
                  <dd
                    className={classNames(
                      'font-semibold',
                      transaction.signedAmountPence < 0 ? 'text-red-700' : 'text-green-800',
                    )}
                  >
                    {formatSignedPence(transaction.signedAmountPence)}
                  </dd>
                </div>
                <div>
                  <dt className="text-stone-500">{t('portal.transactions.balanceAfter')}</dt>
                  <dd className="font-medium">{formatPence(transaction.balanceAfterPence)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
