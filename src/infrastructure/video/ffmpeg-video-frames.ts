import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { VideoFrames } from '#application/blog/ports.ts';
import { storageKeyOf, VIDEO_BUCKET } from '#domain/blog/media.ts';
import type { LocalFileCopies } from '#infrastructure/storage/local-file-copies.ts';

const run = promisify(execFile);

/** Where the still is taken: past a fade-in, yet inside the shortest clip worth a thumbnail. */
const FRAME_AT_SECONDS = 1;
/** ffmpeg's `thumbnail` filter picks the most typical of this many frames (no black or blurred one). */
const FRAMES_CONSIDERED = 30;
const FFMPEG_TIMEOUT_MS = 30_000;

/** Whether ffmpeg can be run at this path (a name on PATH or a file). */
export async function ffmpegAvailable(ffmpegPath: string): Promise<boolean> {
  try {
    await run(ffmpegPath, ['-hide_banner', '-version'], { timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

/** Frames read by ffmpeg from the stored video: where it lies on disk, or a copy from the bucket. */
export class FfmpegVideoFrames implements VideoFrames {
  private readonly files: LocalFileCopies;
  private readonly ffmpegPath: string;

  constructor(options: { files: LocalFileCopies; ffmpegPath: string }) {
    this.files = options.files;
    this.ffmpegPath = options.ffmpegPath;
  }

  async frameOf(videoUrl: string): Promise<Buffer> {
    const stored = storageKeyOf(videoUrl);
    if (stored?.bucket !== VIDEO_BUCKET) throw new Error(`not a stored video: ${videoUrl}`);
    return this.files.withLocalFile(stored.bucket, stored.key, async (file) => {
      // A clip shorter than a second has no frame there: its first one will do.
      const frame = await this.frameAt(file, FRAME_AT_SECONDS);
      return frame.length > 0 ? frame : this.frameAt(file, 0);
    });
  }

  private async frameAt(file: string, seconds: number): Promise<Buffer> {
    const { stdout } = await run(
      this.ffmpegPath,
      [
        ['-hide_banner', '-loglevel', 'error', '-nostdin'],
        ['-ss', String(seconds), '-i', file],
        ['-vf', `thumbnail=${FRAMES_CONSIDERED}`, '-frames:v', '1'],
        ['-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
      ].flat(),
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024, timeout: FFMPEG_TIMEOUT_MS },
    );
    return stdout;
  }
}
