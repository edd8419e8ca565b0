import { type FormEvent, useId, useState } from 'react';
import { reload } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import type { TransactionType } from '#domain/clients/account-transaction.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { firstIssuePerField } from '../../lib/field-errors.ts';
import { submissionFor } from '../../lib/form-submission.ts';
import { formatPence } from '../../lib/format.ts';
import { ProcedureError, useMutationCall } from '../../lib/procedure-calls.ts';
import { TextField } from '../forms/TextField.tsx';
import { useToast } from '../toast/ToastProvider.tsx';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import { clientUrl } from './urls.ts';

type Errors = Partial<Record<'type' | 'amount' | 'description', string>>;

/**
 * "Record transaction" (admins): a credit or a debit in pounds with a description. Before its script
 * loads it posts to the page's address (`admin-records.routes.ts`), which shows a refusal here.
 */
export function RecordTransactionForm({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const posted = submissionFor(usePageContext().formSubmission, 'recordTransaction');
  const record = useMutationCall('adminClients.recordTransaction');
  const [type, setType] = useState<TransactionType>(posted?.values.type === 'debit' ? 'debit' : 'credit');
  const [amount, setAmount] = useState(posted?.values.amount ?? '');
  const [description, setDescription] = useState(posted?.values.description ?? '');
  const [errors, setErrors] = useState<Errors>(posted?.fieldErrors ?? {});
  const [failure, setFailure] = useState<string | null>(
    posted
      ? posted.formError ||
          (Object.keys(posted.fieldErrors).length ? null : t('adminRecords.transaction.failed'))
      : null,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = { clientId, type, amount, description };
    const { staffTransactionSchema } = await import('#application/client-records/records-schemas.ts');
    const parsed = staffTransactionSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(firstIssuePerField(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const recorded = await record.mutateAsync(input);
      toast(
        t('adminRecords.transaction.recorded', { balance: formatPence(recorded.balanceAfterPence) }),
        'success',
      );
      setAmount('');
      setDescription('');
      await reload();
    } catch (error) {
      setFailure(error instanceof ProcedureError ? error.message : t('adminRecords.transaction.failed'));
    }
  };

  const pending = record.isPending;
  return (
    <form
      method="post"
      action={clientUrl(clientId)}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
    >
      <fieldset>
        <legend className="text-sm font-medium text-stone-900">{t('adminRecords.transaction.type')}</legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
          {(['credit', 'debit'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="type"
                value={value}
                checked={type === value}
                onChange={() => setType(value)}
                className="h-4 w-4 accent-amber-700"
              />
              {t(`adminRecords.transaction.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        id={`${id}-amount`}
        name="amount"
        label={t('adminRecords.transaction.amount')}
        hint={t('adminRecords.transaction.amountHint')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={errors.amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        id={`${id}-description`}
        name="description"
        label={t('adminRecords.transaction.description')}
        maxLength={500}
        value={description}
        error={errors.description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <FormError message={failure} />
      <Button type="submit" disabled={pending}>
        {pending ? t('adminRecords.transaction.recording') : t('adminRecords.transaction.submit')}
      </Button>
    </form>
  );
}
