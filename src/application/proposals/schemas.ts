import { z } from 'zod';
import type { ProjectStatus } from '#domain/clients/project.ts';
import { poundsToPence } from '#domain/proposals/amounts.ts';
import type { PaymentMethod } from '#domain/proposals/deposit-payment.ts';
import {
  DEFAULT_DEPOSIT_PERCENTAGE,
  DEPOSIT_PERCENTAGES,
  PROPOSAL_LIMITS,
  PROPOSAL_STATUSES,
  type ProposalStatus,
  type ScopeItem,
} from '#domain/proposals/proposal.ts';
import type { ProposalChange } from '#domain/proposals/revisions.ts';
import { adminListSchema } from '../shared/admin-list.ts';
import { PROPOSAL_SORTS } from './list-sorts.ts';
import type { BankPayee } from './ports.ts';

// Proposals: the owner's form and actions, the client's review, approval and payment, and the DTOs
// their procedures return. Money is integer pence; dates are ISO strings.

export const PROPOSAL_MESSAGES = {
  projectRequired: 'Please choose a project',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${PROPOSAL_LIMITS.titleMax} characters`,
  descriptionTooLong: `Description must be at most ${PROPOSAL_LIMITS.descriptionMax.toLocaleString('en-GB')} characters`,
  totalRequired: 'Total amount is required',
  amountInvalid: 'Enter an amount in pounds, like 1250.00',
  amountTooLarge: 'Amount must be at most £1,000,000.00',
  totalNotPositive: 'Total amount must be more than £0.00',
  depositInvalid: 'Deposit percentage must be 25, 50, 75 or 100',
  tooManyScopeItems: `At most ${PROPOSAL_LIMITS.scopeItemsMax} scope items`,
  scopeTitleTooLong: `Item title must be at most ${PROPOSAL_LIMITS.scopeTitleMax} characters`,
  scopeDescriptionTooLong: `Item description must be at most ${PROPOSAL_LIMITS.scopeDescriptionMax.toLocaleString('en-GB')} characters`,
  signedNameRequired: 'Please type your full name to sign',
  signedNameTooLong: `Name must be at most ${PROPOSAL_LIMITS.signedNameMax} characters`,
  acceptRequired: 'Please tick the box to accept the proposal',
  /** A form without the revision it showed (a page from before revisions were sent): read it again. */
  revisionRequired: 'This proposal has just been updated. Please review the new version before approving it.',
  changesRequired: 'Please describe the changes you would like',
  changesTooLong: `Message must be at most ${PROPOSAL_LIMITS.changeRequestMax.toLocaleString('en-GB')} characters`,
  noteTooLong: 'Note must be at most 255 characters',
} as const;

/** A record by id: anything that is not a uuid names nothing. */
export const proposalIdSchema = z.object({ id: z.uuid() });
export type ProposalIdRequest = z.infer<typeof proposalIdSchema>;

/** Pounds as the owner types them ("1250.00") → integer pence. */
const pounds = (requiredMessage: string) =>
  z
    .string(requiredMessage)
    .trim()
    .min(1, requiredMessage)
    .transform((text, context) => {
      const pence = poundsToPence(text);
      if (pence === null) {
        context.addIssue({ code: 'custom', message: PROPOSAL_MESSAGES.amountInvalid });
        return z.NEVER;
      }
      return pence;
    })
    .pipe(
      z
        .number()
        .min(1, PROPOSAL_MESSAGES.totalNotPositive)
        .max(PROPOSAL_LIMITS.maxAmountPence, PROPOSAL_MESSAGES.amountTooLarge),
    );

const optionalPounds = z
  .string()
  .trim()
  .optional()
  .transform((text, context) => {
    if (!text) return null;
    const pence = poundsToPence(text);
    if (pence === null) {
      context.addIssue({ code: 'custom', message: PROPOSAL_MESSAGES.amountInvalid });
      return z.NEVER;
    }
    return pence;
  })
  .pipe(z.number().max(PROPOSAL_LIMITS.maxAmountPence, PROPOSAL_MESSAGES.amountTooLarge).nullable());

export const scopeItemSchema = z.object({
  title: z
    .string()
    .trim()
    .max(PROPOSAL_LIMITS.scopeTitleMax, PROPOSAL_MESSAGES.scopeTitleTooLong)
    .default(''),
  description: z
    .string()
    .trim()
    .max(PROPOSAL_LIMITS.scopeDescriptionMax, PROPOSAL_MESSAGES.scopeDescriptionTooLong)
    .default(''),
  /** Pounds as typed; blank is an item without a price. */
  price: optionalPounds,
});

/**
 * The 'Create New Proposal' / 'Edit Proposal' form (spec: title and total required, deposit 25, 50, 75
 * or 100, 50 by default) with the issue's project selector and scope items. Items left wholly blank
 * are dropped.
 */
export const proposalFormSchema = z.object({
  projectId: z.uuid(PROPOSAL_MESSAGES.projectRequired),
  title: z
    .string(PROPOSAL_MESSAGES.titleRequired)
    .trim()
    .min(1, PROPOSAL_MESSAGES.titleRequired)
    .max(PROPOSAL_LIMITS.titleMax, PROPOSAL_MESSAGES.titleTooLong),
  description: z
    .string()
    .trim()
    .max(PROPOSAL_LIMITS.descriptionMax, PROPOSAL_MESSAGES.descriptionTooLong)
    .default(''),
  totalAmount: pounds(PROPOSAL_MESSAGES.totalRequired),
  depositPercentage: z.coerce
    .number(PROPOSAL_MESSAGES.depositInvalid)
    .pipe(
      z.union(
        DEPOSIT_PERCENTAGES.map((percentage) => z.literal(percentage)),
        PROPOSAL_MESSAGES.depositInvalid,
      ),
    )
    .default(DEFAULT_DEPOSIT_PERCENTAGE),
  scopeItems: z
    .array(scopeItemSchema)
    .max(PROPOSAL_LIMITS.scopeItemsMax, PROPOSAL_MESSAGES.tooManyScopeItems)
    .default([])
    .transform((items): ScopeItem[] =>
      items
        .filter((item) => item.title || item.description || item.price !== null)
        .map((item) => ({ title: item.title, description: item.description, pricePence: item.price })),
    ),
});
/** What the browser sends (pounds as text). */
export type ProposalFormInput = z.input<typeof proposalFormSchema>;
export type ProposalForm = z.output<typeof proposalFormSchema>;

export const updateProposalSchema = proposalFormSchema.extend({ id: z.uuid() });
export type UpdateProposalInput = z.input<typeof updateProposalSchema>;

/**
 * The client's signature: their full name typed, and the box ticked, for the revision the page showed
 * (the server refuses any other: the client signs only what they read).
 */
export const approveProposalSchema = z.object({
  id: z.uuid(),
  revision: z.coerce
    .number(PROPOSAL_MESSAGES.revisionRequired)
    .int(PROPOSAL_MESSAGES.revisionRequired)
    .min(1, PROPOSAL_MESSAGES.revisionRequired),
  signedName: z
    .string(PROPOSAL_MESSAGES.signedNameRequired)
    .trim()
    .min(PROPOSAL_LIMITS.signedNameMin, PROPOSAL_MESSAGES.signedNameRequired)
    .max(PROPOSAL_LIMITS.signedNameMax, PROPOSAL_MESSAGES.signedNameTooLong),
  accept: z.literal(true, PROPOSAL_MESSAGES.acceptRequired),
});
export type ApproveProposalInput = z.output<typeof approveProposalSchema>;

/** What changed since the revision the client read. */
export const proposalChangesSchema = z.object({ id: z.uuid(), since: z.coerce.number().int().min(1) });
export type ProposalChangesInput = z.output<typeof proposalChangesSchema>;

export interface ProposalChangesDto {
  /** The revision the client read. */
  since: number;
  current: RevisionDto;
  changes: ProposalChange[];
}

export const requestChangesSchema = z.object({
  id: z.uuid(),
  message: z
    .string(PROPOSAL_MESSAGES.changesRequired)
    .trim()
    .min(1, PROPOSAL_MESSAGES.changesRequired)
    .max(PROPOSAL_LIMITS.changeRequestMax, PROPOSAL_MESSAGES.changesTooLong),
});
export type RequestChangesInput = z.input<typeof requestChangesSchema>;

/** The owner records a deposit received by bank transfer, with an optional note (the bank's reference). */
export const recordBankTransferSchema = z.object({
  id: z.uuid(),
  note: z
    .string()
    .trim()
    .max(255, PROPOSAL_MESSAGES.noteTooLong)
    .optional()
    .transform((note) => note || null),
});
export type RecordBankTransferInput = z.output<typeof recordBankTransferSchema>;

// ---- DTOs ----

export interface ProposalAmountsDto {
  totalAmountPence: number;
  depositPercentage: number;
  depositAmountPence: number;
  remainingAmountPence: number;
}

export interface ProposalApprovalDto {
  signedName: string;
  approvedAt: string;
  ip: string | null;
  userAgent: string | null;
  contentSha256: string;
}

export interface DepositPaymentDto {
  method: PaymentMethod;
  amountPence: number;
  reference: string;
  providerReference: string | null;
  paidAt: string;
}

/** One line of a proposal's timeline, oldest first. */
export interface ProposalTimelineEntryDto {
  event: 'created' | 'sent' | 'revised' | 'viewed' | 'changes_requested' | 'approved' | 'deposit_paid';
  at: string;
  /** For `revised`: the revision the edit made. */
  revision?: number;
}

/** The revision a view shows, and when it was saved. */
export interface RevisionDto {
  number: number;
  at: string;
}

/** A row of 'Manage Proposals'. */
export interface AdminProposalRowDto extends ProposalAmountsDto {
  id: string;
  title: string;
  projectId: string;
  projectName: string;
  clientId: string;
  clientName: string;
  clientEmail: string;
  status: ProposalStatus;
  revision: RevisionDto;
  createdAt: string;
}

/** The owner's proposal page. */
export interface AdminProposalDetailDto extends ProposalAmountsDto {
  id: string;
  title: string;
  description: string;
  status: ProposalStatus;
  scopeItems: ScopeItem[];
  revision: RevisionDto;
  createdAt: string;
  updatedAt: string;
  project: {
    id: string;
    name: string;
    status: ProjectStatus;
    projectTypes: string[];
    description: string;
    createdAt: string;
  };
  client: { id: string; name: string; email: string; phone: string | null; company: string | null };
  timeline: ProposalTimelineEntryDto[];
  approval: ProposalApprovalDto | null;
  payment: DepositPaymentDto | null;
  /** The bank-transfer reference the client is given. */
  depositReference: string;
  /** Whether the form may change it (not once approved). */
  editable: boolean;
}

/** The form's project selector. */
export interface ProjectChoiceDto {
  id: string;
  name: string;
  clientName: string;
  clientEmail: string;
}

export type { ProposalSort } from './list-sorts.ts';

/** What the client's 'Pay Deposit' shows. */
export type DepositInstructionsDto =
  | { method: 'bank_transfer'; amountPence: number; reference: string; payee: BankPayee }
  | { method: 'stripe'; amountPence: number; reference: string };

// ---- The owner's full list (paged, sorted and searched on the server) ----

/** `/admin/proposals`: the page, search (title, project, client), sort and status, read from the URL. */
export const proposalsListSchema = adminListSchema(PROPOSAL_SORTS, 'created').extend({
  status: z.enum(PROPOSAL_STATUSES).optional().catch(undefined),
});
export type ProposalsListInput = z.input<typeof proposalsListSchema>;
export type ProposalsListRequest = z.output<typeof proposalsListSchema>;
