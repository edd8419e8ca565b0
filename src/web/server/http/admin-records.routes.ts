import { Router } from 'express';
import { changeProjectStatus } from '#application/client-records/change-project-status.ts';
import { recordClientTransaction } from '#application/client-records/record-client-transaction.ts';
import {
  changeProjectStatusSchema,
  staffTransactionSchema,
} from '#application/client-records/records-schemas.ts';
import { urlencodedBody } from './body-parsers.ts';
import { answerForm, textFields } from './form-answer.ts';
import { staffActor } from './staff-actor.ts';

/**
 * The client page's "Record transaction" and the project page's status change, posted before (or
 * without) their script: the same schemas and use cases as `adminClients.recordTransaction` and
 * `adminClients.changeProjectStatus`, answered by Post/Redirect/Get to the page, or the page again
 * with the typed values and the messages.
 */
export function adminRecordsRoutes(): Router {
  const routes = Router();
  const form = urlencodedBody({ limit: '16kb' });

  routes.post('/admin/clients/:id', form, async (req, res, next) => {
    const clientId = req.params.id ?? '';
    const values = textFields(req.body, ['type', 'amount', 'description']);
    await answerForm(req, res, next, { form: 'recordTransaction', values }, async () => {
      const actor = staffActor(req, 'admin');
      await recordClientTransaction(
        req.services.clients,
        staffTransactionSchema.parse({ clientId, ...values }),
        actor,
      );
      return `/admin/clients/${encodeURIComponent(clientId)}`;
    });
  });

  routes.post('/admin/projects/:id', form, async (req, res, next) => {
    const id = req.params.id ?? '';
    const values = textFields(req.body, ['from', 'to']);
    await answerForm(req, res, next, { form: 'projectStatus', values }, async () => {
      const actor = staffActor(req, 'staff');
      await changeProjectStatus(
        req.services.clients,
        changeProjectStatusSchema.parse({ id, ...values }),
        actor,
      );
      return `/admin/projects/${encodeURIComponent(id)}`;
    });
  });

  return routes;
}
