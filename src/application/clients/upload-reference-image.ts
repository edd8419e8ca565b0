import {
  notAnImage,
  referenceImageFailed,
  referenceImageNotStored,
  referenceImageTooLarge,
  referenceImageUnreadable,
  tooManyReferenceImages,
  uploadNotAllowed,
} from '#domain/clients/errors.ts';
import { REFERENCE_IMAGE_LIMITS } from '#domain/clients/inquiry.ts';
import { type ContentSniffer, type FileStorage, StorageFullError } from '../blog/ports.ts';
import type { JobQueue } from '../jobs/ports.ts';
import { waitForJob } from '../jobs/wait-for-job.ts';
import type { Clock } from '../shared/ports.ts';
import type { ProjectRepository, UploadPermits } from './ports.ts';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/** How long an upload waits for the worker by default. */
const PROCESSING_WAIT_MS = 30_000;
/** A file name as shown back in messages: one line, not too long. */
const FILE_NAME_MAX = 200;

export interface ReferenceImageDeps {
  projects: ProjectRepository;
  uploadPermits: UploadPermits;
  storage: FileStorage;
  sniffer: ContentSniffer;
  queue: JobQueue;
  clock: Clock;
  /** The site's address: the description lists the images' full public URLs. */
  baseUrl: string;
  /** How long an upload waits for the worker to store the picture. */
  processingWaitMs?: number;
}

export interface ReferenceImageUpload {
  /** The permit the inquiry answered with. */
  permit: string;
  /** The browser's name for the file, for the messages; the stored name is the site's own. */
  fileName: string;
  body: AsyncIterable<Uint8Array>;
}

/** An image streamed to the incoming area whose bytes are an image's, waiting to be stored. */
export interface ReceivedReferenceImage {
  incomingKey: string;
  /** The browser's name for the file, for the messages; the stored name is the site's own. */
  fileName: string;
}

/**
 * One reference image of a new inquiry: allowed by the inquiry's signed permit, at most 5 per project
 * and 10 MB each, its type read from its bytes; the `store-reference-image` worker re-encodes it into
 * the project-files bucket and its URL joins the project's Reference Images list.
 */
export async function uploadReferenceImage(
  deps: ReferenceImageDeps,
  upload: ReferenceImageUpload,
): Promise<{ url: string }> {
  const projectId = deps.uploadPermits.verify(upload.permit, deps.clock.now());
  const project = projectId ? await deps.projects.findById(projectId) : null;
  if (!project) throw uploadNotAllowed();
  if (project.referenceImages.length >= REFERENCE_IMAGE_LIMITS.maxCount) throw tooManyReferenceImages();
  const image = await receiveReferenceImage(deps, upload.fileName, upload.body);
  return storeReferenceImage(deps, project.id, image);
}

/** Streams an image to the incoming area: over 10 MB, or bytes that are not an image's, are refused. */
export async function receiveReferenceImage(
  deps: Pick<ReferenceImageDeps, 'storage' | 'sniffer'>,
  browserFileName: string,
  body: AsyncIterable<Uint8Array>,
): Promise<ReceivedReferenceImage> {
  const fileName = cleanFileName(browserFileName);
  const received = await deps.storage
    .receive(body, REFERENCE_IMAGE_LIMITS.maxBytes)
    .catch((error: unknown) => {
      throw error instanceof StorageFullError ? referenceImageNotStored(fileName) : error;
    });
  if (received.status === 'too_large') throw referenceImageTooLarge(fileName);
  const { file } = received;
  const type = await deps.sniffer.detect(file.head);
  if (!type || !IMAGE_TYPES.has(type.mime)) {
    await deps.storage.discardIncoming(file.key);
    throw notAnImage(fileName);
  }
  return { incomingKey: file.key, fileName };
}

/**
 * Stores a received image for the project through the worker (re-encoded, without metadata) and lists
 * it in the project's description; the incoming file is gone afterwards, stored or not.
 */
export async function storeReferenceImage(
  deps: ReferenceImageDeps,
  projectId: string,
  image: ReceivedReferenceImage,
): Promise<{ url: string }> {
  const { incomingKey, fileName } = image;
  const project = await deps.projects.findById(projectId);
  if (!project || project.referenceImages.length >= REFERENCE_IMAGE_LIMITS.maxCount) {
    await deps.storage.discardIncoming(incomingKey);
    throw project ? tooManyReferenceImages() : uploadNotAllowed();
  }
  const payload = { incomingKey, projectId, n: project.referenceImages.length + 1, fileName };
  const { jobId } = await deps.queue.enqueue('store-reference-image', payload).catch(async () => {
    await deps.storage.discardIncoming(incomingKey);
    throw referenceImageFailed(fileName);
  });
  const status = await waitForJob(
    deps.queue,
    'store-reference-image',
    jobId,
    deps.processingWaitMs ?? PROCESSING_WAIT_MS,
  );
  if (status.state === 'failed')
    throw status.error === StorageFullError.MESSAGE
      ? referenceImageNotStored(fileName)
      : referenceImageUnreadable(fileName);
  if (status.state !== 'completed' || !status.result) throw referenceImageFailed(fileName);
  const stored = status.result;
  const url = `${deps.baseUrl}${stored.url}`;
  if (!(await deps.projects.addReferenceImage(projectId, url))) {
    // Another upload took the fifth place meanwhile: this one is not kept.
    await deps.storage.delete(stored.bucket, stored.key);
    throw tooManyReferenceImages();
  }
  return { url };
}

/** Drops received images that will not be stored (the inquiry was refused, or a bot's). */
export async function discardReferenceImages(
  deps: Pick<ReferenceImageDeps, 'storage'>,
  images: readonly ReceivedReferenceImage[],
): Promise<void> {
  for (const image of images) await deps.storage.discardIncoming(image.incomingKey);
}

function cleanFileName(name: string): string {
  const line = name.replace(/\p{Cc}+/gu, ' ').trim();
  return (line || 'image').slice(0, FILE_NAME_MAX);
}
