/** A file received from a browser, waiting in the incoming area until it is checked and stored. */
export interface IncomingFile {
  key: string;
  bytes: number;
  /** The first bytes, enough to tell the file's real type. */
  head: Uint8Array;
}

export type ReceiveResult = { status: 'received'; file: IncomingFile } | { status: 'too_large' };

/** Files on disk (or, later, an object store), addressed by bucket and key, served under /storage. */
export interface FileStorage {
  /** Streams into the incoming area, stopping as soon as more than `maxBytes` arrive (nothing kept then). */
  receive(source: AsyncIterable<Uint8Array>, maxBytes: number): Promise<ReceiveResult>;
  readIncoming(key: string): Promise<Buffer>;
  /** Moves a received file into a bucket; returns its public URL. */
  adopt(incomingKey: string, bucket: string, key: string): Promise<string>;
  discardIncoming(key: string): Promise<void>;
  /** Writes a file; returns its public URL. */
  put(bucket: string, key: string, data: Uint8Array): Promise<string>;
  /** Removes a file; a missing one is not an error. */
  delete(bucket: string, key: string): Promise<void>;
}

export interface DetectedType {
  mime: string;
  ext: string;
}

/** Tells a file's type from its bytes, never from its name or the browser's word. */
export interface ContentSniffer {
  detect(head: Uint8Array): Promise<DetectedType | null>;
}

/** Stills from the site's stored videos (ffmpeg, where it is installed). */
export interface VideoFrames {
  /** A representative frame from near the start of the video at this storage URL, as an image. */
  frameOf(videoUrl: string): Promise<Buffer>;
}
