/**
 * A form posted without JavaScript (not loaded yet, or blocked) that the server could not accept: the
 * page is rendered again with what was typed and why it was refused, as the script would have shown it.
 * Messages are the server's English texts; the form translates them as it does a refused tRPC call.
 */
export interface FormSubmission {
  form:
    | 'contact'
    | 'solar'
    | 'newsletter'
    | 'login'
    | 'register'
    | 'registerConfirm'
    | 'account'
    | 'onboarding'
    | 'clientLogin'
    | 'clientCode'
    | 'clientVerify'
    | 'password'
    | 'proposalApprove'
    | 'proposalChanges'
    | 'recordTransaction'
    | 'projectStatus'
    | 'conversationReply'
    | 'conversationStart'
    | 'projectClaim'
    | 'portalLanguage'
    | 'portalTimeZone'
    | 'booking'
    | 'bookingCancel'
    | 'bookingReschedule';
  /** The HTTP status of the page that shows it (400, 429 or 500). */
  status: number;
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  /** A failure of the whole form; empty for an unexpected one (the form shows its generic text). */
  formError: string;
  /** The refusal's stable code (`CLIENTS.WRONG_SIGN_IN_CODE`), for forms whose texts go by code. */
  formErrorCode?: string;
  /** For a refusal by a rate limit: when to try again. */
  retryAfterSeconds?: number;
  /** The page that shows the form again, where it is not the address posted to (`/account/password`). */
  page?: string;
}

/** The submission for this form, if the page is showing one. */
export function submissionFor(
  submission: FormSubmission | null | undefined,
  form: FormSubmission['form'],
): FormSubmission | undefined {
  return submission?.form === form ? submission : undefined;
}

/** The query parameter a successful plain-form post redirects with (Post/Redirect/Get). */
export const SENT_PARAM = 'sent';

/** The query parameter account settings redirect with after a plain-form save (Post/Redirect/Get). */
export const SAVED_PARAM = 'saved';

/** Where each page's form sits, so the answer to a plain post opens at the form, not at the top. */
export const FORM_ANCHORS = { contact: 'contact-form', solar: 'updates', newsletter: 'newsletter' } as const;

/** Where the account page's password form posts without its script. */
export const SET_PASSWORD_PATH = '/account/password';

/** The query parameter the password form's plain post redirects with (Post/Redirect/Get). */
export const PASSWORD_SAVED_PARAM = 'password_saved';

/** Where the account page's 'Sign out everywhere' posts (a plain form, with or without its script). */
export const SIGN_OUT_EVERYWHERE_PATH = '/account/sign-out-everywhere';

/** Where "New conversation" posts without its script: the client's (from the portal) and the owner's. */
export const NEW_CONVERSATION_PATHS = {
  client: '/portal/conversations',
  owner: '/admin/conversations/new',
} as const;
