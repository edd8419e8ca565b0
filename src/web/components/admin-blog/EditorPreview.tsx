import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { PostContent } from '../blog/PostContent.tsx';

interface EditorPreviewProps {
  title: string;
  content: string;
  tags: string[];
  /** The cover or the video thumbnail, as the post will show it. */
  pictureUrl: string | null;
}

/** The post as readers will see it: the server renders the markdown exactly as the post page does. */
export function EditorPreview({ title, content, tags, pictureUrl }: EditorPreviewProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const preview = useMutation(trpc.blogAdmin.preview.mutationOptions());
  const { mutate } = preview;

  useEffect(() => {
    mutate({ content }, { onError: (error) => console.warn('Rendering the preview failed', error) });
  }, [content, mutate]);

  return (
    <article
      aria-busy={preview.isPending}
      className="rounded-xl border border-stone-200 bg-white p-6 sm:p-10"
    >
      {pictureUrl && (
        <img
          src={pictureUrl}
          alt=""
          width={1200}
          height={630}
          className="mb-8 aspect-[1200/630] w-full rounded-xl object-cover"
        />
      )}
      <h2 className="text-4xl font-bold leading-tight tracking-tight text-stone-900">{title}</h2>
      {preview.data && (
        <p className="mt-4 text-sm text-stone-600">
          {t('adminBlog.editor.readTime', { count: preview.data.readingMinutes })}
        </p>
      )}
      {tags.length > 0 && (
        <ul aria-label={t('adminBlog.editor.tags')} className="mt-4 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className="rounded-full bg-amber-50 px-3 py-1 text-xs font-medium text-amber-900">
              #{tag}
            </li>
          ))}
        </ul>
      )}
      {preview.isPending && (
        <p className="mt-8 text-sm text-stone-500">{t('adminBlog.editor.previewLoading')}</p>
      )}
      {preview.isError && (
        <p role="alert" className="mt-8 text-sm text-red-700">
          {t('adminBlog.editor.previewFailed')}
        </p>
      )}
      {preview.data && !preview.isPending && <PostContent html={preview.data.html} />}
    </article>
  );
}
