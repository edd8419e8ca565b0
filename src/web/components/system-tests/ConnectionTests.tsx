import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisitorCheckRun } from '#domain/system/system-check.ts';
import { callMutation, ProcedureError } from '../../lib/procedure-calls.ts';
import { Button } from '../ui/Button.tsx';
import { CheckOutcomeBadge } from './CheckOutcomeBadge.tsx';
import { useCountdown } from './useCountdown.ts';

const COOLDOWN_CODE = 'SYSTEM.TEST_RUN_COOLDOWN';

type RunState =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'done'; run: VisitorCheckRun }
  | { kind: 'refused'; seconds: number }
  | { kind: 'failed' };

/**
 * `/test-connection`: a run of the services' checks on load and on Run Tests, at most once a minute
 * (the server refuses earlier runs), with a countdown to the next allowed run.
 */
export function ConnectionTests() {
  const { t } = useTranslation();
  const [state, setState] = useState<RunState>({ kind: 'idle' });
  const [readyAt, setReadyAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(readyAt);
  const started = useRef(false);

  const run = useCallback(async () => {
    setState({ kind: 'running' });
    try {
      const result = await callMutation('system.connectionTests', undefined);
      // The server's own clocks give the wait, so a visitor's wrong clock does not change it.
      setReadyAt(Date.now() + Date.parse(result.nextRunAt) - Date.parse(result.ranAt));
      setState({ kind: 'done', run: result });
    } catch (error) {
      if (error instanceof ProcedureError && error.data?.appCode === COOLDOWN_CODE) {
        const seconds = error.data.retryAfterSeconds ?? 60;
        setReadyAt(Date.now() + seconds * 1000);
        setState({ kind: 'refused', seconds });
      } else setState({ kind: 'failed' });
    }
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  const running = state.kind === 'running' || state.kind === 'idle';
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
          {state.kind === 'done' &&
            (state.run.passed ? t('testConnection.allPassed') : t('testConnection.someFailed'))}
          {state.kind === 'refused' && t('testConnection.cooldown', { n: state.seconds })}
          {state.kind === 'failed' && t('testConnection.couldNotRun')}
        </p>
      </div>
      <p className="mt-1 text-sm text-stone-600" aria-live="off" data-testid="next-run">
        {secondsLeft > 0
          ? t('testConnection.nextRunIn', { count: secondsLeft })
          : !running && t('testConnection.nextRunNow')}
      </p>
      {state.kind === 'done' && (
        <ul className="mt-4 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {state.run.checks.map((check) => (
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
