import { useData } from 'vike-react/useData';
import { ApiKeysPanel } from '#web/components/admin-blog/ApiKeysPanel.tsx';
import { NEW_POST_URL } from '#web/components/admin-blog/editor-urls.ts';
import { PostTable } from '#web/components/admin-blog/PostTable.tsx';
import { island } from '#web/components/island/island.tsx';
import { TrpcRuntime } from '#web/components/trpc/TrpcRuntime.tsx';
import { ButtonLink } from '#web/components/ui/Button.tsx';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { Data } from './+data.ts';

// The editor is its own download: the list of posts does not carry it.
const Editor = import.meta.env.SSR ? await import('#web/components/admin-blog/PostEditor.tsx') : null;
const PostEditor = island(Editor?.PostEditor ?? null, () =>
  import('#web/components/admin-blog/PostEditor.tsx').then((module) => module.PostEditor),
);

export default function Page() {
  return (
    <TrpcRuntime>
      <BlogAdmin />
    </TrpcRuntime>
  );
}

function BlogAdmin() {
  const data = useData<Data>();
  const { t } = useTranslation();
  // A new key per post: moving from one post (or a new one) to another starts a fresh form.
  if (data.mode === 'editor')
    return <PostEditor key={data.post?.id ?? 'new'} post={data.post} allTags={data.tags} />;

  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t('adminBlog.title')}</h1>
          <p className="mt-2 text-stone-600">{t('adminBlog.subtitle')}</p>
        </div>
        <ButtonLink href={NEW_POST_URL} className="self-start sm:self-auto">
          {t('adminBlog.newPost')}
        </ButtonLink>
      </header>
      <div className="mt-8">
        <PostTable posts={data.posts} />
      </div>
      {data.apiKeys && <ApiKeysPanel keys={data.apiKeys.keys} calls={data.apiKeys.calls} />}
    </main>
  );
}
