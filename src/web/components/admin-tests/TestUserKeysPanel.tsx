import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiKeyDto, createApiKeySchema } from '#application/blog/editor-schemas.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { formatDateTime, useTimeZone } from '../blog-admin/dates.ts';
import { TextField } from '../forms/TextField.tsx';
import { useCopied } from '../share/useCopied.ts';
import { useToast } from '../toast/ToastProvider.tsx';
import { AdminTable } from '../ui/AdminTable.tsx';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';

/** The name rules' messages (createApiKeySchema) as this panel's text keys. */
const NAME_MESSAGES: Record<string, string> = {
  'Name is required': 'testUserKeys.nameRequired',
  'Name must be at most 100 characters': 'testUserKeys.nameTooLong',
};

/**
 * The owner's keys for `/api/test-user` (`/admin/tests`): create one (shown once, with a copy button),
 * the list with name, prefix, created and last used, and revoke after a confirmation. `initialKeys`
 * comes from the page's data when it has them; otherwise the list loads in the browser.
 */
export function TestUserKeysPanel({ initialKeys }: { initialKeys?: ApiKeyDto[] }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const timeZone = useTimeZone();
  const { copied, copy } = useCopied();
  const keys = useQuery({ ...trpc.system.testUserKeys.queryOptions(), initialData: initialKeys });
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null);
  const create = useMutation(trpc.system.createTestUserKey.mutationOptions());
  const revoke = useMutation(trpc.system.revokeTestUserKey.mutationOptions());
  const when = (iso: string) => formatDateTime(iso, i18n.language, timeZone);
  const nameMessage = (message: string) => t(NAME_MESSAGES[message] ?? 'testUserKeys.createFailed');
  const refresh = () => queryClient.invalidateQueries(trpc.system.testUserKeys.pathFilter());

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createApiKeySchema.safeParse({ name });
    if (!parsed.success) {
      setNameError(nameMessage(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setNameError(undefined);
    try {
      const key = await create.mutateAsync(parsed.data);
      setCreated({ name: key.name, key: key.key });
      setName('');
      await refresh();
    } catch (error) {
      const fieldError = error instanceof TRPCClientError ? error.data?.fieldErrors?.name?.[0] : undefined;
      if (fieldError) setNameError(nameMessage(fieldError));
      else toast(t('testUserKeys.createFailed'), 'error');
    }
  }

  async function confirmRevoke() {
    if (!revoking) return;
    try {
      await revoke.mutateAsync({ id: revoking.id });
      toast(t('testUserKeys.revokedToast'), 'success');
      await refresh();
    } catch (error) {
      console.warn('Revoking the test-user key failed', error);
      toast(t('testUserKeys.revokeFailed'), 'error');
    } finally {
      setRevoking(null);
    }
  }

  return (
    <section aria-labelledby="test-user-keys-heading" className="mt-12">
      <h2 id="test-user-keys-heading" className="text-2xl font-semibold text-stone-900">
        {t('testUserKeys.heading')}
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-stone-600">{t('testUserKeys.intro')}</p>

      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          id="test-user-key-name"
          label={t('testUserKeys.name')}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          error={nameError}
          className="sm:w-80"
        />
        <Button
          type="submit"
          busy={create.isPending}
          busyLabel={t('testUserKeys.creating')}
          className="sm:mt-6"
        >
          {t('testUserKeys.create')}
        </Button>
      </form>

      {created && (
        <section
          aria-label={t('testUserKeys.newKey')}
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4"
        >
          <p className="text-sm font-semibold text-amber-900">
            {t('testUserKeys.newKey')}: {created.name}
          </p>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
            <code data-testid="new-test-user-key" className="break-all rounded bg-white px-3 py-2 text-sm">
              {created.key}
            </code>
            <button
              type="button"
              onClick={() => void copy(created.key)}
              className="rounded-md border border-amber-400 bg-white px-3 py-1.5 text-sm font-medium text-amber-900 hover:bg-amber-100"
            >
              {copied ? t('testUserKeys.copied') : t('testUserKeys.copy')}
            </button>
          </div>
          <p role="note" className="mt-2 text-sm text-amber-900">
            {t('testUserKeys.newKeyWarning')}
          </p>
        </section>
      )}

      <h3 id="test-user-keys-list-heading" className="mt-8 text-lg font-semibold text-stone-900">
        {t('testUserKeys.keys')}
      </h3>
      {keys.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('testUserKeys.loadFailed')}
        </p>
      )}
      <AdminTable
        labelledBy="test-user-keys-list-heading"
        compact
        className="mt-2"
        rows={keys.data ?? []}
        rowKey={(key) => key.id}
        empty={keys.isPending ? t('testUserKeys.loading') : t('testUserKeys.noKeys')}
        columns={[
          { key: 'name', header: t('testUserKeys.name'), rowHeader: true, cell: (key) => key.name },
          {
            key: 'prefix',
            header: t('testUserKeys.prefix'),
            className: 'font-mono text-xs',
            cell: (key) => `${key.prefix}…`,
          },
          {
            key: 'created',
            header: t('testUserKeys.created'),
            className: 'whitespace-nowrap',
            cell: (key) => <time dateTime={key.createdAt}>{when(key.createdAt)}</time>,
          },
          {
            key: 'lastUsed',
            header: t('testUserKeys.lastUsed'),
            className: 'whitespace-nowrap',
            cell: (key) =>
              key.lastUsedAt ? (
                <time dateTime={key.lastUsedAt}>{when(key.lastUsedAt)}</time>
              ) : (
                t('testUserKeys.never')
              ),
          },
          {
            key: 'status',
            header: t('testUserKeys.status'),
            cell: (key) =>
              key.revokedAt ? (
                <span className="text-red-700">
                  {t('testUserKeys.revoked', { date: when(key.revokedAt) })}
                </span>
              ) : (
                <span className="text-emerald-700">{t('testUserKeys.active')}</span>
              ),
          },
          {
            key: 'actions',
            header: t('testUserKeys.actions'),
            align: 'right',
            cell: (key) =>
              !key.revokedAt && (
                <Button variant="danger-outline" size="sm" onClick={() => setRevoking(key)}>
                  {t('testUserKeys.revoke')}
                  <span className="sr-only"> {key.name}</span>
                </Button>
              ),
          },
        ]}
      />

      <ConfirmDialog
        open={revoking !== null}
        title={t('testUserKeys.revokeTitle')}
        text={t('testUserKeys.revokeText', { name: revoking?.name ?? '' })}
        confirmLabel={t('testUserKeys.revoke')}
        busyLabel={t('testUserKeys.revoking')}
        cancelLabel={t('testUserKeys.cancel')}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}
