import { approveProposal } from '#application/proposals/approve-proposal.ts';
import { getClientView } from '#application/proposals/get-client-view.ts';
import { getDepositInstructions } from '#application/proposals/get-deposit-instructions.ts';
import { getDepositPreview } from '#application/proposals/get-deposit-preview.ts';
import { openProposal } from '#application/proposals/open-proposal.ts';
import { recordBankTransfer } from '#application/proposals/record-bank-transfer.ts';
import { requestProposalChanges } from '#application/proposals/request-proposal-changes.ts';
import {
  approveProposalSchema,
  proposalIdSchema,
  recordBankTransferSchema,
  requestChangesSchema,
} from '#application/proposals/schemas.ts';
import { startDepositCheckout } from '#application/proposals/start-deposit-checkout.ts';
import { router } from './init.ts';
import { adminProcedure, clientProcedure, staffProcedure } from './procedures.ts';

/**
 * Proposals: the owner's list, form and actions (staff), the client's review, signature and deposit
 * (client procedures: the client is always the session's own), the deposit's recording (admin).
 */
export const proposalsRouter = router({
  // ---- The owner (staff) ----

  // ---- The client (portal) ----
  open: clientProcedure
    .input(proposalIdSchema)
    .mutation(({ ctx, input }) => openProposal(ctx.services.proposals, ctx.client, input.id)),
  approve: clientProcedure
    .input(approveProposalSchema)
    .mutation(({ ctx, input }) => approveProposal(ctx.services.proposals, ctx.client, input, ctx.request)),
  requestChanges: clientProcedure
    .input(requestChangesSchema)
    .mutation(({ ctx, input }) => requestProposalChanges(ctx.services.proposals, ctx.client, input)),
  clientView: staffProcedure
    .input(proposalIdSchema)
    .query(({ ctx, input }) => getClientView(ctx.services.proposals, input.id)),

  // ---- Deposits ----
  depositInstructions: clientProcedure
    .input(proposalIdSchema)
    .query(({ ctx, input }) => getDepositInstructions(ctx.services.proposals, ctx.client, input.id)),
  startDepositCheckout: clientProcedure
    .input(proposalIdSchema)
    .mutation(({ ctx, input }) => startDepositCheckout(ctx.services.proposals, ctx.client, input.id)),
  depositPreview: staffProcedure
    .input(proposalIdSchema)
    .query(({ ctx, input }) => getDepositPreview(ctx.services.proposals, input.id)),
  recordBankTransfer: adminProcedure
    .input(recordBankTransferSchema)
    .mutation(({ ctx, input }) => recordBankTransfer(ctx.services.proposals, input)),
});
