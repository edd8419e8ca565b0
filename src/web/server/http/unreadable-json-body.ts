import type { ErrorRequestHandler } from 'express';
import { NESTED_TOO_DEEPLY } from './json-depth.ts';

/**
 * The JSON routes' answer to a body express.json could not read (its errors' `type` is `entity.…`):
 * `{ error }` with 400 or 413. Any other error goes on.
 */
export const unreadableJsonBody: ErrorRequestHandler = (error, _req, res, next) => {
  const { status, type, nestedTooDeeply } = error as {
    status?: number;
    type?: unknown;
    nestedTooDeeply?: boolean;
  };
  if (nestedTooDeeply) return void res.status(400).json({ error: NESTED_TOO_DEEPLY });
  if (typeof type !== 'string' || !type.startsWith('entity.') || (status !== 400 && status !== 413))
    return next(error);
  res.status(status).json({ error: status === 413 ? 'Body too large' : 'Body is not valid JSON' });
};
