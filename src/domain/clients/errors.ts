import { AppError } from '../shared/app-error.ts';
import { REFERENCE_IMAGE_LIMITS } from './inquiry.ts';

/** Spec (client login, portal): a signed-in person without a client record. */
export const clientNotFound = () =>
  new AppError(
    'forbidden',
    'CLIENTS.CLIENT_NOT_FOUND',
    'Client account not found. Please use the onboarding form first.',
  );

export const tooManyInquiries = (retryAfterMs: number) =>
  new AppError(
    'rate_limited',
    'CLIENTS.TOO_MANY_INQUIRIES',
    'Too many project inquiries from here. Please try again later.',
    retryAfterMs,
  );

/** Spec section 5: only image files. */
export const notAnImage = (file: string) =>
  new AppError('invalid', 'CLIENTS.NOT_AN_IMAGE', `${file} is not a valid image file`);

/** Spec section 5: at most 10 MB each. */
export const referenceImageTooLarge = (file: string) =>
  new AppError('too_large', 'CLIENTS.IMAGE_TOO_LARGE', `${file} is too large. Maximum size is 10MB`);

/** Spec section 5: at most 5 in total. */
export const tooManyReferenceImages = () =>
  new AppError(
    'conflict',
    'CLIENTS.TOO_MANY_IMAGES',
    `Maximum ${REFERENCE_IMAGE_LIMITS.maxCount} images allowed`,
  );

/** Spec section 8: an image the workers could not store. */
export const referenceImageFailed = (file: string) =>
  new AppError('invalid', 'CLIENTS.IMAGE_FAILED', `Failed to upload ${file}`);

/** Spec section 8's words for a client whose image the site had no room to store (a full disk). */
export const referenceImageNotStored = (file: string) =>
  new AppError('insufficient_storage', 'CLIENTS.IMAGE_NOT_STORED', `Failed to upload ${file}`);

/** An upload for a project the browser has no (or no longer a) right to add images to. */
export const uploadNotAllowed = () =>
  new AppError('forbidden', 'CLIENTS.UPLOAD_NOT_ALLOWED', 'Images can no longer be added to this inquiry.');

export const tooManySignInRequests = (retryAfterMs: number) =>
  new AppError(
    'rate_limited',
    'CLIENTS.TOO_MANY_SIGN_IN_REQUESTS',
    'Too many sign-in requests. Please try again later.',
    retryAfterMs,
  );

/** A magic link that is unknown, used, expired or locked: one answer for all four. */
export const signInLinkInvalid = () =>
  new AppError(
    'unauthorized',
    'CLIENTS.SIGN_IN_LINK_INVALID',
    'This sign-in link has expired or has already been used. Please request a new one.',
  );

export const wrongSignInCode = () =>
  new AppError(
    'unauthorized',
    'CLIENTS.WRONG_SIGN_IN_CODE',
    'That code is not right, or it has expired. Please check the e-mail and try again.',
  );

/** A project, proposal or conversation that is not the signed-in client's (or does not exist). */
export const projectNotFound = () =>
  new AppError('not_found', 'CLIENTS.PROJECT_NOT_FOUND', 'Project Not Found');

export const conversationNotFound = () =>
  new AppError('not_found', 'CLIENTS.CONVERSATION_NOT_FOUND', 'Conversation not found');

export const transactionNotFound = () =>
  new AppError('not_found', 'CLIENTS.TRANSACTION_NOT_FOUND', 'Transaction not found');

/** Spec section 8: an image the workers could not read or re-encode. */
export const referenceImageUnreadable = (file: string) =>
  new AppError('invalid', 'CLIENTS.IMAGE_UNREADABLE', `Error processing ${file}`);

/** A transaction (or other owner action) for a client record that does not exist. */
export const clientRecordNotFound = () =>
  new AppError('not_found', 'CLIENTS.CLIENT_RECORD_NOT_FOUND', 'Client not found');

// ---- A client's page and a project's page (staff) ----

/** A move the project status rules do not allow (see `project-status.ts`). */
export const projectStatusMoveRefused = (from: string, to: string) =>
  new AppError(
    'conflict',
    'CLIENTS.PROJECT_STATUS_REFUSED',
    `A project that is ${from} cannot be moved to ${to}.`,
  );

/** Someone changed the status after the page was loaded: the change shown is no longer the current one. */
export const projectStatusChanged = () =>
  new AppError(
    'conflict',
    'CLIENTS.PROJECT_STATUS_CHANGED',
    "The project's status has just been changed. Reload the page to see it.",
  );

export const tooManyMessages = (retryAfterMs: number) =>
  new AppError(
    'rate_limited',
    'CLIENTS.TOO_MANY_MESSAGES',
    'Too many messages. Please wait a few minutes and try again.',
    retryAfterMs,
  );

// ---- Unverified projects ----

/** A project-confirmation link that is forged, expired, or whose project is gone. */
export const claimLinkInvalid = () =>
  new AppError(
    'not_found',
    'CLIENTS.CLAIM_LINK_INVALID',
    'This confirmation link is invalid or has expired. Sign in to the client portal to see your projects.',
  );
