import { type Request, Router } from 'express';
import { findSessionClient } from '#application/clients/find-session-client.ts';
import { claimProject, confirmProject, declineProject } from '#application/clients/project-claims.ts';
import { projectClaimSchema } from '#application/clients/schemas.ts';
import { portalRecordSchema } from '#application/portal/schemas.ts';
import { clientsOnly, signInRequired } from '#domain/accounts/errors.ts';
import { isLanguage } from '../../i18n/languages.ts';
import {
  CLAIM_DONE_PARAM,
  type ClaimOutcome,
  PORTAL_CLAIM_PARAM,
  PROJECT_CLAIM_PATH,
} from '../../lib/project-claim.ts';
import { urlencodedBody } from './body-parsers.ts';
import { answerForm, textFields } from './form-answer.ts';

/** The same audience as `clientProcedure`: a signed-in user with a client record, found from the session. */
async function sessionClient(req: Request) {
  if (!req.user) throw signInRequired();
  if (req.user.role !== 'user') throw clientsOnly();
  return findSessionClient(req.services.clients, req.user.id);
}

/**
 * An unverified project's two answers, as plain forms (they work before any script): "Confirm" or
 * "Remove" on the page of the e-mailed link (the same use case as `clients.claimProject`), and on the
 * project in the portal (as `clients.confirmProject` / `declineProject`). Post/Redirect/Get; a refusal
 * shows the page again with why.
 */
export function projectClaimRoutes(): Router {
  const routes = Router();
  const form = urlencodedBody({ limit: '4kb' });

  routes.post(PROJECT_CLAIM_PATH, form, async (req, res, next) => {
    const values = textFields(req.body, ['token', 'decision']);
    await answerForm(req, res, next, { form: 'projectClaim', values: {} }, async () => {
      const { outcome } = await claimProject(req.services.clients, projectClaimSchema.parse(values));
      const answer = new URLSearchParams({ [CLAIM_DONE_PARAM]: outcome });
      // The page was read in the language its address asked for: the answer is too.
      if (isLanguage(req.query.lang)) answer.set('lang', req.query.lang);
      return `${PROJECT_CLAIM_PATH}?${answer}`;
    });
  });

  routes.post('/portal', form, async (req, res, next) => {
    const { project, decision } = textFields(req.body, ['project', 'decision']);
    await answerForm(req, res, next, { form: 'projectClaim', values: {} }, async () => {
      const client = await sessionClient(req);
      const { id } = portalRecordSchema.parse({ id: project });
      const services = req.services.clients;
      let outcome: ClaimOutcome = 'confirmed';
      if (decision === 'decline') {
        await declineProject(services, client, id);
        outcome = 'removed';
      } else await confirmProject(services, client, id);
      return `/portal?${new URLSearchParams({ [PORTAL_CLAIM_PARAM]: outcome })}`;
    });
  });

  return routes;
}
