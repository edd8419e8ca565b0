import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { PROPOSAL_ERROR_CODES } from '#domain/proposals/errors.ts';
import { arrivedFromThisSite } from '#web/lib/arrived-from-site.ts';
import { submissionFor } from '#web/lib/form-submission.ts';
import { orNotFound } from '#web/lib/not-found.ts';
import { orNoClient } from '../../portal-data.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * One of the client's proposals, opened (the first view of a sent one starts its review, when the
 * page was opened from the site: else its script starts it); anyone else's, or a draft, is the 404 page. Once approved, the deposit's instructions come with it. After a
 * plain-form approval refused because the proposal changed, what changed since the revision read.
 */
export async function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? '';
  const startsReview = arrivedFromThisSite(pageContext);
  const opened = await orNoClient(
    orNotFound(
      startsReview
        ? pageContext.trpc.proposals.open({ id })
        : pageContext.trpc.proposals.clientDetail({ id }),
    ),
  );
  // Without a client record the portal says what to do.
  if (!opened) throw redirect('/portal');
  const [proposal, { timeZone }] = await Promise.all([
    pageContext.trpc.proposals.clientDetail({ id }),
    // The zone the client reads the proposal's days and times in.
    pageContext.trpc.clients.settings(),
  ]);
  const instructions =
    proposal.status === 'approved' ? await pageContext.trpc.proposals.depositInstructions({ id }) : null;
  const refused = submissionFor(pageContext.formSubmission, 'proposalApprove');
  const changes =
    refused?.formErrorCode === PROPOSAL_ERROR_CODES.changedSinceRead
      ? await pageContext.trpc.proposals.changes({ id, since: Number(refused.values.revision) || 1 })
      : null;
  return { proposal, instructions, changes, timeZone, openOnView: !startsReview };
}
