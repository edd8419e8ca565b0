/** The inquiry form's limits, the same in the browser, the server and the tables. */
export const INQUIRY_LIMITS = {
  nameMax: 200,
  emailMax: 320,
  phoneMax: 40,
  companyMax: 200,
  projectNameMax: 200,
  descriptionMax: 10_000,
} as const;

/**
 * Each inquiry writes a client, a project and a conversation and e-mails the owner, so senders are
 * limited per IP address and per e-mail address.
 */
export const INQUIRY_RATE_LIMITS = {
  perIp: { max: 5, windowMs: 60 * 60 * 1000 },
  perEmail: { max: 5, windowMs: 24 * 60 * 60 * 1000 },
} as const;

/** Spec section 9: at most 5 reference images, 10 MB each. */
export const REFERENCE_IMAGE_LIMITS = { maxCount: 5, maxBytes: 10 * 1024 * 1024 } as const;

/** How long after the inquiry its reference images may still be uploaded. */
export const REFERENCE_IMAGE_UPLOAD_WINDOW_MS = 60 * 60 * 1000;

export const PROJECT_FILES_BUCKET = 'project-files';

/** Spec: `{projectId}/reference-{n}-{timestamp}.{ext}` in the project-files bucket. */
export function referenceImageKey(projectId: string, n: number, timestamp: number, ext: string): string {
  return `${projectId}/reference-${n}-${timestamp}.${ext}`;
}

export interface CandidateImage {
  name: string;
  size: number;
  /** The browser's declared type; the server reads the real one from the bytes. */
  type: string;
}

export type ImageRefusal =
  | { file: string; reason: 'not_an_image' }
  | { file: string; reason: 'too_large' }
  | { file: string; reason: 'too_many' };

/**
 * Spec section 5: only image files, at most 10 MB each, at most 5 in all (extras are dropped). Files
 * already chosen count towards the 5; the refused files are named so each can be reported.
 */
export function chooseReferenceImages<File extends CandidateImage>(
  alreadyChosen: number,
  candidates: readonly File[],
): { accepted: File[]; refused: ImageRefusal[] } {
  const accepted: File[] = [];
  const refused: ImageRefusal[] = [];
  for (const file of candidates) {
    if (!file.type.startsWith('image/')) refused.push({ file: file.name, reason: 'not_an_image' });
    else if (file.size > REFERENCE_IMAGE_LIMITS.maxBytes)
      refused.push({ file: file.name, reason: 'too_large' });
    else if (alreadyChosen + accepted.length >= REFERENCE_IMAGE_LIMITS.maxCount)
      refused.push({ file: file.name, reason: 'too_many' });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** The storage key of one of the project's reference images, from its public URL; null for any other URL. */
export function referenceImageKeyOf(url: string, projectId: string): string | null {
  const marker = `/${PROJECT_FILES_BUCKET}/${projectId}/`;
  const at = url.lastIndexOf(marker);
  if (at === -1) return null;
  const name = url.slice(at + marker.length);
  return /^reference-\d+-\d+\.[a-z0-9]+$/.test(name) ? `${projectId}/${name}` : null;
}

/**
 * The site's own address of one of the project's reference images (`/storage/project-files/{key}`),
 * whatever host its stored URL names; null for any other URL.
 */
export function referenceImagePath(url: string, projectId: string): string | null {
  const key = referenceImageKeyOf(url, projectId);
  return key ? `/storage/${PROJECT_FILES_BUCKET}/${key}` : null;
}
