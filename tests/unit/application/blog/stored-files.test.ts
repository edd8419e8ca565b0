import { describe, expect, it } from 'vitest';
import { removeStoredFile } from '#application/blog/stored-files.ts';
import { InMemoryFileStorage } from '#fixtures/fakes/in-memory-media.ts';
import { RecordingLog } from '#fixtures/fakes/in-memory-shared.ts';

async function setUp() {
  const storage = new InMemoryFileStorage();
  const log = new RecordingLog();
  await storage.put('blog-videos', 'clip.mp4', new Uint8Array([1]));
  await storage.put('blog-images', 'pic.webp', new Uint8Array([2]));
  return { storage, log, deps: { storage, warn: log.warn } };
}

describe('removeStoredFile', () => {
  it('removes a file the site stored, by its address', async () => {
    const { storage, deps } = await setUp();
    await removeStoredFile(deps, '/storage/blog-videos/clip.mp4');
    expect([...storage.files.keys()]).toEqual(['blog-images/pic.webp']);
  });

  it("leaves addresses that are not the site's files alone", async () => {
    const { storage, deps, log } = await setUp();
    for (const url of [
      'https://cdn.example/storage/blog-videos/clip.mp4',
      '/images/clip.mp4',
      '/storage/other/clip.mp4',
    ])
      await removeStoredFile(deps, url);
    expect(storage.files.size).toBe(2);
    expect(log.lines).toEqual([]);
  });

  it('notes a file that cannot be removed instead of failing', async () => {
    const { storage, deps, log } = await setUp();
    storage.deleteFailure = 'EACCES';
    await expect(removeStoredFile(deps, '/storage/blog-images/pic.webp')).resolves.toBeUndefined();
    expect(log.lines).toEqual([
      {
        context: { err: expect.any(Error), url: '/storage/blog-images/pic.webp' },
        message: 'old file could not be removed',
      },
    ]);
  });
});
