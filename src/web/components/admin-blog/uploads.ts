/** The editor's plain-HTTP uploads: the file is the raw body and `Content-Type` is its type. */

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
}

/** A refused or broken upload; `message` is the server's reason when it gave one (else empty). */
export class UploadError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
  }
}

function errorOf(body: unknown): string {
  return typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'
    ? body.error
    : '';
}

/** A cover image (`/api/blog/images`) or a frame captured from the video (`/api/blog/thumbnails`). */
export async function uploadImage(
  endpoint: '/api/blog/images' | '/api/blog/thumbnails',
  file: Blob,
): Promise<UploadedImage> {
  const response = await fetch(endpoint, {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.status !== 201) throw new UploadError(errorOf(body), response.status);
  return body as UploadedImage;
}

/**
 * A post's video, sent with XMLHttpRequest because fetch cannot report upload progress. `onProgress`
 * gets 0-100; aborting the signal cancels the upload.
 */
export function uploadVideo(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<{ url: string; thumbnailUrl: string | null }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/blog/videos');
    request.setRequestHeader('Content-Type', file.type);
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    });
    request.addEventListener('load', () => {
      const body: unknown = request.response;
      if (request.status === 201 && typeof body === 'object' && body !== null && 'url' in body) {
        const thumbnailUrl = 'thumbnailUrl' in body && body.thumbnailUrl ? String(body.thumbnailUrl) : null;
        resolve({ url: String(body.url), thumbnailUrl });
      } else reject(new UploadError(errorOf(body), request.status));
    });
    request.addEventListener('error', () => reject(new UploadError('', 0)));
    request.addEventListener('abort', () => reject(new UploadError('', 0)));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
