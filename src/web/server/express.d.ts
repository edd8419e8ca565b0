import type { Viewer } from '#application/accounts/schemas.ts';
import type { AppServices } from '#composition/request-services.ts';
import type { FormSubmission } from '../lib/form-submission.ts';

declare global {
  namespace Express {
    /** The signed-in person, as passport restores them from the session. */
    interface User extends Viewer {}

    interface Request {
      /** This request's services, on its own EntityManager fork. */
      services: AppServices;
      /** A plain-form post the server refused: the page is rendered again showing it. */
      formSubmission?: FormSubmission;
    }

    interface Locals {
      /** The route that answered, for the metrics: a pattern from the code (`nameRoute`), never a URL. */
      routeName?: string;
    }
  }
}
