import type { InquiryRequest } from './schemas.ts';
import { type InquiryDeps, type InquirySender, submitInquiry } from './submit-inquiry.ts';
import {
  discardReferenceImages,
  type ReceivedReferenceImage,
  type ReferenceImageDeps,
  storeReferenceImage,
} from './upload-reference-image.ts';

export interface InquiryWithImagesOutcome {
  /** Reference images stored for the project. */
  stored: number;
  /** The names of the images that could not be stored (the project is created all the same). */
  failed: string[];
}

/**
 * An inquiry posted with its reference images in one request (the form without its script): the
 * inquiry is recorded first, then each received image is stored for the new project, one at a time. An
 * image that fails leaves the project created; a refused inquiry (or a bot's) keeps no image.
 */
export async function submitInquiryWithImages(
  deps: InquiryDeps & ReferenceImageDeps,
  input: InquiryRequest,
  sender: InquirySender,
  images: readonly ReceivedReferenceImage[],
): Promise<InquiryWithImagesOutcome> {
  let projectId: string | null;
  try {
    ({ projectId } = await submitInquiry(deps, input, sender));
  } catch (error) {
    await discardReferenceImages(deps, images);
    throw error;
  }
  if (!projectId) {
    await discardReferenceImages(deps, images);
    return { stored: 0, failed: [] };
  }
  const outcome: InquiryWithImagesOutcome = { stored: 0, failed: [] };
  for (const image of images) {
    try {
      await storeReferenceImage(deps, projectId, image);
      outcome.stored++;
    } catch (error) {
      deps.warn({ err: error, projectId, file: image.fileName }, 'reference image not stored');
      outcome.failed.push(image.fileName);
    }
  }
  return outcome;
}
