import { describe, expect, it } from 'vitest';
import { checksumOf, checksumProblems, listedMigrations, recordedChecksums } from '#migrations/checksums.ts';

/**
 * A shipped migration is history (Flyway's validate): its SHA-256 is recorded in
 * migrations/checksums.json and must never change. A new migration gets its checksum from
 * `npm run migrations:checksums`, which only adds missing ones and refuses to rewrite a recorded one.
 */
describe('the migration history', () => {
  const recorded = recordedChecksums();

  it.each(listedMigrations())('keeps %s exactly as it shipped', (name) => {
    expect(recorded[name], `${name} has no checksum: run \`npm run migrations:checksums\``).toBeDefined();
    expect(checksumOf(name), `${name} was edited after it shipped: add a new migration instead`).toBe(
      recorded[name],
    );
  });

  it('records a checksum for listed migrations only', () => {
    expect(Object.keys(recorded)).toEqual(listedMigrations());
  });
});

describe('checksumProblems', () => {
  const text: Record<string, string> = { first: 'aaa', second: 'bbb' };
  const checksum = (name: string) => text[name] ?? '';

  it('finds nothing wrong with an intact history', () => {
    expect(checksumProblems(['first', 'second'], { first: 'aaa', second: 'bbb' }, checksum)).toEqual([]);
  });

  it('refuses a migration whose text changed', () => {
    expect(checksumProblems(['first', 'second'], { first: 'aaa', second: 'old' }, checksum)).toEqual([
      'second was edited after it shipped: restore its text and add a new migration instead',
    ]);
  });

  it('refuses a listed migration without a checksum', () => {
    expect(checksumProblems(['first', 'second'], { first: 'aaa' }, checksum)).toEqual([
      'second has no recorded checksum: run `npm run migrations:checksums`',
    ]);
  });

  it('refuses a checksum for a migration that is no longer listed', () => {
    expect(checksumProblems(['first'], { first: 'aaa', second: 'bbb' }, checksum)).toEqual([
      'second has a checksum but is not in migrations/index.ts',
    ]);
  });
});
