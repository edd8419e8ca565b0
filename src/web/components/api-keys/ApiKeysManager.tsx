import { TRPCClientError } from '@trpc/client';
import { type FormEvent, type ReactNode, useState } from 'react';
import { reload } from 'vike/client/router';
import type { ApiKeyDto } from '#application/blog/editor-schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatDateTime, useTimeZone } from '../admin-blog/dates.ts';
import { useScriptFormAction } from '../forms/script-form.ts';
import { TextField } from '../forms/TextField.tsx';
import { useCopied } from '../share/useCopied.ts';
import { useToast } from '../toast/ToastProvider.tsx';
import { AdminTable } from '../ui/AdminTable.tsx';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';

export interface ApiKeysManagerProps {
  /** The i18n prefix of the section's texts; every kind of key uses the same text names under it. */
  texts: string;
  /** Names the section's ids: `api-key` gives `#api-keys-heading`, `#api-key-name`, `new-api-key`. */
  idPrefix: string;
  /** From the page's data; the page is reloaded after a change. */
  keys: ApiKeyDto[];
  createKey(input: { name: string }): Promise<{ name: string; key: string }>;
  revokeKey(input: { id: string }): Promise<unknown>;
  /** A name rule's message (createApiKeySchema's, or the server's) in the reader's language. */
  nameMessage(message: string): string;
  /** Between the introduction and the form: how the key is used. */
  example?: ReactNode;
  /** Below the list of keys. */
  children?: ReactNode;
}

/**
 * The owner's API keys of one kind (the blog API's, the test-user API's): create one (shown once, with
 * a copy button), the list with name, prefix, created, last used and status, and revoke after a
 * confirmation on the shared dialog.
 */
export function ApiKeysManager(props: ApiKeysManagerProps) {
  const formAction = useScriptFormAction();
  const { texts, idPrefix, keys } = props;
  const { t, i18n } = useTranslation();
  const text = (name: string, values?: Record<string, string>) => t(`${texts}.${name}`, values);
  const toast = useToast();
  const timeZone = useTimeZone();
  const { copied, copy } = useCopied();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null);
  const [revokeBusy, setRevokeBusy] = useState(false);
  const when = (iso: string) => formatDateTime(iso, i18n.language, timeZone);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The rule, and zod, load with the first submit.
    const { createApiKeySchema } = await import('#application/blog/editor-schemas.ts');
    const parsed = createApiKeySchema.safeParse({ name });
    if (!parsed.success) {
      setNameError(props.nameMessage(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setNameError(undefined);
    setCreating(true);
    try {
      const key = await props.createKey(parsed.data);
      setCreated({ name: key.name, key: key.key });
      setName('');
      await reload();
    } catch (error) {
      const fieldError = error instanceof TRPCClientError ? error.data?.fieldErrors?.name?.[0] : undefined;
      if (fieldError) setNameError(props.nameMessage(fieldError));
      else toast(text('createFailed'), 'error');
    } finally {
      setCreating(false);
    }
  }

  async function confirmRevoke() {
    if (!revoking) return;
    setRevokeBusy(true);
    try {
      await props.revokeKey({ id: revoking.id });
      toast(text('revokedToast'), 'success');
      await reload();
    } catch (error) {
      console.warn('Revoking the key failed', error);
      toast(text('revokeFailed'), 'error');
    } finally {
      setRevokeBusy(false);
      setRevoking(null);
    }
  }

  return (
    <section aria-labelledby={`${idPrefix}s-heading`} className="mt-14">
      <h2 id={`${idPrefix}s-heading`} className="text-2xl font-semibold text-stone-900">
        {text('heading')}
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-stone-600">{text('intro')}</p>
      {props.example}

      <form
        method="post"
        action={formAction}
        noValidate
        onSubmit={submit}
        className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <TextField
          id={`${idPrefix}-name`}
          label={text('name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameError}
          maxLength={100}
          className="sm:w-80"
        />
        <Button type="submit" busy={creating} busyLabel={text('creating')} className="sm:mt-6">
          {text('create')}
        </Button>
      </form>

      {created && (
        <section
          aria-label={text('newKey')}
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4"
        >
          <p className="text-sm font-semibold text-amber-900">
            {text('newKeyNamed', { name: created.name })}
          </p>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
            <code data-testid={`new-${idPrefix}`} className="break-all rounded bg-white px-3 py-2 text-sm">
              {created.key}
            </code>
            <Button variant="secondary" size="sm" onClick={() => void copy(created.key)}>
              {copied ? text('copied') : text('copy')}
            </Button>
          </div>
          <p role="note" className="mt-2 text-sm text-amber-900">
            {text('newKeyWarning')}
          </p>
        </section>
      )}

      <h3 id={`${idPrefix}s-list-heading`} className="mt-8 text-lg font-semibold text-stone-900">
        {text('keys')}
      </h3>
      <AdminTable
        labelledBy={`${idPrefix}s-list-heading`}
        compact
        className="mt-2"
        rows={keys}
        rowKey={(key) => key.id}
        empty={text('noKeys')}
        columns={[
          { key: 'name', header: text('name'), rowHeader: true, cell: (key) => key.name },
          {
            key: 'prefix',
            header: text('key'),
            className: 'font-mono text-xs',
            cell: (key) => `${key.prefix}…`,
          },
          {
            key: 'created',
            header: text('created'),
            className: 'whitespace-nowrap',
            cell: (key) => when(key.createdAt),
          },
          {
            key: 'lastUsed',
            header: text('lastUsed'),
            className: 'whitespace-nowrap',
            cell: (key) => (key.lastUsedAt ? when(key.lastUsedAt) : text('never')),
          },
          {
            key: 'status',
            header: text('status'),
            cell: (key) =>
              key.revokedAt ? (
                <span className="text-red-700">{text('revoked', { date: when(key.revokedAt) })}</span>
              ) : (
                <span className="text-emerald-700">{text('active')}</span>
              ),
          },
          {
            key: 'actions',
            header: text('actions'),
            align: 'right',
            cell: (key) =>
              !key.revokedAt && (
                <Button variant="danger-outline" size="sm" onClick={() => setRevoking(key)}>
                  {text('revoke')}
                  <span className="sr-only"> {key.name}</span>
                </Button>
              ),
          },
        ]}
      />
      {props.children}

      <ConfirmDialog
        open={revoking !== null}
        title={text('revokeTitle')}
        text={text('revokeText', { name: revoking?.name ?? '' })}
        confirmLabel={text('revoke')}
        busyLabel={text('revoking')}
        cancelLabel={text('cancel')}
        busy={revokeBusy}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}
