import type { CheckFinding } from '#domain/system/system-check.ts';
import type { StorageProbe } from '../ports.ts';
import { errorText } from './failure.ts';

/** The uploads folder takes a file, gives it back and lets it go (images, videos, project files). */
export async function checkStorage(storage: Pick<StorageProbe, 'writeReadRemove'>): Promise<CheckFinding> {
  try {
    await storage.writeReadRemove();
  } catch (error) {
    return {
      outcome: 'fail',
      message: 'Files cannot be stored: check that the uploads folder exists and is writable',
      details: errorText(error),
    };
  }
  return { outcome: 'pass', message: 'A file was written, read back and removed in the uploads folder' };
}
