import { FILE_NAME_HEADER, REFERENCE_IMAGES_PATH, UPLOAD_PERMIT_HEADER } from '../../lib/reference-images.ts';

/** Why one image was not stored, as the toast names it. */
export type UploadFailure = 'not_an_image' | 'too_large' | 'processing' | 'failed';

const FAILURES_BY_CODE: Record<string, UploadFailure> = {
  'CLIENTS.NOT_AN_IMAGE': 'not_an_image',
  'CLIENTS.IMAGE_TOO_LARGE': 'too_large',
  'CLIENTS.IMAGE_UNREADABLE': 'processing',
};

/** Uploads one reference image of the inquiry the permit is for; null when stored, else why not. */
export async function uploadReferenceImage(permit: string, file: File): Promise<UploadFailure | null> {
  try {
    const response = await fetch(REFERENCE_IMAGES_PATH, {
      method: 'POST',
      body: file,
      headers: {
        'Content-Type': file.type || 'application/octet-stream',
        [UPLOAD_PERMIT_HEADER]: permit,
        [FILE_NAME_HEADER]: encodeURIComponent(file.name),
      },
    });
    if (response.status === 201) return null;
    const body: unknown = await response.json().catch(() => null);
    const code = typeof body === 'object' && body !== null && 'code' in body ? String(body.code) : '';
    return FAILURES_BY_CODE[code] ?? 'failed';
  } catch {
    return 'failed';
  }
}
