import type { ContentSniffer, DetectedType } from '#application/blog/ports.ts';

/** The `file-type` library reads the magic numbers of a file's first bytes; it loads with the first upload. */
export const fileTypeSniffer: ContentSniffer = {
  async detect(head: Uint8Array): Promise<DetectedType | null> {
    const { fileTypeFromBuffer } = await import('file-type');
    const found = await fileTypeFromBuffer(head);
    return found ? { mime: found.mime, ext: found.ext } : null;
  },
};
