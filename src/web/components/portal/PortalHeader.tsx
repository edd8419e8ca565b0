import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatPence } from '../../lib/format.ts';
import { signOut } from '../layout/navigation.ts';
import { Button } from '../ui/Button.tsx';
import { usePortalView } from './portal-view.ts';

/**
 * Spec: 'Client Portal', a welcome with the client's name, their balance in GBP, and Sign Out (not in
 * the owner's read-only view: signing out there would sign the owner out). What is shown is
 * 'Payments received', the sum of the client's credits ('Account balance' read like credit the client
 * could spend, and credits less debits is not what they paid).
 */
export function PortalHeader({
  name,
  paymentsReceivedPence,
}: {
  name: string;
  paymentsReceivedPence: number;
}) {
  const { t } = useTranslation();
  const { readOnly } = usePortalView();
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t('portal.title')}</h1>
        <p className="mt-1 text-stone-600">{t('portal.welcome', { name })}</p>
      </div>
      <div className="flex items-center gap-4">
        <p className="text-sm text-stone-600">
          {t('portal.paymentsReceived')}:{' '}
          <strong data-testid="portal-balance" className="text-lg text-stone-900">
            {formatPence(paymentsReceivedPence)}
          </strong>
        </p>
        {!readOnly && (
          <Button variant="secondary" onClick={() => void signOut()}>
            {t('portal.signOut')}
          </Button>
        )}
      </div>
    </header>
  );
}
