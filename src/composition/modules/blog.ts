import { sha256ApiKeyCodec } from '#infrastructure/auth/api-key-codec.ts';
import { OrmApiKeyRepository } from '#infrastructure/orm/blog/api-key.repository.ts';
import { OrmPostRepository } from '#infrastructure/orm/blog/post.repository.ts';
import { OrmPostEditorRepository } from '#infrastructure/orm/blog/post-editor.repository.ts';
import { fileTypeSniffer } from '#infrastructure/storage/file-type-sniffer.ts';
import { type RequestScope, warnTo } from '../site-adapters.ts';
import { auditLogOn } from './audit.ts';

/** Posts for readers, the editor, media uploads and the blog API. */
export function blogServices(scope: RequestScope) {
  const { adapters, em, limiter } = scope;
  const { queue, storage, events, clock, markdown, logger } = adapters;
  return {
    posts: new OrmPostRepository(em),
    editor: new OrmPostEditorRepository(em),
    apiKeys: new OrmApiKeyRepository(em),
    codec: sha256ApiKeyCodec,
    sniffer: fileTypeSniffer,
    thumbnailsFromVideo: adapters.thumbnailsFromVideo,
    markdown,
    queue,
    storage,
    events,
    clock,
    limiter,
    warn: warnTo(logger),
    audit: auditLogOn(scope),
  };
}
