import { beforeEach, describe, expect, it } from 'vitest';
import {
  type ReferenceImageDeps,
  uploadReferenceImage,
} from '#application/clients/upload-reference-image.ts';
import { REFERENCE_IMAGE_LIMITS } from '#domain/clients/inquiry.ts';
import { InMemoryClients } from '#fixtures/fakes/in-memory-clients.ts';
import { InMemoryProjects, plainUploadPermits } from '#fixtures/fakes/in-memory-inquiries.ts';
import { InMemoryJobQueue } from '#fixtures/fakes/in-memory-jobs.ts';
import {
  InMemoryFileStorage,
  magicNumberSniffer,
  sampleBytes,
  streamOf,
  streamOfSize,
} from '#fixtures/fakes/in-memory-media.ts';
import { errorOf, FixedClock } from '#fixtures/fakes/in-memory-shared.ts';

const now = new Date('2026-11-24T09:00:00Z');
let deps: ReferenceImageDeps & {
  projects: InMemoryProjects;
  queue: InMemoryJobQueue;
  storage: InMemoryFileStorage;
};
let clock: FixedClock;
let permit: string;

beforeEach(() => {
  clock = new FixedClock(now);
  const clients = new InMemoryClients();
  const client = clients.add({ name: 'Ada', email: 'ada@example.com' });
  deps = {
    projects: new InMemoryProjects(clients),
    uploadPermits: plainUploadPermits,
    storage: new InMemoryFileStorage(),
    sniffer: magicNumberSniffer,
    queue: new InMemoryJobQueue(),
    clock,
    baseUrl: 'https://site.example',
    processingWaitMs: 2000,
  };
  deps.projects.rows.push({
    id: 'project-1',
    clientId: client.id,
    name: 'Site',
    description: 'Build it.',
    status: 'new',
    projectTypes: ['website'],
    budgetRange: null,
    timelinePreference: null,
    referenceImages: [],
    unverified: false,
    submittedBy: null,
    createdAt: now,
    ownerNotifiedAt: now,
  });
  permit = plainUploadPermits.issue('project-1', new Date(now.getTime() + 60_000));
  deps.queue.answer('store-reference-image', (payload) => {
    const key = `${payload.projectId}/reference-${payload.n}-1.jpg`;
    return { url: `/storage/project-files/${key}`, bucket: 'project-files', key };
  });
});

const upload = (body: AsyncIterable<Uint8Array>, fileName = 'moodboard.jpg', withPermit = permit) =>
  uploadReferenceImage(deps, { permit: withPermit, fileName, body });

describe('uploading a reference image', () => {
  it('stores it through the worker and lists its public URL in the description', async () => {
    expect(await upload(streamOf(sampleBytes.jpeg()))).toEqual({
      url: 'https://site.example/storage/project-files/project-1/reference-1-1.jpg',
    });
    expect(deps.queue.named('store-reference-image')[0]?.payload).toMatchObject({
      projectId: 'project-1',
      n: 1,
      fileName: 'moodboard.jpg',
    });
    const project = deps.projects.rows[0];
    expect(project?.referenceImages).toEqual([
      'https://site.example/storage/project-files/project-1/reference-1-1.jpg',
    ]);
    expect(project?.description).toBe(
      'Build it.\n\nReference Images:\n- https://site.example/storage/project-files/project-1/reference-1-1.jpg',
    );
  });

  it('numbers the next image after the ones already stored', async () => {
    await upload(streamOf(sampleBytes.jpeg()));
    await upload(streamOf(sampleBytes.png()), 'second.png');
    expect(deps.queue.named('store-reference-image').map((job) => job.payload.n)).toEqual([1, 2]);
  });

  it('refuses a file whose bytes are not an image with "{file} is not a valid image file"', async () => {
    const error = await errorOf(upload(streamOf(sampleBytes.pdf()), 'brief.jpg'));
    expect(error.message).toBe('brief.jpg is not a valid image file');
    expect(deps.storage.incoming.size).toBe(0);
    expect(deps.queue.jobs).toHaveLength(0);
  });

  it('refuses a file over 10 MB with "{file} is too large. Maximum size is 10MB"', async () => {
    const body = streamOfSize(REFERENCE_IMAGE_LIMITS.maxBytes + 1, sampleBytes.jpeg());
    const error = await errorOf(upload(body, 'huge.jpg'));
    expect(error.message).toBe('huge.jpg is too large. Maximum size is 10MB');
    expect(error.kind).toBe('too_large');
  });

  it('rejects a sixth reference image with "Maximum 5 images allowed"', async () => {
    for (let i = 0; i < 5; i++) await upload(streamOf(sampleBytes.jpeg()));
    const error = await errorOf(upload(streamOf(sampleBytes.jpeg())));
    expect(error.message).toBe('Maximum 5 images allowed');
  });

  it('refuses an upload without a valid permit, or after it expired', async () => {
    expect((await errorOf(upload(streamOf(sampleBytes.jpeg()), 'a.jpg', 'forged'))).code).toBe(
      'CLIENTS.UPLOAD_NOT_ALLOWED',
    );
    clock.advance(60_001);
    expect((await errorOf(upload(streamOf(sampleBytes.jpeg())))).code).toBe('CLIENTS.UPLOAD_NOT_ALLOWED');
  });

  it('says "Error processing {file}" when the worker cannot read the image', async () => {
    deps.queue.answer('store-reference-image', () => {
      throw new Error('Not a readable image');
    });
    const error = await errorOf(upload(streamOf(sampleBytes.jpeg()), 'broken.jpg'));
    expect(error.message).toBe('Error processing broken.jpg');
    expect(deps.projects.rows[0]?.referenceImages).toEqual([]);
  });

  it('says "Failed to upload {file}" when the queue is away', async () => {
    deps.queue.unavailable = true;
    const error = await errorOf(upload(streamOf(sampleBytes.jpeg()), 'photo.jpg'));
    expect(error.message).toBe('Failed to upload photo.jpg');
    expect(deps.storage.incoming.size).toBe(0);
  });
});
