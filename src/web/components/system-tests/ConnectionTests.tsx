import { useCallback, useEffect, useRef, useState } from 'react';
import type { RecalledTestRun } from '#application/system/recall-test-run.ts';
import type { VisitorCheckRun } from '#domain/system/system-check.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { callMutation, ProcedureError } from '../../lib/procedure-calls.ts';
import { Button } from '../ui/Button.tsx';
import { CheckOutcomeBadge } from './CheckOutcomeBadge.tsx';
import { useRunCooldown } from './useCountdown.ts';

const COOLDOWN_CODE = 'SYSTEM.TEST_RUN_COOLDOWN';

type RunState = 'idle' | 'running' | 'done' | 'refused' | 'failed';

/**
 * `/test-connection`: a run of the services' checks on load and on Run Tests, at most once a minute
 * (the server refuses earlier runs), with one countdown to the next allowed run. Within the cooldown a
 * reload shows the address's last run and the server's seconds left instead of running again.
 */
export function ConnectionTests({ initial }: { initial: RecalledTestRun<VisitorCheckRun> }) {
  const { t } = useTranslation();
  const [state, setState] = useState<RunState>(initial.run ? 'done' : 'idle');
  const [lastRun, setLastRun] = useState<VisitorCheckRun | null>(initial.run);
  const { secondsLeft, waitAfterRun, waitSeconds } = useRunCooldown(initial.retryAfterSeconds);
  const started = useRef(false);

  const run = useCallback(async () => {
    setState('running');
    try {
      const result = await callMutation('system.connectionTests', undefined);
      waitAfterRun(result);
      setLastRun(result);
      setState('done');
    } catch (error) {
      if (error instanceof ProcedureError && error.data?.appCode === COOLDOWN_CODE) {
        waitSeconds(error.data.retryAfterSeconds ?? 60);
        setState('refused');
      } else setState('failed');
    }
  }, [waitAfterRun, waitSeconds]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (initial.retryAfterSeconds === 0) void run();
  }, [run, initial.retryAfterSeconds]);

  const running = state === 'running' || state === 'idle';
  const refused = state === 'refused' && secondsLeft > 0;
  return (
    <section aria-labelledby="connection-tests-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="connection-tests-heading" className="text-xl font-semibold text-stone-900">
          {t('testConnection.resultsHeading')}
        </h2>
        <Button
          variant="brand"
          onClick={() => void run()}
          busy={running}
          busyLabel={t('testConnection.running')}
          disabled={secondsLeft > 0}
        >
          {t('testConnection.runTests')}
        </Button>
      </div>
      <div role="status" className="mt-4 space-y-1">
        <p className="text-lg font-semibold text-stone-900">
          {running && t('testConnection.running')}
          {(state === 'done' || (state === 'refused' && !refused)) &&
            lastRun &&
            (lastRun.passed ? t('testConnection.allPassed') : t('testConnection.someFailed'))}
          {refused && t('testConnection.cooldown', { n: secondsLeft })}
          {state === 'failed' && t('testConnection.couldNotRun')}
        </p>
      </div>
      <p className="mt-1 text-sm text-stone-600" aria-live="off" data-testid="next-run">
        {secondsLeft > 0
          ? !refused && t('testConnection.nextRunIn', { count: secondsLeft })
          : !running && t('testConnection.nextRunNow')}
      </p>
      {lastRun && !running && (
        <ul className="mt-4 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {lastRun.checks.map((check) => (
            <li key={check.name} className="flex items-center justify-between gap-4 px-4 py-3">
              <span className="font-medium text-stone-900">{t(`testConnection.checks.${check.name}`)}</span>
              <CheckOutcomeBadge
                outcome={check.outcome}
                label={t(`testConnection.outcome.${check.outcome}`)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
