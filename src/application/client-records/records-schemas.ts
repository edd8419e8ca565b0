import { z } from 'zod';
import type { PortalTransactionDto } from '#application/clients/transaction-schemas.ts';
import type { PortalConversationDto } from '#application/portal/schemas.ts';
import { TRANSACTION_LIMITS, TRANSACTION_TYPES } from '#domain/clients/account-transaction.ts';
import {
  type BudgetRange,
  PROJECT_STATUSES,
  type ProjectStatus,
  type TimelinePreference,
} from '#domain/clients/project.ts';
import type { SubmittedBy } from '#domain/clients/project-claim.ts';
import { poundsToPence } from '#domain/proposals/amounts.ts';
import type { ProposalStatus } from '#domain/proposals/proposal.ts';

// The owner's page of a client and of a project: their inputs and the DTOs the staff
// procedures return. Money is integer pence; dates are ISO strings.

/** A client or a project by id: anything that is not a uuid names nothing. */
export const staffRecordSchema = z.object({ id: z.uuid() });
export type StaffRecordRequest = z.infer<typeof staffRecordSchema>;

export const RECORDS_MESSAGES = {
  typeRequired: 'Choose credit or debit',
  amountRequired: 'Amount is required',
  amountInvalid: 'Enter an amount in pounds, like 250.00',
  amountZero: 'Amount must be more than £0.00',
  amountTooLarge: 'Amount must be at most £1,000,000.00',
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be at most ${TRANSACTION_LIMITS.descriptionMax} characters`,
  statusRequired: 'Choose a status',
} as const;

/** The "Record transaction" form: the amount typed in pounds, like the proposal form's. */
export const staffTransactionSchema = z.object({
  clientId: z.uuid(),
  type: z.enum(TRANSACTION_TYPES, RECORDS_MESSAGES.typeRequired),
  amount: z
    .string(RECORDS_MESSAGES.amountRequired)
    .trim()
    .min(1, RECORDS_MESSAGES.amountRequired)
    .transform((text, context) => {
      const pence = poundsToPence(text);
      if (pence === null) {
        context.addIssue({ code: 'custom', message: RECORDS_MESSAGES.amountInvalid });
        return z.NEVER;
      }
      return pence;
    })
    .pipe(
      z
        .number()
        .positive(RECORDS_MESSAGES.amountZero)
        .max(TRANSACTION_LIMITS.maxAmountPence, RECORDS_MESSAGES.amountTooLarge),
    ),
  description: z
    .string(RECORDS_MESSAGES.descriptionRequired)
    .trim()
    .min(1, RECORDS_MESSAGES.descriptionRequired)
    .max(TRANSACTION_LIMITS.descriptionMax, RECORDS_MESSAGES.descriptionTooLong),
});
export type StaffTransactionInput = z.input<typeof staffTransactionSchema>;
/** The parsed form: the amount in integer pence. */
export type StaffTransaction = z.output<typeof staffTransactionSchema>;

/** A status change: `from` is the status the owner saw, so a change made meanwhile is not overwritten. */
export const changeProjectStatusSchema = z.object({
  id: z.uuid(),
  from: z.enum(PROJECT_STATUSES, RECORDS_MESSAGES.statusRequired),
  to: z.enum(PROJECT_STATUSES, RECORDS_MESSAGES.statusRequired),
});
export type ChangeProjectStatusInput = z.input<typeof changeProjectStatusSchema>;

export interface StaffClientDto {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  balancePence: number;
  /** The sum of the client's credits: what they have paid. */
  paymentsReceivedPence: number;
  joinedAt: string;
  /** Whether the client has signed in to the portal (their user account is linked). */
  hasSignedIn: boolean;
}

export interface StaffProjectRowDto {
  id: string;
  name: string;
  status: ProjectStatus;
  /** Sent for the client's address by someone not signed in as them, not yet confirmed by the client. */
  unverified: boolean;
  createdAt: string;
}

export interface StaffProposalRowDto {
  id: string;
  projectId: string;
  projectName: string;
  title: string;
  status: ProposalStatus;
  totalAmountPence: number;
  depositPercentage: number;
  createdAt: string;
}

export interface StaffClientPageDto {
  client: StaffClientDto;
  projects: StaffProjectRowDto[];
  proposals: StaffProposalRowDto[];
  conversations: PortalConversationDto[];
  transactions: PortalTransactionDto[];
}

export interface StaffProjectPageDto {
  project: {
    id: string;
    name: string;
    status: ProjectStatus;
    /** The statuses the owner may move it to now. */
    nextStatuses: ProjectStatus[];
    projectTypes: string[];
    /** A known range (the page shows its label), or null: 'Not specified'. */
    budgetRange: BudgetRange | null;
    /** A known preference (the page shows its label), or null: 'Not specified'. */
    timelinePreference: TimelinePreference | null;
    /** The inquiry's text, without the Reference Images list (given apart, as links). */
    description: string;
    referenceImages: string[];
    /** Not yet confirmed by the client: sent for their address by someone not signed in as them. */
    unverified: boolean;
    /** What the sender of an unverified inquiry typed (the client's stored details were not changed). */
    submittedBy: SubmittedBy | null;
    createdAt: string;
  };
  client: StaffClientDto;
  proposals: StaffProposalRowDto[];
  conversations: PortalConversationDto[];
  stats: {
    totalProposals: number;
    /** Approved or locked (deposit paid). */
    approvedProposals: number;
    conversations: number;
    /** Sum of every proposal's total. */
    totalValuePence: number;
  };
}

export interface ProjectStatusChangeDto {
  id: string;
  status: ProjectStatus;
  nextStatuses: ProjectStatus[];
}
