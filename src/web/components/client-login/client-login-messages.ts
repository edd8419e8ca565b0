import enClientLogin from '../../i18n/pages/clientLogin/en.json' with { type: 'json' };
import { translateServerMessage } from '../../i18n/server-messages.ts';
import type { Translate } from '../../i18n/translator.ts';
import type { FormSubmission } from '../../lib/form-submission.ts';

/** The spec's texts for the refusals of the client sign-in, by the error's stable code. */
const TEXT_BY_CODE: Record<string, string> = {
  'ACCOUNTS.INVALID_CREDENTIALS': 'clientLogin.toast.invalidCredentials',
  'CLIENTS.CLIENT_NOT_FOUND': 'clientLogin.toast.clientNotFound',
  'CLIENTS.TOO_MANY_SIGN_IN_REQUESTS': 'clientLogin.errors.tooManyRequests',
  'CLIENTS.WRONG_SIGN_IN_CODE': 'clientLogin.errors.wrongCode',
  'CLIENTS.SIGN_IN_LINK_INVALID': 'clientLogin.errors.linkInvalid',
};

/** A refusal in the reader's language; anything unexpected is the spec's 'Login failed. Please try again.' */
export function clientLoginFailure(
  t: Translate,
  failure: { code?: string | undefined; retryAfterSeconds?: number | undefined },
): string {
  if (failure.code === 'ACCOUNTS.TOO_MANY_ATTEMPTS')
    return t('login.tooManyAttempts', {
      count: Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 60) / 60)),
    });
  const key = failure.code ? TEXT_BY_CODE[failure.code] : undefined;
  return t(key ?? 'clientLogin.toast.failed');
}

/** The refusal a plain post came back with, for over the form; none where a field says what is wrong. */
export function postedFormError(t: Translate, posted: FormSubmission | undefined): string | null {
  return posted && Object.keys(posted.fieldErrors).length === 0
    ? clientLoginFailure(t, { code: posted.formErrorCode, retryAfterSeconds: posted.retryAfterSeconds })
    : null;
}

/** A field's message (the schemas' English) in the reader's language. */
export function clientLoginFieldMessage(t: Translate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message === enClientLogin.errors.codeFormat) return t('clientLogin.errors.codeFormat');
  return translateServerMessage(t, message);
}

/** What a JSON sign-in endpoint answered. */
export interface SignInAnswer<Data> {
  ok: boolean;
  data?: Data;
  code?: string;
  retryAfterSeconds?: number;
  fieldErrors?: Record<string, string>;
}

/** Posts JSON to one of the /auth/client endpoints; a network failure reads as an unexpected refusal. */
export async function postSignIn<Data>(path: string, body: unknown): Promise<SignInAnswer<Data>> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return { ok: true, data: answer as Data };
    const fields = answer.fieldErrors as Record<string, string[] | undefined> | undefined;
    const fieldErrors = Object.fromEntries(
      Object.entries(fields ?? {}).flatMap(([name, messages]) =>
        messages?.[0] ? [[name, messages[0]]] : [],
      ),
    );
    return {
      ok: false,
      ...(typeof answer.code === 'string' ? { code: answer.code } : {}),
      retryAfterSeconds: Number(response.headers.get('Retry-After') ?? 60),
      fieldErrors,
    };
  } catch {
    return { ok: false };
  }
}

/** Spec section 9: toasts in the client area stay 5000 ms. */
export const CLIENT_TOAST_MS = 5000;
