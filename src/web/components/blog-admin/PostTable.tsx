import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reload } from 'vike/client/router';
import type { AdminPostDto } from '#application/blog/editor-schemas.ts';
import { postUrl } from '../../lib/blog-url.ts';
import { formatPostDate } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useToast } from '../toast/ToastProvider.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { formatDateTime, useTimeZone } from './dates.ts';
import { editPostUrl } from './editor-urls.ts';

const BADGE = {
  published: 'bg-emerald-100 text-emerald-800',
  draft: 'bg-amber-100 text-amber-900',
  scheduled: 'bg-sky-100 text-sky-900',
} as const;

/** Every post with its state, counts and the View, Edit and Delete actions. */
export function PostTable({ posts }: { posts: AdminPostDto[] }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const timeZone = useTimeZone();
  const [deleting, setDeleting] = useState<AdminPostDto | null>(null);
  const remove = useMutation(trpc.blogAdmin.delete.mutationOptions());

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      toast(t('adminBlog.list.deleted'), 'success');
      await reload();
    } catch (error) {
      console.warn('Deleting the post failed', error);
      toast(t('adminBlog.list.deleteFailed'), 'error');
    } finally {
      setDeleting(null);
    }
  }

  if (posts.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-stone-300 px-6 py-12 text-center text-stone-600">
        {t('adminBlog.list.empty')}
      </p>
    );

  return (
    <>
      <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('adminBlog.list.caption')}</caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-xs uppercase tracking-wide text-stone-500">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('adminBlog.list.title')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('adminBlog.list.status')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('adminBlog.list.date')}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {t('adminBlog.list.views')}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {t('adminBlog.list.likes')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('adminBlog.list.tags')}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {t('adminBlog.list.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {posts.map((post) => (
              <tr key={post.id} className="align-top">
                <th scope="row" className="max-w-xs px-4 py-3 font-medium text-stone-900">
                  {post.title}
                </th>
                <td className="px-4 py-3">
                  <span
                    className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${BADGE[post.status]}`}
                  >
                    {post.status === 'scheduled' && post.scheduledAt
                      ? t('adminBlog.list.scheduledFor', {
                          date: formatDateTime(post.scheduledAt, i18n.language, timeZone),
                        })
                      : t(`adminBlog.list.${post.status === 'published' ? 'published' : 'draft'}`)}
                  </span>
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-stone-600">
                  <time dateTime={post.publishedAt ?? post.createdAt}>
                    {formatPostDate(post.publishedAt ?? post.createdAt)}
                  </time>
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{post.viewCount}</td>
                <td className="px-4 py-3 text-right tabular-nums">{post.likeCount}</td>
                <td className="px-4 py-3">
                  {post.tags.length > 0 && (
                    <ul className="flex flex-wrap gap-1">
                      {post.tags.map((tag) => (
                        <li
                          key={tag}
                          className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700"
                        >
                          {tag}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-right">
                  <div className="flex justify-end gap-2">
                    <a
                      href={postUrl(post.slug)}
                      className="rounded-md border border-stone-300 px-2.5 py-1 text-xs font-medium text-stone-700 hover:bg-stone-50"
                    >
                      {t('adminBlog.list.view')}
                      <span className="sr-only"> {post.title}</span>
                    </a>
                    <a
                      href={editPostUrl(post.id)}
                      className="rounded-md border border-stone-300 px-2.5 py-1 text-xs font-medium text-stone-700 hover:bg-stone-50"
                    >
                      {t('adminBlog.list.edit')}
                      <span className="sr-only"> {post.title}</span>
                    </a>
                    <button
                      type="button"
                      onClick={() => setDeleting(post)}
                      className="rounded-md border border-red-200 px-2.5 py-1 text-xs font-medium text-red-700 hover:bg-red-50"
                    >
                      {t('adminBlog.list.delete')}
                      <span className="sr-only"> {post.title}</span>
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t('adminBlog.list.deleteTitle')}
        text={t('adminBlog.list.deleteText', { title: deleting?.title ?? '' })}
        confirmLabel={t('adminBlog.list.delete')}
        busyLabel={t('adminBlog.list.deleting')}
        cancelLabel={t('adminBlog.cancel')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
