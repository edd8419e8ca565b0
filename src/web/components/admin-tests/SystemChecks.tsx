import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { SystemCheck } from '#domain/system/system-check.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { CheckOutcomeBadge } from '../system-tests/CheckOutcomeBadge.tsx';
import { Button } from '../ui/Button.tsx';

/**
 * The owner's checks of the running site (spec 'System test pages'): they run once the page is
 * interactive and again on Run Tests; each check with its outcome and message, then the failures'
 * underlying errors in the Error Details block.
 */
export function SystemChecks() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const run = useMutation(trpc.system.adminChecks.mutationOptions());
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run.mutate();
  }, [run.mutate]);

  const result = run.isPending ? undefined : run.data;
  const failures = result?.checks.filter((check) => check.outcome === 'fail') ?? [];
  return (
    <section aria-labelledby="system-checks-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="system-checks-heading" className="text-xl font-semibold text-stone-900">
          {t('adminTests.resultsHeading')}
        </h2>
        <Button onClick={() => run.mutate()} busy={run.isPending} busyLabel={t('adminTests.running')}>
          {t('adminTests.runTests')}
        </Button>
      </div>
      <p role="status" className="mt-4 text-lg font-semibold text-stone-900">
        {run.isPending && t('adminTests.running')}
        {result && (result.passed ? t('adminTests.allPassed') : t('adminTests.someFailed'))}
        {run.isError && t('adminTests.couldNotRun', { message: run.error.message })}
      </p>
      {result && (
        <>
          <p className="mt-1 text-sm text-stone-600">
            {t('adminTests.ranAt', { time: formatDateTime(result.ranAt, i18n.language) })}
          </p>
          <ul className="mt-4 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {result.checks.map((check) => (
              <CheckRow key={check.name} check={check} />
            ))}
          </ul>
          {failures.length > 0 && (
            <section
              aria-labelledby="error-details-heading"
              className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4"
            >
              <h3 id="error-details-heading" className="font-semibold text-red-900">
                {t('adminTests.errorDetails')}
              </h3>
              <ul className="mt-2 space-y-3 text-sm text-red-950">
                {failures.map((check) => (
                  <li key={check.name}>
                    <p className="font-medium">{t(`adminTests.checks.${check.name}`)}</p>
                    <pre className="mt-1 whitespace-pre-wrap break-words font-mono text-xs">
                      {check.details ?? check.message}
                    </pre>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </section>
  );
}

function CheckRow({ check }: { check: SystemCheck }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-start sm:gap-4">
      <div className="flex items-center gap-3 sm:w-64 sm:shrink-0">
        <CheckOutcomeBadge outcome={check.outcome} label={t(`adminTests.outcome.${check.outcome}`)} />
        <span className="font-medium text-stone-900">{t(`adminTests.checks.${check.name}`)}</span>
      </div>
      <p className="flex-1 text-sm text-stone-700">{check.message}</p>
      <span className="text-xs text-stone-500">{t('adminTests.duration', { ms: check.durationMs })}</span>
    </li>
  );
}
