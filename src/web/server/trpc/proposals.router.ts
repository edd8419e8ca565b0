import { approveProposal } from '#application/proposals/approve-proposal.ts';
import { createProposal } from '#application/proposals/create-proposal.ts';
import { deleteDraftProposal } from '#application/proposals/delete-draft-proposal.ts';
import { getClientProposal } from '#application/proposals/get-client-proposal.ts';
import { getClientView } from '#application/proposals/get-client-view.ts';
import { getDepositInstructions } from '#application/proposals/get-deposit-instructions.ts';
import { getDepositPreview } from '#application/proposals/get-deposit-preview.ts';
import { getProposalChanges } from '#application/proposals/get-proposal-changes.ts';
import { getProposalForOwner } from '#application/proposals/get-proposal-for-owner.ts';
import { listClientProposals } from '#application/proposals/list-client-proposals.ts';
import { listProjectChoices } from '#application/proposals/list-project-choices.ts';
import { listProposalsForOwner } from '#application/proposals/list-proposals-for-owner.ts';
import { openProposal } from '#application/proposals/open-proposal.ts';
import { recordBankTransfer } from '#application/proposals/record-bank-transfer.ts';
import { requestProposalChanges } from '#application/proposals/request-proposal-changes.ts';
import {
  approveProposalSchema,
  proposalChangesSchema,
  proposalFormSchema,
  proposalIdSchema,
  proposalsListSchema,
  recordBankTransferSchema,
  requestChangesSchema,
  updateProposalSchema,
} from '#application/proposals/schemas.ts';
import { sendProposal } from '#application/proposals/send-proposal.ts';
import { startDepositCheckout } from '#application/proposals/start-deposit-checkout.ts';
import { updateProposal } from '#application/proposals/update-proposal.ts';
import { router } from './init.ts';
import { adminProcedure, clientProcedure, staffProcedure } from './procedures.ts';

/**
 * Proposals: the owner's list, form and actions (staff), the client's review, signature and deposit
 * (client procedures: the client is always the session's own), the deposit's recording (admin).
 */
export const proposalsRouter = router({
  // ---- The owner (staff) ----
  list: staffProcedure
    .input(proposalsListSchema.prefault({}))
    .query(({ ctx, input }) => listProposalsForOwner(ctx.services.proposals, input)),
  detail: staffProcedure
    .input(proposalIdSchema)
    .query(({ ctx, input }) => getProposalForOwner(ctx.services.proposals, input.id)),
  projectChoices: staffProcedure.query(({ ctx }) => listProjectChoices(ctx.services.proposals)),
  create: staffProcedure
    .input(proposalFormSchema)
    .mutation(({ ctx, input }) => createProposal(ctx.services.proposals, input, ctx.actor)),
  update: staffProcedure
    .input(updateProposalSchema)
    .mutation(({ ctx, input }) => updateProposal(ctx.services.proposals, input, ctx.actor)),
  send: staffProcedure
    .input(proposalIdSchema)
    .mutation(({ ctx, input }) => sendProposal(ctx.services.proposals, input.id, ctx.actor)),
  deleteDraft: staffProcedure
    .input(proposalIdSchema)
    .mutation(({ ctx, input }) => deleteDraftProposal(ctx.services.proposals, input.id, ctx.actor)),

  // ---- The client (portal) ----
  /** The Proposals tab: the client's own, newest first, drafts never. */
  clientList: clientProcedure.query(({ ctx }) => listClientProposals(ctx.services.proposals, ctx.client)),
  clientDetail: clientProcedure
    .input(proposalIdSchema)
    .query(({ ctx, input }) => getClientProposal(ctx.services.proposals, ctx.client, input.id)),
  open: clientProcedure
    .input(proposalIdSchema)
    .mutation(({ ctx, input }) => openProposal(ctx.services.proposals, ctx.client, input.id)),
  approve: clientProcedure
    .input(approveProposalSchema)
    .mutation(({ ctx, input }) => approveProposal(ctx.services.proposals, ctx.client, input, ctx.request)),
  changes: clientProcedure
    .input(proposalChangesSchema)
    .query(({ ctx, input }) => getProposalChanges(ctx.services.proposals, ctx.client, input)),
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
    .mutation(({ ctx, input }) => recordBankTransfer(ctx.services.proposals, input, ctx.actor)),
});
