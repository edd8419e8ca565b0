import type { AuditActor } from '#domain/audit/audit-entry.ts';
import type { AuditLog } from '../audit/ports.ts';

/**
 * The audit entry of a picture, thumbnail or video the editor uploaded, once it is stored. A stored
 * file is no database write, so there is no transaction to share: the entry follows the file (a file
 * without its entry is one no post uses yet; an entry without its file would be untrue).
 */
export async function recordMediaUpload(
  deps: { audit: AuditLog },
  upload: { kind: 'image' | 'thumbnail' | 'video'; url: string },
  actor: AuditActor,
): Promise<void> {
  await deps.audit.record(actor, async () => ({
    result: undefined,
    entry: {
      action: 'media.uploaded',
      subject: { type: 'media', id: null, label: upload.url },
      before: null,
      after: { kind: upload.kind, url: upload.url },
    },
  }));
}
