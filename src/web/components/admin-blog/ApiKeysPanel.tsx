import { useMutation } from '@tanstack/react-query';
import { usePageContext } from 'vike-react/usePageContext';
import type { ApiCallDto, ApiKeyDto } from '#application/blog/editor-schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { ApiKeysManager } from '../api-keys/ApiKeysManager.tsx';
import { AdminTable } from '../ui/AdminTable.tsx';
import { formatDateTime, useTimeZone } from './dates.ts';
import { translateEditorMessage } from './messages.ts';

/** What automation sends; the key and the site's address are the only parts that change. */
function curlExample(siteUrl: string): string {
  const body = JSON.stringify({
    title: 'Weekly update',
    content: '## What shipped\n\n- ...',
    excerpt: 'The week in one line.',
    tags: ['weekly-update'],
    publish: false,
  });
  return [
    `curl -X POST ${siteUrl}/api/blog \\`,
    `  -H 'x-api-key: YOUR_API_KEY' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '${body}'`,
  ].join('\n');
}

/** The owner's keys for `POST /api/blog`: create (the key shows once), revoke, and the last calls. */
export function ApiKeysPanel({ keys, calls }: { keys: ApiKeyDto[]; calls: ApiCallDto[] }) {
  const { t, i18n } = useTranslation();
  const { siteUrl } = usePageContext();
  const trpc = useTRPC();
  const timeZone = useTimeZone();
  const create = useMutation(trpc.blogAdmin.createApiKey.mutationOptions());
  const revoke = useMutation(trpc.blogAdmin.revokeApiKey.mutationOptions());
  const when = (iso: string) => formatDateTime(iso, i18n.language, timeZone);

  return (
    <ApiKeysManager
      texts="adminBlog.apiKeys"
      idPrefix="api-key"
      keys={keys}
      createKey={create.mutateAsync}
      revokeKey={revoke.mutateAsync}
      nameMessage={(message) => translateEditorMessage(t, message)}
      example={
        <figure className="mt-4">
          <figcaption className="text-xs font-medium uppercase tracking-wide text-stone-500">
            {t('adminBlog.apiKeys.example')}
          </figcaption>
          <pre className="mt-1 overflow-x-auto rounded-lg bg-stone-900 p-4 text-xs text-stone-100">
            <code>{curlExample(siteUrl)}</code>
          </pre>
        </figure>
      }
    >
      <h3 id="api-calls-heading" className="mt-8 text-lg font-semibold text-stone-900">
        {t('adminBlog.apiKeys.calls')}
      </h3>
      <AdminTable
        labelledBy="api-calls-heading"
        compact
        className="mt-2"
        rows={calls}
        rowKey={(call) => call.id}
        empty={t('adminBlog.apiKeys.noCalls')}
        columns={[
          {
            key: 'time',
            header: t('adminBlog.apiKeys.time'),
            className: 'whitespace-nowrap',
            cell: (call) => <time dateTime={call.createdAt}>{when(call.createdAt)}</time>,
          },
          {
            key: 'key',
            header: t('adminBlog.apiKeys.key'),
            cell: (call) => call.keyName ?? t('adminBlog.apiKeys.unknownKey'),
          },
          {
            key: 'ip',
            header: t('adminBlog.apiKeys.ip'),
            className: 'font-mono text-xs',
            cell: (call) => call.ip,
          },
          {
            key: 'status',
            header: t('adminBlog.apiKeys.callStatus'),
            className: 'tabular-nums',
            cell: (call) => (
              <span className={call.status < 300 ? 'text-emerald-700' : 'text-red-700'}>{call.status}</span>
            ),
          },
          { key: 'outcome', header: t('adminBlog.apiKeys.outcome'), cell: (call) => call.outcome },
        ]}
      />
    </ApiKeysManager>
  );
}
