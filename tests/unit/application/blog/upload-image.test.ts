import { describe, expect, it } from 'vitest';
import type { UploadDeps } from '#application/blog/upload-deps.ts';
import { uploadImage } from '#application/blog/upload-image.ts';
import { IMAGE_BUCKET, IMAGE_MAX_BYTES } from '#domain/blog/media.ts';
import { InMemoryJobQueue } from '#fixtures/fakes/in-memory-jobs.ts';
import {
  InMemoryFileStorage,
  magicNumberSniffer,
  sampleBytes,
  streamOf,
  streamOfSize,
} from '#fixtures/fakes/in-memory-media.ts';

function setUp() {
  const storage = new InMemoryFileStorage();
  const queue = new InMemoryJobQueue();
  const deps: UploadDeps = {
    storage,
    sniffer: magicNumberSniffer,
    queue,
    thumbnailsFromVideo: false,
    processingWaitMs: 300,
  };
  return { storage, queue, deps };
}

/** The process-image worker as it works: reads the upload, stores the re-encoded picture. */
function storingWorker(storage: InMemoryFileStorage, queue: InMemoryJobQueue) {
  queue.answer('process-image', async ({ incomingKey, purpose }) => {
    const bytes = await storage.readIncoming(incomingKey);
    await storage.discardIncoming(incomingKey);
    const key = `${purpose}-${incomingKey}.webp`;
    return { url: await storage.put(IMAGE_BUCKET, key, bytes), width: 800, height: 600 };
  });
}

describe('uploadImage', () => {
  it('hands a real image to the worker and answers with the stored picture and its size', async () => {
    const { storage, queue, deps } = setUp();
    storingWorker(storage, queue);
    const image = await uploadImage(deps, streamOf(sampleBytes.jpeg(5000)), 'image');
    expect(image).toEqual({ url: '/storage/blog-images/image-incoming-1.webp', width: 800, height: 600 });
    expect(queue.jobs).toEqual([
      { name: 'process-image', payload: { incomingKey: 'incoming-1', purpose: 'image' } },
    ]);
    expect(storage.files.get('blog-images/image-incoming-1.webp')?.byteLength).toBe(5000);
  });

  it('passes a captured video thumbnail to the worker as such', async () => {
    const { storage, queue, deps } = setUp();
    storingWorker(storage, queue);
    await uploadImage(deps, streamOf(sampleBytes.png()), 'thumbnail');
    expect(queue.jobs[0]?.payload).toEqual({ incomingKey: 'incoming-1', purpose: 'thumbnail' });
  });

  it('takes an image of exactly 10 MB', async () => {
    const { storage, queue, deps } = setUp();
    storingWorker(storage, queue);
    await expect(
      uploadImage(deps, streamOfSize(IMAGE_MAX_BYTES, sampleBytes.jpeg()), 'image'),
    ).resolves.toMatchObject({
      width: 800,
    });
  });

  it('refuses more than 10 MB with "Image file is too large. Maximum size is 10MB", keeping nothing', async () => {
    const { storage, queue, deps } = setUp();
    await expect(
      uploadImage(deps, streamOfSize(IMAGE_MAX_BYTES + 1, sampleBytes.jpeg()), 'image'),
    ).rejects.toMatchObject({
      kind: 'too_large',
      code: 'BLOG.IMAGE_TOO_LARGE',
      message: 'Image file is too large. Maximum size is 10MB',
    });
    expect(storage.incoming.size).toBe(0);
    expect(queue.jobs).toEqual([]);
  });

  it('refuses bytes that are not an image, whatever the name, and throws them away', async () => {
    const { storage, queue, deps } = setUp();
    for (const bytes of [sampleBytes.pdf(), sampleBytes.text(), sampleBytes.mp4()])
      await expect(uploadImage(deps, streamOf(bytes), 'image')).rejects.toMatchObject({
        code: 'BLOG.INVALID_IMAGE',
        message: 'Please upload a valid image file (JPEG, PNG, WebP or GIF)',
      });
    expect(storage.incoming.size).toBe(0);
    expect(queue.jobs).toEqual([]);
  });

  it('refuses an image the worker could not decode with the same message', async () => {
    const { queue, deps } = setUp();
    queue.answer('process-image', () => {
      throw new Error('Input buffer contains unsupported image format');
    });
    await expect(uploadImage(deps, streamOf(sampleBytes.jpeg()), 'image')).rejects.toMatchObject({
      code: 'BLOG.INVALID_IMAGE',
    });
  });

  it('answers "The file could not be processed. Please try again." when no worker stores it in time', async () => {
    const { deps } = setUp();
    await expect(uploadImage(deps, streamOf(sampleBytes.jpeg()), 'image')).rejects.toMatchObject({
      code: 'BLOG.MEDIA_FAILED',
      message: 'The file could not be processed. Please try again.',
    });
  });
});
