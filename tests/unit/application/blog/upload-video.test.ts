import { describe, expect, it } from 'vitest';
import type { UploadDeps } from '#application/blog/upload-deps.ts';
import { uploadVideo } from '#application/blog/upload-video.ts';
import { VIDEO_MAX_BYTES } from '#domain/blog/media.ts';
import { InMemoryJobQueue } from '#fixtures/fakes/in-memory-jobs.ts';
import {
  InMemoryFileStorage,
  magicNumberSniffer,
  sampleBytes,
  streamOf,
  streamOfSize,
} from '#fixtures/fakes/in-memory-media.ts';

const THUMBNAIL = { url: '/storage/blog-images/thumb.jpg', width: 1200, height: 630 };

function setUp(thumbnailsFromVideo = false) {
  const storage = new InMemoryFileStorage();
  const queue = new InMemoryJobQueue();
  const deps: UploadDeps = {
    storage,
    sniffer: magicNumberSniffer,
    queue,
    thumbnailsFromVideo,
    processingWaitMs: 300,
  };
  return { storage, queue, deps };
}

/** A body that notes whether anyone read it. */
function watched(bytes: Uint8Array) {
  const state = { read: false };
  async function* body() {
    state.read = true;
    yield bytes;
  }
  return { state, body: body() };
}

describe('uploadVideo', () => {
  it('keeps a real video in the videos bucket under the extension its bytes give', async () => {
    const { storage, queue, deps } = setUp();
    const video = await uploadVideo(deps, streamOf(sampleBytes.mp4(4096)), 'video/quicktime');
    expect(video).toEqual({ url: '/storage/blog-videos/incoming-1.mp4', thumbnailUrl: null });
    expect(storage.files.get('blog-videos/incoming-1.mp4')?.byteLength).toBe(4096);
    expect(storage.incoming.size).toBe(0);
    expect(queue.jobs).toEqual([]);
  });

  it('refuses before reading a file the browser does not call a video', async () => {
    const { deps } = setUp();
    for (const declared of ['image/png', undefined, 'video/', 'application/octet-stream']) {
      const { state, body } = watched(sampleBytes.mp4());
      await expect(uploadVideo(deps, body, declared)).rejects.toMatchObject({
        code: 'BLOG.INVALID_VIDEO',
        message: 'Please upload a valid video file',
      });
      expect(state.read).toBe(false);
    }
  });

  it('refuses more than 100 MB with "Video file is too large. Maximum size is 100MB", keeping nothing', async () => {
    const { storage, deps } = setUp();
    await expect(
      uploadVideo(deps, streamOfSize(VIDEO_MAX_BYTES + 1, sampleBytes.mp4()), 'video/mp4'),
    ).rejects.toMatchObject({
      kind: 'too_large',
      code: 'BLOG.VIDEO_TOO_LARGE',
      message: 'Video file is too large. Maximum size is 100MB',
    });
    expect(storage.incoming.size).toBe(0);
    expect(storage.files.size).toBe(0);
  });

  it('refuses a file called a video whose bytes are not one, and throws it away', async () => {
    const { storage, deps } = setUp();
    for (const bytes of [sampleBytes.jpeg(), sampleBytes.text()])
      await expect(uploadVideo(deps, streamOf(bytes), 'video/mp4')).rejects.toMatchObject({
        message: 'Please upload a valid video file',
      });
    expect(storage.incoming.size).toBe(0);
    expect(storage.files.size).toBe(0);
  });

  it('comes back with a thumbnail of its own where the workers can pull frames', async () => {
    const { queue, deps } = setUp(true);
    queue.answer('video-thumbnail', () => THUMBNAIL);
    const video = await uploadVideo(deps, streamOf(sampleBytes.mp4()), 'video/mp4');
    expect(video).toEqual({ url: '/storage/blog-videos/incoming-1.mp4', thumbnailUrl: THUMBNAIL.url });
    expect(queue.jobs).toEqual([
      { name: 'video-thumbnail', payload: { videoUrl: '/storage/blog-videos/incoming-1.mp4' } },
    ]);
  });

  it('keeps the video without a thumbnail when the worker fails, is slow, or the queue is away', async () => {
    const failing = setUp(true);
    failing.queue.answer('video-thumbnail', () => {
      throw new Error('ffmpeg exited with code 1');
    });
    const slow = setUp(true);
    const away = setUp(true);
    away.queue.unavailable = true;
    for (const { deps, storage } of [failing, slow, away]) {
      expect(await uploadVideo(deps, streamOf(sampleBytes.mp4()), 'video/mp4')).toEqual({
        url: '/storage/blog-videos/incoming-1.mp4',
        thumbnailUrl: null,
      });
      expect(storage.files.size).toBe(1);
    }
  });
});
