import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { reload } from 'vike/client/router';
import type { AdminPostDto } from '#application/blog/editor-schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { postUrl } from '../../lib/blog-url.ts';
import { formatPostDate } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useToast } from '../toast/ToastProvider.tsx';
import { AdminTable } from '../ui/AdminTable.tsx';
import { Button, ButtonLink } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
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

  return (
    <>
      <AdminTable
        caption={t('adminBlog.list.caption')}
        rows={posts}
        rowKey={(post) => post.id}
        empty={t('adminBlog.list.empty')}
        columns={[
          {
            key: 'title',
            header: t('adminBlog.list.title'),
            rowHeader: true,
            className: 'max-w-xs',
            cell: (post) => post.title,
          },
          {
            key: 'status',
            header: t('adminBlog.list.status'),
            cell: (post) => <StatusBadge post={post} timeZone={timeZone} />,
          },
          {
            key: 'date',
            header: t('adminBlog.list.date'),
            className: 'whitespace-nowrap text-stone-600',
            cell: (post) => (
              <time dateTime={post.publishedAt ?? post.createdAt}>
                {formatPostDate(post.publishedAt ?? post.createdAt, i18n.language)}
              </time>
            ),
          },
          {
            key: 'views',
            header: t('adminBlog.list.views'),
            align: 'right',
            className: 'tabular-nums',
            cell: (post) => post.viewCount,
          },
          {
            key: 'likes',
            header: t('adminBlog.list.likes'),
            align: 'right',
            className: 'tabular-nums',
            cell: (post) => post.likeCount,
          },
          {
            key: 'tags',
            header: t('adminBlog.list.tags'),
            cell: (post) =>
              post.tags.length > 0 && (
                <ul className="flex flex-wrap gap-1">
                  {post.tags.map((tag) => (
                    <li key={tag} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                      {tag}
                    </li>
                  ))}
                </ul>
              ),
          },
          {
            key: 'actions',
            header: t('adminBlog.list.actions'),
            align: 'right',
            className: 'whitespace-nowrap',
            cell: (post) => (
              <div className="flex justify-end gap-2">
                <ButtonLink variant="secondary" size="sm" href={postUrl(post.slug)}>
                  {t('adminBlog.list.view')}
                  <span className="sr-only"> {post.title}</span>
                </ButtonLink>
                <ButtonLink variant="secondary" size="sm" href={editPostUrl(post.id)}>
                  {t('adminBlog.list.edit')}
                  <span className="sr-only"> {post.title}</span>
                </ButtonLink>
                <Button variant="danger-outline" size="sm" onClick={() => setDeleting(post)}>
                  {t('adminBlog.list.delete')}
                  <span className="sr-only"> {post.title}</span>
                </Button>
              </div>
            ),
          },
        ]}
      />
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

/** Published, Draft, or when a scheduled post goes out. */
function StatusBadge({ post, timeZone }: { post: AdminPostDto; timeZone: string }) {
  const { t, i18n } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${BADGE[post.status]}`}>
      {post.status === 'scheduled' && post.scheduledAt
        ? t('adminBlog.list.scheduledFor', {
            date: formatDateTime(post.scheduledAt, i18n.language, timeZone),
          })
        : t(`adminBlog.list.${post.status === 'published' ? 'published' : 'draft'}`)}
    </span>
  );
}
