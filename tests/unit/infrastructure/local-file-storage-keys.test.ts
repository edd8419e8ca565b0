import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '#infrastructure/storage/local-file-storage.ts';

let root: string;
let storage: LocalFileStorage;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'storage-keys-'));
  storage = new LocalFileStorage(path.join(root, 'uploads'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('storage keys', () => {
  it('stores a reference image in its project folder: {projectId}/reference-{n}-{timestamp}.{ext}', async () => {
    const key = '0b6f3c1e-1d2a-4c3b-9a8f-1234567890ab/reference-1-1764000000000.jpg';
    expect(await storage.put('project-files', key, Buffer.from('jpeg'))).toBe(
      `/storage/project-files/${key}`,
    );
    expect(await readFile(path.join(root, 'uploads', 'project-files', key), 'utf8')).toBe('jpeg');
  });

  it.each([
    '../escape.jpg',
    '..',
    'a/../../escape.jpg',
    'project/../escape.jpg',
    'a/b/c.jpg',
    '/etc/passwd',
    'project/.hidden',
    '.incoming/x',
    'project/',
    'a\\b.jpg',
  ])('refuses the key %s (no way out of the bucket, one folder level at most)', async (key) => {
    await expect(storage.put('project-files', key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
  });

  it('still refuses a folder in an incoming key', () => {
    expect(() => storage.readIncoming('a/b')).toThrow('Invalid incoming key');
  });
});
