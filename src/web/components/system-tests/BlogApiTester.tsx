import { type FormEvent, useState } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import type { BlogApiTryDto } from '#application/system/try-blog-api.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useMutationCall } from '../../lib/procedure-calls.ts';
import { useScriptFormAction } from '../forms/script-form.ts';
import { TextField } from '../forms/TextField.tsx';
import { Button } from '../ui/Button.tsx';
import { CheckOutcomeBadge } from './CheckOutcomeBadge.tsx';

/** The blog API's refusals by their code, said in the page's language (the API itself answers in English). */
const API_ERROR_KEYS: Record<string, string> = {
  'BLOG.MISSING_API_KEY': 'testBlogApi.apiErrors.missingKey',
  'BLOG.INVALID_API_KEY': 'testBlogApi.apiErrors.invalidKey',
  'BLOG.API_RATE_LIMITED': 'testBlogApi.apiErrors.tooManyRequests',
};

/**
 * `/test-blog-api`: the Test Blog API button and an optional key. The server sends the request; a
 * failed call to our own procedure reads as the API being unreachable.
 */
export function BlogApiTester() {
  const formAction = useScriptFormAction();
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [apiKey, setApiKey] = useState('');
  const [result, setResult] = useState<BlogApiTryDto | null>(null);
  const { mutateAsync, isPending } = useMutationCall('system.tryBlogApi');

  async function test(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const answer = await mutateAsync({ apiKey }).catch(
      (): BlogApiTryDto => ({ ok: false, message: '', apiError: null, apiCode: null }),
    );
    setResult(answer);
  }

  const message = !result
    ? null
    : result.ok
      ? t('testBlogApi.success')
      : result.apiError
        ? t('testBlogApi.error', { message: apiErrorText(result) })
        : t('testBlogApi.unreachable');

  function apiErrorText({ apiCode, apiError }: BlogApiTryDto): string {
    const key = apiCode ? API_ERROR_KEYS[apiCode] : undefined;
    return key ? t(key) : (apiError ?? '');
  }

  return (
    // Sent only by script (the key must never travel in an address), so the button waits for hydration.
    <form method="post" action={formAction} onSubmit={test} className="mt-8 space-y-5" noValidate>
      <TextField
        id="blog-api-key"
        label={t('testBlogApi.keyLabel')}
        hint={t('testBlogApi.keyHint')}
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={apiKey}
        onChange={(event) => setApiKey(event.target.value)}
      />
      <Button
        type="submit"
        variant="brand"
        size="lg"
        disabled={!hydrated}
        busy={isPending}
        busyLabel={t('testBlogApi.busy')}
      >
        {t('testBlogApi.button')}
      </Button>
      <div aria-live="polite">
        {result && message && (
          <div className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
            <h2 id="blog-api-result-heading" className="text-sm font-semibold text-stone-700">
              {t('testBlogApi.resultHeading')}
            </h2>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-stone-900">
              <CheckOutcomeBadge outcome={result.ok ? 'pass' : 'fail'} label={message} />
            </p>
          </div>
        )}
      </div>
    </form>
  );
}
