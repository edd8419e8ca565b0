import type { RequestHandler } from 'express';
import { type ZodError, ZodRealError } from 'zod';
import { NUL_CHARACTER_MESSAGE, pathOfNulCharacter } from '#domain/shared/text.ts';
import { sendError } from './http/error-response.ts';

/**
 * Input holding a NUL character, refused as invalid input of the field that holds it (400 with the
 * field's message, as a schema's refusal reads), before any use case sends it to the database.
 */
export function nulCharacterRefusal(input: unknown): ZodError | undefined {
  const path = pathOfNulCharacter(input);
  if (!path) return undefined;
  return new ZodRealError([{ code: 'custom', path, message: NUL_CHARACTER_MESSAGE, input: undefined }]);
}

/** The same refusal for the plain JSON routes (`/auth/*`): their parsed body, before any use case. */
export const refuseNulCharactersInBody: RequestHandler = (req, res, next) => {
  const refusal = nulCharacterRefusal(req.body);
  if (refusal) sendError(res, next, refusal);
  else next();
};
