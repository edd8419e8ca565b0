import { type Request, Router } from 'express';
import { findSessionClient } from '#application/clients/find-session-client.ts';
import { approveProposal } from '#application/proposals/approve-proposal.ts';
import { requestProposalChanges } from '#application/proposals/request-proposal-changes.ts';
import { approveProposalSchema, requestChangesSchema } from '#application/proposals/schemas.ts';
import { clientsOnly, signInRequired } from '#domain/accounts/errors.ts';
import { portalProposalPath } from '#domain/proposals/portal-path.ts';
import { CHANGES_SENT_PARAM, REVIEW_ACTION_FIELD, REVIEW_ACTIONS } from '../../lib/proposal-review.ts';
import { urlencodedBody } from './body-parsers.ts';
import { answerForm, textFields } from './form-answer.ts';

/** The same audience as `clientProcedure`: a signed-in user with a client record, found from the session. */
async function sessionClient(req: Request) {
  if (!req.user) throw signInRequired();
  if (req.user.role !== 'user') throw clientsOnly();
  return findSessionClient(req.services.clients, req.user.id);
}

/**
 * The proposal page's forms posted before (or without) their script: the same schemas and use cases
 * as `proposals.approve` and `proposals.requestChanges`, answered by Post/Redirect/Get, or the page
 * again with the typed values and the messages.
 */
export function proposalReviewRoutes(): Router {
  const routes = Router();
  const form = urlencodedBody({ limit: '64kb' });

  routes.post('/portal/proposals/:id', form, async (req, res, next) => {
    const id = req.params.id ?? '';
    const fields = textFields(req.body, [REVIEW_ACTION_FIELD, 'signedName', 'revision', 'accept', 'message']);
    const services = req.services.proposals;
    if (fields[REVIEW_ACTION_FIELD] === REVIEW_ACTIONS.approve) {
      const attempt = {
        form: 'proposalApprove' as const,
        values: { signedName: fields.signedName, revision: fields.revision },
      };
      return answerForm(req, res, next, attempt, async () => {
        const input = approveProposalSchema.parse({
          id,
          signedName: fields.signedName,
          revision: fields.revision,
          accept: fields.accept === 'on' || fields.accept === 'true',
        });
        const client = await sessionClient(req);
        await approveProposal(services, client, input, {
          ip: req.ip ?? null,
          userAgent: req.get('user-agent'),
        });
        return portalProposalPath(id);
      });
    }
    if (fields[REVIEW_ACTION_FIELD] === REVIEW_ACTIONS.changes) {
      const attempt = { form: 'proposalChanges' as const, values: { message: fields.message } };
      return answerForm(req, res, next, attempt, async () => {
        const input = requestChangesSchema.parse({ id, message: fields.message });
        await requestProposalChanges(services, await sessionClient(req), input);
        return `${portalProposalPath(id)}?${CHANGES_SENT_PARAM}=1`;
      });
    }
    next();
  });

  return routes;
}
