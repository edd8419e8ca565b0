import { createHash } from 'node:crypto';
import { z } from 'zod';

export const MANIFEST_ENTRY = 'manifest.json';
const FORMAT = 'personal-brand-platform backup';
const FORMAT_VERSION = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const entryName = z.string().regex(/^(database|files)\/[\w./-]+$/);

const tablePart = z.object({
  entry: entryName,
  rows: z.number().int().min(0),
  bytes: z.number().int().min(0),
  sha256,
});
const table = z.object({
  name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
  /** The columns restored (every one but generated columns), in the table's order. */
  columns: z.array(z.string().min(1)).min(1),
  rows: z.number().int().min(0),
  parts: z.array(tablePart),
});
const storedFile = z.object({
  bucket: z.string().min(1),
  key: z.string().min(1),
  entry: entryName,
  bytes: z.number().int().min(0),
  sha256,
});

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['postgresql', 'pglite']),
    /** The migrations the database had run, in order: the last one is the schema's version. */
    migrations: z.array(z.string().min(1)).min(1),
    schemaVersion: z.string().min(1),
    /** Parents before children: the order the rows go back in. */
    tables: z.array(table),
    /** Sequences' last values, as text (they are 64-bit). */
    sequences: z.array(z.object({ name: z.string().min(1), lastValue: z.string().regex(/^-?\d+$/) })),
    /** Tables whose rows a backup leaves out on purpose (sessions, rate limits). */
    leftOut: z.array(z.string()),
  }),
  files: z.object({
    storage: z.enum(['disk', 'bucket']),
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
    entries: z.array(storedFile),
  }),
  /** sha256 of the manifest's JSON without this field: an altered manifest is refused. */
  checksum: sha256,
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestTable = Manifest['database']['tables'][number];
export type ManifestFile = Manifest['files']['entries'][number];
export type ManifestBody = Omit<Manifest, 'format' | 'version' | 'checksum'>;

const checksumOf = (withoutChecksum: unknown) =>
  createHash('sha256').update(JSON.stringify(withoutChecksum)).digest('hex');

/** The manifest's bytes, checksum included. */
export function writeManifest(body: ManifestBody): Buffer {
  const unsigned = { format: FORMAT, version: FORMAT_VERSION, ...body };
  return Buffer.from(`${JSON.stringify({ ...unsigned, checksum: checksumOf(unsigned) }, null, 2)}\n`);
}

export class ManifestError extends Error {
  override name = 'ManifestError';
}

/** Parses a manifest and checks its own checksum; throws `ManifestError` saying what is wrong. */
export function readManifest(bytes: Buffer): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new ManifestError(`${MANIFEST_ENTRY} is not valid JSON`);
  }
  if (typeof raw !== 'object' || raw === null || (raw as { format?: unknown }).format !== FORMAT)
    throw new ManifestError(`${MANIFEST_ENTRY} is not the manifest of a backup of this site`);
  const { checksum, ...unsigned } = raw as Record<string, unknown>;
  if (checksum !== checksumOf(unsigned))
    throw new ManifestError(`${MANIFEST_ENTRY} was altered (it does not match its checksum)`);
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ManifestError(`${MANIFEST_ENTRY} is not valid: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data;
}

/** Every entry the manifest lists besides itself: the tables' parts in the order they go back in, then the files. */
export function listedEntries(manifest: Manifest): Array<{ entry: string; bytes: number; sha256: string }> {
  return [...manifest.database.tables.flatMap((each) => each.parts), ...manifest.files.entries];
}

/** One line for the operator: what the backup holds. */
export function describeBackup(manifest: Manifest): string {
  const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
  const megabytes = (manifest.files.bytes / 1024 / 1024).toFixed(1);
  return (
    `${rows} rows in ${manifest.database.tables.length} tables (schema ${manifest.database.schemaVersion}), ` +
    `${manifest.files.count} files (${megabytes} MB), taken ${manifest.createdAt}`
  );
}
