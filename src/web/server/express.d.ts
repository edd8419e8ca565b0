import type { Viewer } from '#application/accounts/schemas.ts';
import type { AppServices } from '#composition/request-services.ts';
import type { FormSubmission } from '../lib/form-submission.ts';
import type { ClaimedSubmission } from './http/repeated-submissions.ts';

declare global {
  namespace Express {
    /** The signed-in person, as passport restores them from the session. */
    interface User extends Viewer {}

    interface Request {
      /** This request's services, on its own EntityManager fork. */
      services: AppServices;
      /** A plain-form post the server refused: the page is rendered again showing it. */
      formSubmission?: FormSubmission;
      /** A mutation call sent under a submission key, claimed for this request (`repeated-submissions.ts`). */
      submission?: ClaimedSubmission;
      /** A tRPC call whose session could not be loaded (the database away): tRPC answers it 503. */
      sessionUnavailable?: unknown;
    }

    interface Locals {
      /** The route that answered, for the metrics: a pattern from the code (`nameRoute`), never a URL. */
      routeName?: string;
    }
  }
}
