import { beforeEach, describe, expect, it } from 'vitest';
import { inquirySchema } from '#application/clients/schemas.ts';
import type { InquiryDeps } from '#application/clients/submit-inquiry.ts';
import { submitInquiryWithImages } from '#application/clients/submit-inquiry-with-images.ts';
import {
  type ReceivedReferenceImage,
  type ReferenceImageDeps,
  receiveReferenceImage,
} from '#application/clients/upload-reference-image.ts';
import { InMemoryClients } from '#fixtures/fakes/in-memory-clients.ts';
import {
  InMemoryInquiryRecorder,
  InMemoryProjects,
  plainClaimLinks,
  plainUploadPermits,
} from '#fixtures/fakes/in-memory-inquiries.ts';
import { InMemoryJobQueue } from '#fixtures/fakes/in-memory-jobs.ts';
import {
  InMemoryFileStorage,
  magicNumberSniffer,
  sampleBytes,
  streamOf,
} from '#fixtures/fakes/in-memory-media.ts';
import {
  errorOf,
  FixedClock,
  fixedOwnerLanguage,
  InMemoryRateLimiter,
  RecordingLog,
} from '#fixtures/fakes/in-memory-shared.ts';
import { InMemoryUserRepository } from '#fixtures/fakes/in-memory-users.ts';
import { emailRenderer } from '#infrastructure/mail/email-renderer.ts';

const now = new Date('2026-11-24T09:00:00Z');
const SENDER = { ip: '1.2.3.4', userId: null };
const inquiry = inquirySchema.parse({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  projectName: 'Engine site',
  projectTypes: ['website'],
  description: 'Pages for the engine.',
  consent: true,
});

let deps: InquiryDeps &
  ReferenceImageDeps & { projects: InMemoryProjects; queue: InMemoryJobQueue; storage: InMemoryFileStorage };

beforeEach(() => {
  const clock = new FixedClock(now);
  const clients = new InMemoryClients();
  const projects = new InMemoryProjects(clients);
  deps = {
    inquiries: new InMemoryInquiryRecorder(projects, () => clock.now()),
    projects,
    clients,
    uploadPermits: plainUploadPermits,
    claimLinks: plainClaimLinks,
    emails: emailRenderer(),
    users: new InMemoryUserRepository(),
    storage: new InMemoryFileStorage(),
    sniffer: magicNumberSniffer,
    queue: new InMemoryJobQueue(),
    clock,
    limiter: new InMemoryRateLimiter(clock),
    ownerEmail: 'owner@example.com',
    ownerLanguage: fixedOwnerLanguage(),
    baseUrl: 'https://site.example',
    warn: new RecordingLog().warn,
    processingWaitMs: 2000,
  };
  deps.queue.answer('store-reference-image', (payload) => {
    if (payload.fileName === 'broken.jpg') throw new Error('not decodable');
    const key = `${payload.projectId}/reference-${payload.n}-1.jpg`;
    return { url: `/storage/project-files/${key}`, bucket: 'project-files', key };
  });
});

const received = (fileName: string): Promise<ReceivedReferenceImage> =>
  receiveReferenceImage(deps, fileName, streamOf(sampleBytes.jpeg()));

describe('submitInquiryWithImages (the form posted without its script)', () => {
  it('records the inquiry, then stores each image for the new project and lists it', async () => {
    const images = [await received('one.jpg'), await received('two.jpg')];
    const outcome = await submitInquiryWithImages(deps, inquiry, SENDER, images);
    expect(outcome).toEqual({ stored: 2, failed: [] });
    const [project] = deps.projects.rows;
    expect(project?.referenceImages).toEqual([
      `https://site.example/storage/project-files/${project?.id}/reference-1-1.jpg`,
      `https://site.example/storage/project-files/${project?.id}/reference-2-1.jpg`,
    ]);
    expect(project?.description).toContain('Reference Images:\n- https://site.example/storage/');
  });

  it('keeps the project when an image fails, naming the image', async () => {
    const images = [await received('broken.jpg'), await received('fine.jpg')];
    const outcome = await submitInquiryWithImages(deps, inquiry, SENDER, images);
    expect(outcome).toEqual({ stored: 1, failed: ['broken.jpg'] });
    expect(deps.projects.rows).toHaveLength(1);
  });

  it("keeps no image of a bot's inquiry (honeypot filled)", async () => {
    const images = [await received('one.jpg')];
    const outcome = await submitInquiryWithImages(deps, { ...inquiry, website: 'spam' }, SENDER, images);
    expect(outcome).toEqual({ stored: 0, failed: [] });
    expect(deps.projects.rows).toHaveLength(0);
    expect(deps.storage.incoming.size).toBe(0);
  });

  it('keeps no image when the inquiry is refused (rate limit)', async () => {
    for (let i = 0; i < 5; i++) await submitInquiryWithImages(deps, inquiry, SENDER, []);
    const images = [await received('one.jpg')];
    const error = await errorOf(submitInquiryWithImages(deps, inquiry, SENDER, images));
    expect(error.code).toBe('CLIENTS.TOO_MANY_INQUIRIES');
    expect(deps.storage.incoming.size).toBe(0);
  });

  it('refuses a file whose bytes are not an image before anything is recorded', async () => {
    const error = await errorOf(receiveReferenceImage(deps, 'notes.jpg', streamOf(sampleBytes.text())));
    expect(error.message).toBe('notes.jpg is not a valid image file');
    expect(deps.storage.incoming.size).toBe(0);
  });
});
