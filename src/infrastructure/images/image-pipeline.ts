import { randomUUID } from 'node:crypto';
import type { FileStorage } from '#application/blog/ports.ts';
import { PermanentJobError, type StoredImage } from '#application/jobs/ports.ts';
import { IMAGE_BUCKET, imageVariantKeys, SOCIAL_IMAGE, THUMBNAIL } from '#domain/blog/media.ts';
import { loadSharp } from './load-sharp.ts';

/** The largest width kept of an uploaded picture; public pages use the WebP copies anyway. */
const MAX_STORED_WIDTH = 2400;
/** Decompression bombs: refuse pictures above this many pixels before decoding them. */
const MAX_INPUT_PIXELS = 100_000_000;

const OUTPUT_FORMATS = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'webp' } as const;
type InputFormat = keyof typeof OUTPUT_FORMATS;

function isKnownFormat(format: string | undefined): format is InputFormat {
  return format !== undefined && format in OUTPUT_FORMATS;
}

async function decodable(data: Buffer): Promise<{ format: InputFormat; animated: boolean }> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!isKnownFormat(meta.format)) throw new PermanentJobError('Not a JPEG, PNG, WebP or GIF image');
    return { format: meta.format, animated: (meta.pages ?? 1) > 1 };
  } catch (error) {
    if (error instanceof PermanentJobError) throw error;
    throw new PermanentJobError(`Not a readable image: ${(error as Error).message}`);
  }
}

/**
 * The picture re-encoded in the format it came in (a GIF becomes WebP), which drops EXIF, GPS and every
 * other metadata; turned upright and no wider than `maxWidth`.
 */
async function reencoded(data: Buffer, maxWidth: number) {
  const { format, animated } = await decodable(data);
  const sharp = await loadSharp();
  const resized = sharp(data, { animated, limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: maxWidth, withoutEnlargement: true });
  const ext = OUTPUT_FORMATS[format];
  const encoded =
    ext === 'jpg'
      ? resized.jpeg({ quality: 85, mozjpeg: true })
      : ext === 'png'
        ? resized.png({ compressionLevel: 9 })
        : resized.webp({ quality: 85 });
  const { data: output, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { ext, data: output, info };
}

/**
 * Stores a picture the site publishes: re-encoded (which drops EXIF, GPS and every other metadata),
 * turned upright, under a new name, with WebP copies at the responsive widths and a 1200x630 JPEG for
 * social cards. Reports progress after each file.
 */
export async function storePublishedImage(
  storage: FileStorage,
  data: Buffer,
  progress: (percent: number) => Promise<void> = async () => {},
): Promise<StoredImage> {
  const { animated } = await decodable(data);
  const sharp = await loadSharp();
  const id = randomUUID();
  const source = () => sharp(data, { animated, limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const { ext, data: main, info } = await reencoded(data, MAX_STORED_WIDTH);
  const variants = imageVariantKeys(id);
  // The picture is its file and all its copies: when one cannot be stored (a full disk), none is kept.
  const stored: string[] = [];
  const put = async (key: string, bytes: Buffer) => {
    const url = await storage.put(IMAGE_BUCKET, key, bytes);
    stored.push(key);
    return url;
  };
  try {
    const url = await put(`${id}.${ext}`, main);
    await progress(40);
    for (const { width, key } of variants.widths) {
      await put(
        key,
        await source().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      );
    }
    await progress(80);
    const social = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(SOCIAL_IMAGE.width, SOCIAL_IMAGE.height, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    await put(variants.social, social);
    await progress(100);
    // An animated picture reports the height of all its frames stacked.
    const height = info.pageHeight ?? info.height;
    return { url, width: info.width, height };
  } catch (error) {
    await Promise.allSettled(stored.map((key) => storage.delete(IMAGE_BUCKET, key)));
    throw error;
  }
}

/** A video's thumbnail: 1200x630 JPEG at quality 85, cropped to the interesting part of the frame. */
export async function storeVideoThumbnail(storage: FileStorage, data: Buffer): Promise<StoredImage> {
  await decodable(data);
  const sharp = await loadSharp();
  const jpeg = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(THUMBNAIL.width, THUMBNAIL.height, { fit: 'cover', position: 'attention' })
    .jpeg({ quality: THUMBNAIL.quality })
    .toBuffer();
  const url = await storage.put(IMAGE_BUCKET, `thumbnail-${randomUUID()}.jpg`, jpeg);
  return { url, width: THUMBNAIL.width, height: THUMBNAIL.height };
}

/** The largest width kept of a client's reference image. */
const MAX_REFERENCE_WIDTH = 2400;

/**
 * A client's reference image: re-encoded (no EXIF, GPS or other metadata), turned upright, no wider
 * than 2400 px, as the format it came in (JPEG, PNG or WebP; a GIF becomes WebP), into the
 * project-files bucket under the key the caller builds from the extension.
 */
export async function storeReferenceImage(
  storage: FileStorage,
  data: Buffer,
  target: { bucket: string; keyFor(ext: string): string },
): Promise<{ url: string; bucket: string; key: string }> {
  const { ext, data: encoded } = await reencoded(data, MAX_REFERENCE_WIDTH);
  const key = target.keyFor(ext);
  const url = await storage.put(target.bucket, key, encoded);
  return { url, bucket: target.bucket, key };
}
