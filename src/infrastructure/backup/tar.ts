/**
 * The little of the POSIX tar format (ustar, with pax records for long names) a backup needs: regular
 * files only, streamed in and out. What it writes, `tar -xzf` reads; what it reads is what it writes.
 */

const BLOCK = 512;
/** ustar's 11 octal digits of size. */
export const MAX_ENTRY_BYTES = 8 ** 11 - 1;
const END_OF_ARCHIVE = Buffer.alloc(BLOCK * 2);

export class TarFormatError extends Error {
  override name = 'TarFormatError';
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, bytes: number, type: '0' | 'x', mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(bytes, 12), 124, 'ascii');
  block.write(octal(mtime, 12), 136, 'ascii');
  block.write(' '.repeat(8), 148, 'ascii');
  block.write(type, 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  block.write(octal(checksumOf(block), 7), 148, 'ascii');
  return block;
}

/** The sum of the header's bytes with its own checksum field read as spaces. */
function checksumOf(block: Buffer): number {
  let sum = 0;
  for (let index = 0; index < BLOCK; index++) sum += index >= 148 && index < 156 ? 32 : (block[index] ?? 0);
  return sum;
}

/** A pax record, `"<length> path=<name>\n"`, whose length counts its own digits. */
function paxPathRecord(name: string): Buffer {
  const rest = ` path=${name}\n`;
  const restBytes = Buffer.byteLength(rest);
  let length = restBytes + 1;
  while (String(length).length + restBytes !== length) length = String(length).length + restBytes;
  return Buffer.from(`${length}${rest}`);
}

const padding = (bytes: number) => Buffer.alloc((BLOCK - (bytes % BLOCK)) % BLOCK);

/** The blocks that open an entry of `bytes` bytes named `name` (a pax header first for a long name). */
export function entryHeader(name: string, bytes: number, mtime = Math.floor(Date.now() / 1000)): Buffer {
  if (bytes > MAX_ENTRY_BYTES) throw new TarFormatError(`${name} is too large for a tar entry`);
  if (Buffer.byteLength(name) <= 100) return header(name, bytes, '0', mtime);
  const record = paxPathRecord(name);
  return Buffer.concat([
    header('PaxHeader', record.length, 'x', mtime),
    record,
    padding(record.length),
    header(name.slice(0, 100), bytes, '0', mtime),
  ]);
}

/** What follows an entry's `bytes` bytes of content. */
export const entryPadding = padding;

/** The two empty blocks that end an archive. */
export const endOfArchive = () => END_OF_ARCHIVE;

/** Reads exact numbers of bytes from a stream of chunks. */
class ByteReader {
  private readonly source: AsyncIterator<Uint8Array>;
  private buffered: Buffer = Buffer.alloc(0);

  constructor(source: AsyncIterable<Uint8Array>) {
    this.source = source[Symbol.asyncIterator]();
  }

  /** Up to `max` bytes (fewer only at the end of the stream; none there). */
  async readUpTo(max: number): Promise<Buffer> {
    if (this.buffered.length === 0) {
      const next = await this.source.next();
      if (next.done) return Buffer.alloc(0);
      this.buffered = Buffer.from(next.value);
    }
    const taken = this.buffered.subarray(0, max);
    this.buffered = this.buffered.subarray(taken.length);
    return taken;
  }

  async readExactly(bytes: number, what: string): Promise<Buffer> {
    const parts: Buffer[] = [];
    let read = 0;
    while (read < bytes) {
      const part = await this.readUpTo(bytes - read);
      if (part.length === 0) throw new TarFormatError(`the archive ends inside ${what}`);
      parts.push(part);
      read += part.length;
    }
    return Buffer.concat(parts);
  }
}

export interface TarEntry {
  name: string;
  bytes: number;
  /** Must be read to its end, or left, before the next entry is asked for. */
  body: AsyncIterable<Buffer>;
}

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function parseOctal(block: Buffer, start: number, length: number, what: string): number {
  const text = field(block, start, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new TarFormatError(`a header's ${what} is not a number`);
  return Number.parseInt(text, 8);
}

function pathFromPax(record: Buffer): string | undefined {
  for (const line of record.toString('utf8').split('\n')) {
    const match = /^\d+ path=(.*)$/.exec(line);
    if (match) return match[1];
  }
  return undefined;
}

/** The regular files of an uncompressed tar stream, in order; throws `TarFormatError` on a damaged one. */
export async function* readTar(source: AsyncIterable<Uint8Array>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source);
  let longName: string | undefined;
  for (;;) {
    const block = await reader.readExactly(BLOCK, 'a header');
    if (block.every((byte) => byte === 0)) {
      // Read to the end, so that a compressed stream checks its own checksum too.
      while ((await reader.readUpTo(64 * 1024)).length > 0);
      return;
    }
    if (parseOctal(block, 148, 8, 'checksum') !== checksumOf(block))
      throw new TarFormatError('a header does not match its checksum');
    const bytes = parseOctal(block, 124, 12, 'size');
    const type = field(block, 156, 1);
    const name = longName ?? field(block, 0, 100);
    longName = undefined;
    if (type === 'x') {
      longName = pathFromPax(await reader.readExactly(bytes, 'a pax header'));
      await reader.readExactly(padding(bytes).length, 'padding');
      continue;
    }
    if (type !== '0' && type !== '') throw new TarFormatError(`${name} is not a regular file`);
    let remaining = bytes;
    const next = async () => {
      const part = await reader.readUpTo(Math.min(remaining, 64 * 1024));
      if (part.length === 0) throw new TarFormatError(`the archive ends inside ${name}`);
      remaining -= part.length;
      return part;
    };
    async function* body() {
      while (remaining > 0) yield await next();
    }
    yield { name, bytes, body: body() };
    // Whatever the consumer left unread is skipped.
    while (remaining > 0) await next();
    await reader.readExactly(padding(bytes).length, 'padding');
  }
}
