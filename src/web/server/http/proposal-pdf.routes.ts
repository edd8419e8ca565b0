import { type NextFunction, type Request, type Response, Router } from 'express';
import { findSessionClient } from '#application/clients/find-session-client.ts';
import {
  getClientProposalPdf,
  getStaffProposalPdf,
  type ProposalPdf,
} from '#application/proposals/get-proposal-document.ts';
import { proposalIdSchema } from '#application/proposals/schemas.ts';
import { accessDenied, clientsOnly } from '#domain/accounts/errors.ts';
import { isStaff } from '#domain/accounts/user.ts';
import { proposalNotFound } from '#domain/proposals/errors.ts';
import { AppError } from '#domain/shared/app-error.ts';
import { adminProposalPdfPath, portalProposalPdfPath } from '../../lib/proposal-pdf.ts';
import { httpStatusOf } from '../errors.ts';
import { languageOf } from '../request-language.ts';

/**
 * The proposal PDF as a download: the owner's (staff, any proposal) and the client's (their own, never
 * a draft). Plain links, so a visitor is sent to sign in and comes back here afterwards.
 */
export function proposalPdfRoutes(): Router {
  const routes = Router();

  routes.get(adminProposalPdfPath(':id'), async (req, res, next) => {
    const user = req.user;
    if (!user) return res.redirect(`/login?redirect=${encodeURIComponent(req.originalUrl)}`);
    try {
      if (!isStaff(user.role)) throw accessDenied();
      send(res, await getStaffProposalPdf(req.services.proposals, proposalId(req)));
    } catch (error) {
      refuse(res, next, error);
    }
  });

  routes.get(portalProposalPdfPath(':id'), async (req, res, next) => {
    const user = req.user;
    if (!user) return res.redirect(`/client_login?redirect=${encodeURIComponent(req.originalUrl)}`);
    try {
      if (user.role !== 'user') throw clientsOnly();
      const client = await findSessionClient(req.services.clients, user.id);
      send(res, await getClientProposalPdf(req.services.proposals, client, proposalId(req), languageOf(req)));
    } catch (error) {
      refuse(res, next, error);
    }
  });
  return routes;
}

/** A malformed id names no proposal. */
function proposalId(req: Request): string {
  const parsed = proposalIdSchema.safeParse({ id: req.params.id });
  if (!parsed.success) throw proposalNotFound();
  return parsed.data.id;
}

function send(res: Response, pdf: ProposalPdf): void {
  res
    .status(200)
    .set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${pdf.fileName}"`,
      'Content-Length': String(pdf.content.byteLength),
      'Cache-Control': 'private, no-store',
    })
    .end(Buffer.from(pdf.content.buffer, pdf.content.byteOffset, pdf.content.byteLength));
}

/** A link opened in the browser: the refusal is a short text, not JSON. */
function refuse(res: Response, next: NextFunction, error: unknown): void {
  if (!(error instanceof AppError)) {
    next(error);
    return;
  }
  res
    .status(httpStatusOf(error))
    .set('Cache-Control', 'private, no-store')
    .type('text/plain')
    .send(error.message);
}
