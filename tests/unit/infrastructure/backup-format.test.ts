import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBackupReader } from '#infrastructure/backup/backup-reader.ts';
import { openBackupWriter } from '#infrastructure/backup/backup-writer.ts';
import { type ManifestBody, writeManifest } from '#infrastructure/backup/manifest.ts';
import { verifyBackup } from '#infrastructure/backup/verify-backup.ts';
import { parentsFirst } from '#infrastructure/orm/backup/table-order.ts';

/** The archive and folder formats of `npm run backup`, and the check `npm run restore` makes first. */

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'backup-format-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function* once(data: Buffer) {
  yield data;
}

const LONG_KEY = `0b6f3c1e-1d2a-4c3b-9a8f-1234567890ab/${'reference-1-1764000000000-'.repeat(6)}.jpg`;
const ROWS = Buffer.from('{"id":1,"name":"Ada"}\n{"id":2,"name":"Grace"}\n');
const IMAGE = Buffer.alloc(70_000, 7);

/** A small backup of one table part and one file under a long name, written to `target`. */
async function writeBackup(target: string) {
  const writer = await openBackupWriter(target);
  const rows = await writer.add('database/users/0001.ndjson', ROWS.length, once(ROWS));
  const entry = `files/project-files/${LONG_KEY}`;
  const image = await writer.add(entry, IMAGE.length, once(IMAGE));
  const body: ManifestBody = {
    createdAt: new Date('2026-11-28T02:00:00Z').toISOString(),
    database: {
      kind: 'postgresql',
      migrations: ['Migration1_users'],
      schemaVersion: 'Migration1_users',
      tables: [
        {
          name: 'users',
          columns: ['id', 'name'],
          rows: 2,
          parts: [{ entry: 'database/users/0001.ndjson', rows: 2, bytes: ROWS.length, sha256: rows }],
        },
      ],
      sequences: [],
      leftOut: ['sessions'],
    },
    files: {
      storage: 'disk',
      count: 1,
      bytes: IMAGE.length,
      entries: [{ bucket: 'project-files', key: LONG_KEY, entry, bytes: IMAGE.length, sha256: image }],
    },
  };
  await writer.finish(writeManifest(body));
}

const verify = async (source: string) => verifyBackup(await openBackupReader(source));

describe('backup archives and folders', () => {
  it('writes a .tar.gz that tar lists, names longer than 100 bytes included, and reads it back whole', async () => {
    const archive = path.join(root, 'site.tar.gz');
    await writeBackup(archive);
    const { stdout } = await promisify(execFile)('tar', ['-tzf', archive]);
    expect(stdout.trim().split('\n')).toEqual([
      'database/users/0001.ndjson',
      `files/project-files/${LONG_KEY}`,
      'manifest.json',
    ]);
    const manifest = await verify(archive);
    expect(manifest.database.tables[0]?.rows).toBe(2);
    expect(manifest.files.entries[0]?.key).toBe(LONG_KEY);
  });

  it('never leaves a name on a backup cut short, and never overwrites one', async () => {
    const archive = path.join(root, 'site.tar.gz');
    const writer = await openBackupWriter(archive);
    await expect(writer.add('files/blog-images/a.jpg', 10, once(Buffer.alloc(4)))).rejects.toThrow(
      'files/blog-images/a.jpg changed while it was copied (10 bytes expected)',
    );
    await writer.abort();
    await expect(openBackupReader(archive)).rejects.toThrow(`${archive} does not exist`);
    await writeBackup(archive);
    await expect(openBackupWriter(archive)).rejects.toThrow(`${archive} exists already`);
  });

  it('refuses an archive with a byte changed anywhere in its compressed stream', async () => {
    const archive = path.join(root, 'site.tar.gz');
    await writeBackup(archive);
    const bytes = await readFile(archive);
    for (const at of [20, Math.floor(bytes.length / 3), bytes.length - 12]) {
      const copy = Buffer.from(bytes);
      copy[at] = (copy[at] ?? 0) ^ 0x20;
      const damaged = path.join(root, `damaged-${at}.tar.gz`);
      await writeFile(damaged, copy);
      await expect(verify(damaged)).rejects.toThrow(`The backup ${damaged} is damaged: `);
    }
  });

  it('refuses an archive whose content was changed and compressed again', async () => {
    const archive = path.join(root, 'site.tar.gz');
    await writeBackup(archive);
    const tar = gunzipSync(await readFile(archive));
    const at = tar.indexOf('Grace');
    tar.write('Grape', at);
    const altered = path.join(root, 'altered.tar.gz');
    await writeFile(altered, gzipSync(tar));
    await expect(verify(altered)).rejects.toThrow(
      `The backup ${altered} is damaged: database/users/0001.ndjson does not match its checksum.`,
    );
  });

  it('refuses a folder with a file missing, a file it does not list, or a manifest edited by hand', async () => {
    const folder = path.join(root, 'backup');
    await writeBackup(folder);
    expect((await verify(folder)).files.count).toBe(1);

    await writeFile(path.join(folder, 'files', 'stray.txt'), 'x');
    await expect(verify(folder)).rejects.toThrow('files/stray.txt is not listed in its manifest');
    await rm(path.join(folder, 'files', 'stray.txt'));

    const rows = path.join(folder, 'database', 'users', '0001.ndjson');
    await rm(rows);
    await expect(verify(folder)).rejects.toThrow('database/users/0001.ndjson is missing');
    await writeFile(rows, ROWS);

    const manifest = path.join(folder, 'manifest.json');
    const text = await readFile(manifest, 'utf8');
    await writeFile(manifest, text.replace('"rows": 2', '"rows": 3'));
    await expect(verify(folder)).rejects.toThrow(
      'manifest.json was altered (it does not match its checksum)',
    );
    await writeFile(manifest, '{ not json');
    await expect(verify(folder)).rejects.toThrow('manifest.json is not valid JSON');
    await rm(manifest);
    await expect(verify(folder)).rejects.toThrow('it has no manifest.json');
  });
});

describe('the order rows go back in', () => {
  it('puts every parent before its children, by name among equals; a table pointing at itself is fine', () => {
    const links = [
      { child: 'posts', parent: 'users' },
      { child: 'likes', parent: 'posts' },
      { child: 'likes', parent: 'users' },
      { child: 'comments', parent: 'comments' },
      { child: 'comments', parent: 'posts' },
    ];
    expect(parentsFirst(['likes', 'comments', 'posts', 'users', 'tags'], links)).toEqual([
      'tags',
      'users',
      'posts',
      'comments',
      'likes',
    ]);
  });

  it('refuses tables that point at each other in a ring', () => {
    const links = [
      { child: 'a', parent: 'b' },
      { child: 'b', parent: 'a' },
    ];
    expect(() => parentsFirst(['a', 'b', 'c'], links)).toThrow('The tables a, b point at each other');
  });
});
