import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { SIGN_IN_CODE_LENGTH, SIGN_IN_CODE_MAX_ATTEMPTS } from '#domain/clients/sign-in-link.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import {
  CLIENT_LOGIN_PATH,
  clientLoginQuery,
  SIGN_IN_CODE_PATH,
  WRONG_CODES_FIELD,
} from '../../lib/client-login.ts';
import { firstIssuePerField } from '../../lib/field-errors.ts';
import type { FormSubmission } from '../../lib/form-submission.ts';
import { TextField } from '../forms/TextField.tsx';
import { Button, ButtonLink } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import {
  clientLoginFailure,
  clientLoginFieldMessage,
  postedFormError,
  postSignIn,
} from './client-login-messages.ts';
import { useClientSignIn } from './use-client-sign-in.ts';

interface CheckYourEmailProps {
  /** The address the link was asked for (as typed). */
  email: string;
  redirect: string | undefined;
  /** A code posted without the script and refused. */
  posted: FormSubmission | undefined;
  onBack(): void;
}

/** The refusal of a wrong code (also an unknown address's, or a spent link's: one answer for all). */
const WRONG_CODE = 'CLIENTS.WRONG_SIGN_IN_CODE';

/** Wrong codes this screen was told of: a plain post's count, and its own refusal if it was one. */
function wrongCodesPosted(posted: FormSubmission | undefined): number {
  if (!posted) return 0;
  const before = Number.parseInt(posted.values[WRONG_CODES_FIELD] ?? '0', 10);
  return (Number.isSafeInteger(before) ? before : 0) + (posted.formErrorCode === WRONG_CODE ? 1 : 0);
}

/**
 * After a link was asked for: says it was sent and expires in 1 hour, and takes the 6-digit code from
 * the e-mail (for reading the mail on another device). Without the script the code posts to
 * /client_login/code and '← Back to login' is a plain link. After the 5th wrong code the link is spent
 * (the server locks it, and says only "wrong code", as it does for an unknown address): the screen
 * counts the refusals itself and then offers a new link for the same address and page.
 */
export function CheckYourEmail({ email, redirect, posted, onBack }: CheckYourEmailProps) {
  const { t } = useTranslation();
  const { requestLink, signedIn } = useClientSignIn();
  const heading = useRef<HTMLHeadingElement>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState(posted?.fieldErrors.code);
  const [formError, setFormError] = useState(() => postedFormError(t, posted));
  const [busy, setBusy] = useState(false);
  const [wrongCodes, setWrongCodes] = useState(() => wrongCodesPosted(posted));

  useEffect(() => {
    if (!posted) heading.current?.focus();
  }, [posted]);

  function back(event: MouseEvent) {
    event.preventDefault();
    onBack();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const { signInCodeSchema } = await import('#application/client-sign-in/schemas.ts');
    const parsed = signInCodeSchema.safeParse({ email, code });
    const errors = parsed.success ? {} : firstIssuePerField(parsed.error.issues);
    setCodeError(errors.code ?? errors.email);
    if (!parsed.success) return;
    setBusy(true);
    const answer = await postSignIn<{ redirectTo: string }>('/auth/client/code', parsed.data);
    if (answer.ok && answer.data) return signedIn(answer.data.redirectTo);
    setBusy(false);
    if (answer.code === WRONG_CODE) setWrongCodes((count) => count + 1);
    setFormError(clientLoginFailure(t, answer));
  }

  async function sendNewLink(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const sent = await requestLink(email, redirect);
    setBusy(false);
    if (!sent) return;
    setWrongCodes(0);
    setCode('');
    setCodeError(undefined);
    setFormError(null);
    heading.current?.focus();
  }

  if (wrongCodes >= SIGN_IN_CODE_MAX_ATTEMPTS)
    return (
      <div>
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight focus:outline-none">
          {t('clientLogin.checkEmail.title')}
        </h1>
        <p role="alert" className="mt-3 text-sm text-stone-700">
          {email ? t('clientLogin.checkEmail.spent', { email }) : t('clientLogin.checkEmail.spentNoEmail')}
        </p>
        {email ? (
          <form
            method="post"
            action={`${CLIENT_LOGIN_PATH}${clientLoginQuery({ redirect })}`}
            onSubmit={sendNewLink}
            className="mt-8"
          >
            <input type="hidden" name="mode" value="magic" />
            <input type="hidden" name="email" value={email} />
            <Button
              type="submit"
              variant="brand"
              busy={busy}
              busyLabel={t('clientLogin.checkEmail.resending')}
              className="w-full"
            >
              {t('clientLogin.checkEmail.resend')}
            </Button>
          </form>
        ) : (
          <ButtonLink
            href={`${CLIENT_LOGIN_PATH}${clientLoginQuery({ redirect })}`}
            variant="brand"
            className="mt-8"
          >
            {t('clientLogin.verify.newLink')}
          </ButtonLink>
        )}
      </div>
    );

  return (
    <div>
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight focus:outline-none">
        {t('clientLogin.checkEmail.title')}
      </h1>
      <p role="status" className="mt-3 text-sm text-stone-700">
        {email ? t('clientLogin.checkEmail.text', { email }) : t('clientLogin.checkEmail.textNoEmail')}
      </p>
      <form
        method="post"
        action={`${SIGN_IN_CODE_PATH}${clientLoginQuery({ redirect })}`}
        noValidate
        onSubmit={submit}
        className="mt-8 space-y-5 rounded-lg border border-stone-200 bg-white p-6"
      >
        <p className="text-sm text-stone-600">{t('clientLogin.checkEmail.codeIntro')}</p>
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name={WRONG_CODES_FIELD} value={wrongCodes} />
        <TextField
          id="client-code"
          name="code"
          label={t('clientLogin.checkEmail.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SIGN_IN_CODE_LENGTH}
          pattern="[0-9]*"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={clientLoginFieldMessage(t, codeError)}
          className="max-w-xs"
        />
        <FormError message={formError} />
        <Button
          type="submit"
          variant="brand"
          busy={busy}
          busyLabel={t('clientLogin.checkEmail.submitting')}
          className="w-full"
        >
          {t('clientLogin.checkEmail.submit')}
        </Button>
      </form>
      <ButtonLink
        href={`${CLIENT_LOGIN_PATH}${clientLoginQuery({ email: email || undefined, redirect })}`}
        variant="ghost"
        onClick={back}
        className="mt-6"
      >
        {t('clientLogin.checkEmail.back')}
      </ButtonLink>
    </div>
  );
}
