import { createHash } from 'node:crypto';
import type { BackupReader } from './backup-reader.ts';
import { listedEntries, MANIFEST_ENTRY, type Manifest, ManifestError, readManifest } from './manifest.ts';
import { TarFormatError } from './tar.ts';

export class BackupDamagedError extends Error {
  override name = 'BackupDamagedError';

  constructor(backup: string, reason: string) {
    super(`The backup ${backup} is damaged: ${reason}.`);
  }
}

/** Passes a body through, counting and hashing it; `result()` once it has been read to its end. */
export function digesting(body: AsyncIterable<Uint8Array>) {
  const hash = createHash('sha256');
  let bytes = 0;
  async function* through() {
    for await (const chunk of body) {
      hash.update(chunk);
      bytes += chunk.byteLength;
      yield chunk;
    }
  }
  return { body: through(), result: () => ({ bytes, sha256: hash.digest('hex') }) };
}

async function digestOf(body: AsyncIterable<Uint8Array>) {
  const digest = digesting(body);
  for await (const _chunk of digest.body);
  return digest.result();
}

async function collect(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of body) parts.push(part);
  return Buffer.concat(parts);
}

/** What the compression or the tar layer says of a damaged archive (anything else, a full disk, is not damage). */
function damageOf(error: unknown): string | undefined {
  if (error instanceof TarFormatError) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code === 'string' && code.startsWith('Z_'))
    return `it cannot be decompressed (${(error as Error).message})`;
  return undefined;
}

/** Each table's rows add up, each file's entry is named after it. */
function checkConsistency(manifest: Manifest): string | undefined {
  for (const table of manifest.database.tables) {
    if (table.parts.reduce((sum, part) => sum + part.rows, 0) !== table.rows)
      return `${MANIFEST_ENTRY} counts ${table.rows} rows in ${table.name} but its parts hold another number`;
    const foreign = table.parts.find((part) => !part.entry.startsWith(`database/${table.name}/`));
    if (foreign) return `${foreign.entry} is listed as a part of ${table.name}`;
  }
  const misnamed = manifest.files.entries.find((file) => file.entry !== `files/${file.bucket}/${file.key}`);
  if (misnamed) return `${misnamed.entry} is listed as ${misnamed.bucket}/${misnamed.key}`;
  const bytes = manifest.files.entries.reduce((sum, file) => sum + file.bytes, 0);
  if (manifest.files.count !== manifest.files.entries.length || manifest.files.bytes !== bytes)
    return `${MANIFEST_ENTRY} counts files it does not list`;
  return undefined;
}

/**
 * Reads a whole backup and checks it against its manifest: the manifest's own checksum, then every
 * entry's size and sha256, none missing and none extra. Resolves with the manifest; throws
 * `BackupDamagedError` saying what is wrong.
 */
export async function verifyBackup(reader: BackupReader): Promise<Manifest> {
  const damaged = (reason: string) => new BackupDamagedError(reader.path, reason);
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let manifestBytes: Buffer | undefined;
  try {
    for await (const entry of reader.entries()) {
      if (entry.name === MANIFEST_ENTRY) manifestBytes = await collect(entry.body);
      else if (seen.has(entry.name)) throw damaged(`${entry.name} appears twice`);
      else seen.set(entry.name, await digestOf(entry.body));
    }
  } catch (error) {
    const reason = damageOf(error);
    if (reason) throw damaged(reason);
    throw error;
  }
  if (!manifestBytes) throw damaged(`it has no ${MANIFEST_ENTRY} (it is not a backup, or it was cut short)`);
  let manifest: Manifest;
  try {
    manifest = readManifest(manifestBytes);
  } catch (error) {
    if (error instanceof ManifestError) throw damaged(error.message);
    throw error;
  }
  for (const listed of listedEntries(manifest)) {
    const found = seen.get(listed.entry);
    if (!found) throw damaged(`${listed.entry} is missing`);
    if (found.bytes !== listed.bytes || found.sha256 !== listed.sha256)
      throw damaged(`${listed.entry} does not match its checksum`);
    seen.delete(listed.entry);
  }
  const [extra] = seen.keys();
  if (extra !== undefined) throw damaged(`${extra} is not listed in its manifest`);
  const inconsistency = checkConsistency(manifest);
  if (inconsistency) throw damaged(inconsistency);
  return manifest;
}
