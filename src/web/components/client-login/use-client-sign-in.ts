import { navigate } from 'vike/client/router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useToast } from '../toast/ToastProvider.tsx';
import {
  CLIENT_TOAST_MS,
  clientLoginFailure,
  postSignIn,
  type SignInAnswer,
} from './client-login-messages.ts';

/** What the client sign-in screens share: asking for a magic link, and arriving signed in, with their toasts. */
export function useClientSignIn() {
  const { t } = useTranslation();
  const toast = useToast();

  function refused(answer: SignInAnswer<unknown>) {
    toast(clientLoginFailure(t, answer), 'error', CLIENT_TOAST_MS);
  }

  return {
    refused,
    /** Asks for a link to `email`; says whether it was sent (a refusal is shown as a toast). */
    async requestLink(email: string, redirect: string | undefined): Promise<boolean> {
      const answer = await postSignIn('/auth/client/magic-link', { email, redirect });
      if (!answer.ok) {
        refused(answer);
        return false;
      }
      toast(t('clientLogin.toast.linkSent'), 'success', CLIENT_TOAST_MS);
      return true;
    },
    /** Says so, then opens the page the sign-in leads to. */
    async signedIn(redirectTo: string, options?: { overwriteLastHistoryEntry: boolean }) {
      toast(t('clientLogin.toast.success'), 'success', CLIENT_TOAST_MS);
      await navigate(redirectTo, options);
    },
  };
}
