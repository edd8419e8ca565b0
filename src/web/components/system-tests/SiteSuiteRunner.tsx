import { useState } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import type { RecalledTestRun } from '#application/system/recall-test-run.ts';
import { type SiteSuiteRun, SUITE_STAGES } from '#domain/system/site-suite.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { ProcedureError, useMutationCall } from '../../lib/procedure-calls.ts';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import { CheckOutcomeBadge } from './CheckOutcomeBadge.tsx';
import { useRunCooldown } from './useCountdown.ts';

/**
 * `/test-suite`: Run All Tests asks the server to request every known link; each link is listed (a
 * real link) with its status and outcome in words. The server allows one run a minute per address:
 * the page counts down to the next one (one countdown, from the server's figures), shows the refusal
 * with its live seconds when asked too soon, and within the cooldown a reload shows the last run.
 */
export function SiteSuiteRunner({ initial }: { initial: RecalledTestRun<SiteSuiteRun> }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [run, setRun] = useState<SiteSuiteRun | null>(initial.run);
  const [refused, setRefused] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [counting, setCounting] = useState(initial.retryAfterSeconds > 0);
  const { secondsLeft, waitAfterRun, waitSeconds } = useRunCooldown(initial.retryAfterSeconds);
  const { mutateAsync, isPending } = useMutationCall('system.siteSuite');

  async function runAll() {
    setRefused(false);
    setFailure(null);
    try {
      const result = await mutateAsync(undefined);
      setRun(result);
      waitAfterRun(result);
      setCounting(true);
    } catch (error) {
      const seconds = error instanceof ProcedureError ? error.data?.retryAfterSeconds : undefined;
      if (seconds !== undefined) {
        waitSeconds(seconds);
        setCounting(true);
        setRefused(true);
      } else setFailure(error instanceof Error && error.message ? error.message : t('testSuite.someFailed'));
    }
  }

  const refusal = refused && secondsLeft > 0 ? t('testSuite.cooldown', { seconds: secondsLeft }) : failure;

  return (
    <div className="mt-8">
      <div className="flex flex-wrap items-center gap-4">
        <Button
          variant="brand"
          size="lg"
          disabled={!hydrated}
          busy={isPending}
          busyLabel={t('testSuite.busy')}
          onClick={runAll}
        >
          {t('testSuite.button')}
        </Button>
        <p className="text-sm text-stone-600" aria-live="polite">
          {counting &&
            (secondsLeft > 0
              ? !refused && t('testSuite.nextRun', { seconds: secondsLeft })
              : t('testSuite.ready'))}
        </p>
      </div>
      <FormError message={refusal} className="mt-4" />
      <div aria-live="polite">
        {isPending && <p className="mt-6 text-stone-700">{t('testSuite.busy')}</p>}
      </div>
      {run && !isPending && <SuiteResults run={run} />}
    </div>
  );
}

function SuiteResults({ run }: { run: SiteSuiteRun }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="suite-results-heading" className="mt-8">
      <h2 id="suite-results-heading" className="text-xl font-semibold text-stone-900">
        {t('testSuite.resultsHeading')}
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-stone-800">
        <CheckOutcomeBadge
          outcome={run.passed ? 'pass' : 'fail'}
          label={run.passed ? t('testSuite.allPassed') : t('testSuite.someFailed')}
        />
        <span>{t('testSuite.summary', { ...run.summary })}</span>
      </p>
      {run.summary.warnings > 0 && (
        <p className="mt-2 text-sm text-stone-600">{t('testSuite.warningNote')}</p>
      )}
      {SUITE_STAGES.map((stage) => (
        <div key={stage} className="mt-6">
          <h3 className="text-base font-semibold text-stone-800">{t(`testSuite.stages.${stage}`)}</h3>
          <ul className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {run.links
              .filter((link) => link.stage === stage)
              .map((link) => (
                <li
                  key={link.path}
                  className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm"
                >
                  <a
                    href={link.path}
                    className="break-all font-medium text-amber-800 underline hover:text-amber-900"
                  >
                    {link.path}
                  </a>
                  <span className="flex items-center gap-3">
                    <span className="font-mono text-stone-700">
                      <span className="sr-only">{t('testSuite.columns.status')}: </span>
                      {link.status ?? t('testSuite.noAnswer')}
                    </span>
                    <CheckOutcomeBadge
                      outcome={link.outcome}
                      label={t(`testSuite.outcomes.${link.outcome}`)}
                    />
                  </span>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
