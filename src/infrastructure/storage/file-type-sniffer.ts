import { fileTypeFromBuffer } from 'file-type';
import type { ContentSniffer, DetectedType } from '#application/blog/ports.ts';

/** The `file-type` library reads the magic numbers of a file's first bytes. */
export const fileTypeSniffer: ContentSniffer = {
  async detect(head: Uint8Array): Promise<DetectedType | null> {
    const found = await fileTypeFromBuffer(head);
    return found ? { mime: found.mime, ext: found.ext } : null;
  },
};
