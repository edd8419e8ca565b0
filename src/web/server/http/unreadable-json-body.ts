import type { ErrorRequestHandler } from 'express';

/** The JSON APIs' answer to a body express.json could not read: `{ error }` with 400 or 413. */
export const unreadableJsonBody: ErrorRequestHandler = (error, _req, res, next) => {
  const status = (error as { status?: number }).status;
  if (status === 400 || status === 413)
    return void res
      .status(status)
      .json({ error: status === 413 ? 'Body too large' : 'Body is not valid JSON' });
  next(error);
};
