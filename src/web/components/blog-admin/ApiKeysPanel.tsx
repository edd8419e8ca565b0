import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reload } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { type ApiCallDto, type ApiKeyDto, createApiKeySchema } from '#application/blog/editor-schemas.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { TextField } from '../forms/TextField.tsx';
import { useCopied } from '../share/useCopied.ts';
import { useToast } from '../toast/ToastProvider.tsx';
import { AdminTable } from '../ui/AdminTable.tsx';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
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
  const toast = useToast();
  const timeZone = useTimeZone();
  const { copied, copy } = useCopied();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null);
  const create = useMutation(trpc.blogAdmin.createApiKey.mutationOptions());
  const revoke = useMutation(trpc.blogAdmin.revokeApiKey.mutationOptions());
  const when = (iso: string) => formatDateTime(iso, i18n.language, timeZone);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createApiKeySchema.safeParse({ name });
    if (!parsed.success) {
      setNameError(translateEditorMessage(t, parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setNameError(undefined);
    try {
      const key = await create.mutateAsync(parsed.data);
      setCreated({ name: key.name, key: key.key });
      setName('');
      await reload();
    } catch (error) {
      if (error instanceof TRPCClientError && error.data?.fieldErrors?.name?.[0])
        setNameError(translateEditorMessage(t, error.data.fieldErrors.name[0]));
      else toast(t('adminBlog.apiKeys.createFailed'), 'error');
    }
  }

  async function confirmRevoke() {
    if (!revoking) return;
    try {
      await revoke.mutateAsync({ id: revoking.id });
      toast(t('adminBlog.apiKeys.revokedToast'), 'success');
      await reload();
    } catch (error) {
      console.warn('Revoking the API key failed', error);
      toast(t('adminBlog.apiKeys.revokeFailed'), 'error');
    } finally {
      setRevoking(null);
    }
  }

  return (
    <section aria-labelledby="api-keys-heading" className="mt-14">
      <h2 id="api-keys-heading" className="text-2xl font-semibold text-stone-900">
        {t('adminBlog.apiKeys.heading')}
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-stone-600">{t('adminBlog.apiKeys.intro')}</p>
      <figure className="mt-4">
        <figcaption className="text-xs font-medium uppercase tracking-wide text-stone-500">
          {t('adminBlog.apiKeys.example')}
        </figcaption>
        <pre className="mt-1 overflow-x-auto rounded-lg bg-stone-900 p-4 text-xs text-stone-100">
          <code>{curlExample(siteUrl)}</code>
        </pre>
      </figure>

      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          id="api-key-name"
          label={t('adminBlog.apiKeys.name')}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          error={nameError}
          className="sm:w-80"
        />
        <Button
          type="submit"
          busy={create.isPending}
          busyLabel={t('adminBlog.apiKeys.creating')}
          className="sm:mt-6"
        >
          {t('adminBlog.apiKeys.create')}
        </Button>
      </form>

      {created && (
        <section
          aria-label={t('adminBlog.apiKeys.newKey')}
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4"
        >
          <p className="text-sm font-semibold text-amber-900">
            {t('adminBlog.apiKeys.newKey')}: {created.name}
          </p>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
            <code data-testid="new-api-key" className="break-all rounded bg-white px-3 py-2 text-sm">
              {created.key}
            </code>
            <button
              type="button"
              onClick={() => void copy(created.key)}
              className="rounded-md border border-amber-400 bg-white px-3 py-1.5 text-sm font-medium text-amber-900 hover:bg-amber-100"
            >
              {copied ? t('adminBlog.apiKeys.copied') : t('adminBlog.apiKeys.copy')}
            </button>
          </div>
          <p role="note" className="mt-2 text-sm text-amber-900">
            {t('adminBlog.apiKeys.newKeyWarning')}
          </p>
        </section>
      )}

      <h3 id="api-keys-list-heading" className="mt-8 text-lg font-semibold text-stone-900">
        {t('adminBlog.apiKeys.keys')}
      </h3>
      <AdminTable
        labelledBy="api-keys-list-heading"
        compact
        className="mt-2"
        rows={keys}
        rowKey={(key) => key.id}
        empty={t('adminBlog.apiKeys.noKeys')}
        columns={[
          { key: 'name', header: t('adminBlog.apiKeys.name'), rowHeader: true, cell: (key) => key.name },
          {
            key: 'prefix',
            header: t('adminBlog.apiKeys.key'),
            className: 'font-mono text-xs',
            cell: (key) => `${key.prefix}…`,
          },
          {
            key: 'created',
            header: t('adminBlog.apiKeys.created'),
            className: 'whitespace-nowrap',
            cell: (key) => when(key.createdAt),
          },
          {
            key: 'lastUsed',
            header: t('adminBlog.apiKeys.lastUsed'),
            className: 'whitespace-nowrap',
            cell: (key) => (key.lastUsedAt ? when(key.lastUsedAt) : t('adminBlog.apiKeys.never')),
          },
          {
            key: 'status',
            header: t('adminBlog.apiKeys.status'),
            cell: (key) =>
              key.revokedAt ? (
                <span className="text-red-700">
                  {t('adminBlog.apiKeys.revoked', { date: when(key.revokedAt) })}
                </span>
              ) : (
                <span className="text-emerald-700">{t('adminBlog.apiKeys.active')}</span>
              ),
          },
          {
            key: 'actions',
            header: t('adminBlog.apiKeys.actions'),
            align: 'right',
            cell: (key) =>
              !key.revokedAt && (
                <Button variant="danger-outline" size="sm" onClick={() => setRevoking(key)}>
                  {t('adminBlog.apiKeys.revoke')}
                  <span className="sr-only"> {key.name}</span>
                </Button>
              ),
          },
        ]}
      />

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

      <ConfirmDialog
        open={revoking !== null}
        title={t('adminBlog.apiKeys.revokeTitle')}
        text={t('adminBlog.apiKeys.revokeText', { name: revoking?.name ?? '' })}
        confirmLabel={t('adminBlog.apiKeys.revoke')}
        busyLabel={t('adminBlog.apiKeys.revoking')}
        cancelLabel={t('adminBlog.cancel')}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}
