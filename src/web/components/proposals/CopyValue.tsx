import { useTranslation } from '../../i18n/use-translation.tsx';
import { useCopied } from '../share/useCopied.ts';
import { Button } from '../ui/Button.tsx';

/** A payee detail with its copy button (a bank app wants the exact digits). */
export function CopyValue({ label, value, disabled }: { label: string; value: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopied();
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-mono font-medium">{value}</span>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled}
        aria-label={t('deposit.copyLabel', { field: label })}
        onClick={() => void copy(value)}
      >
        <span aria-live="polite">{copied ? t('deposit.copied') : t('deposit.copy')}</span>
      </Button>
    </span>
  );
}
