import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { migrationsList } from './index.ts';

/**
 * A shipped migration is history: its text must never change, as Flyway's `validate` checks. Each
 * listed migration's SHA-256 is kept in `checksums.json` (name → hex digest, in history order), and
 * `tests/unit/infrastructure/migration-checksums.test.ts` fails when a text no longer matches, when
 * a listed migration has no checksum, or when a checksum names a migration no longer listed.
 *
 * After adding a migration to `index.ts`, record its checksum with `npm run migrations:checksums`
 * (this file run as a script). It only adds the missing ones: if a recorded checksum no longer
 * matches, it writes nothing and exits with an error, so an edited migration is never re-blessed.
 */

export const CHECKSUMS_FILE = fileURLToPath(new URL('./checksums.json', import.meta.url));

export const listedMigrations = (): string[] => migrationsList.map((migration) => migration.name);

export function migrationFile(name: string): string {
  return fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
}

/** SHA-256 of the migration's text, line endings normalised (a Windows checkout is the same text). */
export function checksumOf(name: string): string {
  const text = readFileSync(migrationFile(name), 'utf8').replace(/\r\n/g, '\n');
  return createHash('sha256').update(text).digest('hex');
}

export function recordedChecksums(): Record<string, string> {
  if (!existsSync(CHECKSUMS_FILE)) return {};
  return JSON.parse(readFileSync(CHECKSUMS_FILE, 'utf8')) as Record<string, string>;
}

/** What is wrong with the recorded checksums, one sentence each; none when the history is intact. */
export function checksumProblems(
  listed: readonly string[],
  recorded: Readonly<Record<string, string>>,
  checksum: (name: string) => string,
): string[] {
  const problems: string[] = [];
  for (const name of listed) {
    const expected = recorded[name];
    if (expected === undefined)
      problems.push(`${name} has no recorded checksum: run \`npm run migrations:checksums\``);
    else if (checksum(name) !== expected)
      problems.push(`${name} was edited after it shipped: restore its text and add a new migration instead`);
  }
  for (const name of Object.keys(recorded))
    if (!listed.includes(name)) problems.push(`${name} has a checksum but is not in migrations/index.ts`);
  return problems;
}

/** `npm run migrations:checksums`: records the checksums of new migrations, never rewrites one. */
function recordNewChecksums(): void {
  const listed = listedMigrations();
  const recorded = recordedChecksums();
  const changed = checksumProblems(listed, recorded, checksumOf).filter(
    (problem) => !problem.includes('has no recorded checksum'),
  );
  if (changed.length > 0) {
    console.error(`Nothing written:\n${changed.map((problem) => `  ${problem}`).join('\n')}`);
    process.exit(1);
  }
  const added = listed.filter((name) => recorded[name] === undefined);
  const all = Object.fromEntries(listed.map((name) => [name, recorded[name] ?? checksumOf(name)]));
  writeFileSync(CHECKSUMS_FILE, `${JSON.stringify(all, null, 2)}\n`);
  console.log(
    added.length === 0 ? 'Every migration already has its checksum.' : `Recorded: ${added.join(', ')}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) recordNewChecksums();
