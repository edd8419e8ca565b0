/** The project inquiry page: its plain form posts here too. */
export const ONBOARDING_PATH = '/client_onboarding';

/**
 * Where the page's script uploads each reference image after the inquiry: the raw file as the body,
 * the inquiry's permit and the file's name (URI-encoded) in these headers.
 */
export const REFERENCE_IMAGES_PATH = '/api/client-onboarding/reference-images';
export const UPLOAD_PERMIT_HEADER = 'X-Upload-Permit';
export const FILE_NAME_HEADER = 'X-File-Name';

/** The form's file input: without the page's script, the images are posted with the inquiry. */
export const IMAGES_FIELD = 'images';
/** After a plain post, the thanks say how many images were stored and how many failed. */
export const IMAGES_STORED_PARAM = 'images';
export const IMAGES_FAILED_PARAM = 'images_failed';
