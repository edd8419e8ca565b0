import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';

export interface MultipartLimits {
  /** Files read at most; further ones are dropped unread. */
  maxFiles: number;
  /** A file is cut one byte past this, so the reader sees it is too large. */
  maxFileBytes: number;
  /** The text fields' total limit per field, in bytes. */
  maxFieldBytes: number;
}

export interface MultipartForm<FileResult> {
  /** Every text field by name, repeated ones (checkboxes) in order. */
  fields: Record<string, string[]>;
  /** What `readFile` made of each file, in order. */
  files: FileResult[];
  /** Whether files beyond `maxFiles` came and were dropped unread. */
  filesDropped: boolean;
}

/**
 * Reads a `multipart/form-data` body with busboy as it streams: text fields are collected, each file is
 * handed to `readFile` (which must read its stream to the end), empty file inputs are skipped.
 */
export function readMultipartForm<FileResult>(
  req: Request,
  limits: MultipartLimits,
  readFile: (name: string, fileName: string, stream: Readable) => Promise<FileResult>,
): Promise<MultipartForm<FileResult>> {
  return new Promise((resolve, reject) => {
    // A body busboy cannot read is the sender's mistake: Express answers it 400, not 500.
    const malformed = (error: Error) => reject(Object.assign(error, { status: 400 }));
    const fields: Record<string, string[]> = {};
    const reads: Promise<FileResult>[] = [];
    let filesDropped = false;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          files: limits.maxFiles,
          fileSize: limits.maxFileBytes + 1,
          fieldSize: limits.maxFieldBytes,
          fields: 100,
        },
      });
    } catch (error) {
      malformed(error as Error);
      return;
    }
    parser.on('field', (name, value) => {
      fields[name] = [...(fields[name] ?? []), value];
    });
    parser.on('file', (name, stream, info) => {
      if (!info.filename) {
        stream.resume();
        return;
      }
      const read = readFile(name, info.filename, stream);
      // Settled here so a failure waits for the whole body; `Promise.all` below reports it.
      read.catch(() => stream.resume());
      reads.push(read);
    });
    parser.on('filesLimit', () => {
      filesDropped = true;
    });
    parser.on('error', malformed);
    parser.on('close', () => {
      Promise.all(reads).then((files) => resolve({ fields, files, filesDropped }), reject);
    });
    req.pipe(parser);
  });
}
