import type { Viewer } from '#application/accounts/schemas.ts';
import type { AppServices } from '#composition/request-services.ts';
import type { Language } from '../../i18n/languages.ts';
import type { ClaimedSubmission } from '../http/repeated-submissions.ts';

/** Who is asking, as the transport saw it. */
export interface RequestInfo {
  id: string;
  ip: string;
  userAgent: string | undefined;
  /** The signed anonymous `blog_session_id` cookie, when the reader has one. */
  anonymousSessionId: string | null;
  /** The signed-in session's id (absent without one): a password change keeps this session alone. */
  sessionId?: string;
  /** Sets that cookie on the answer (HTTP calls only): the first like or view of a reader starts it. */
  startAnonymousSession?: () => void;
  /** The page's language (`?lang=`, the cookie, then Accept-Language): posts are read in it. */
  language: Language;
  /** A mutation sent under a submission key: its outcome is kept for a repeat of it. */
  submission?: ClaimedSubmission;
}

/**
 * What every procedure receives: this request's services (one unit of work), the signed-in viewer and
 * the request. Client procedures add `client`, resolved from the session (see `clientProcedure`).
 */
export interface Context {
  services: AppServices;
  viewer: Viewer | null;
  request: RequestInfo;
}
