import type { CheckFinding } from '#domain/system/system-check.ts';
import type { DatabaseProbe } from '../ports.ts';
import { errorText } from './failure.ts';

/**
 * The database answers a query and its schema is this build's: every migration the code knows has
 * been applied. Spec §8: a failure reads 'Database connection failed' with the driver's message.
 */
export async function checkDatabase(database: Pick<DatabaseProbe, 'inspect'>): Promise<CheckFinding> {
  let level: Awaited<ReturnType<DatabaseProbe['inspect']>>;
  try {
    level = await database.inspect();
  } catch (error) {
    const details = errorText(error);
    return { outcome: 'fail', message: `Database connection failed: ${details}`, details };
  }
  const { engine, applied, known, latest } = level;
  const latestText = latest ? ` (latest ${latest})` : '';
  if (applied < known) {
    return {
      outcome: 'fail',
      message: `${engine} answers, but only ${applied} of ${known} migrations are applied: restart the site or run \`npm run migrate\``,
      details: `Latest applied migration: ${latest ?? 'none'}`,
    };
  }
  if (applied > known) {
    return {
      outcome: 'warning',
      message: `${engine} has ${applied} migrations applied but this build knows ${known}: the running code is older than the database`,
      details: `Latest applied migration: ${latest ?? 'none'}`,
    };
  }
  return { outcome: 'pass', message: `${engine} answers; all ${known} migrations applied${latestText}` };
}
