import { AppError } from '../shared/app-error.ts';

/** Spec (client login, portal): a signed-in person without a client record. */
export const clientNotFound = () =>
  new AppError(
    'forbidden',
    'CLIENTS.CLIENT_NOT_FOUND',
    'Client account not found. Please use the onboarding form first.',
  );
