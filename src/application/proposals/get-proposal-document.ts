import type { SessionClient } from '#application/clients/schemas.ts';
import type { Clock } from '#application/shared/ports.ts';
import { proposalNotFound } from '#domain/proposals/errors.ts';
import { proposalPdfFileName } from '#domain/proposals/pdf-file-name.ts';
import { depositAmount, remainingAmount } from '#domain/proposals/proposal.ts';
import { readerLanguage, type SiteLanguage } from '#domain/shared/language.ts';
import type {
  ProposalDocument,
  ProposalPdfRenderer,
  ProposalRecordSet,
  ProposalRepository,
} from './ports.ts';

export interface ProposalPdfDeps {
  proposals: ProposalRepository;
  pdf: ProposalPdfRenderer;
  issuer: ProposalDocument['issuer'];
  clock: Clock;
}

/** A proposal's PDF, ready to download. */
export interface ProposalPdf {
  fileName: string;
  content: Uint8Array;
}

/**
 * What the PDF shows of a proposal's record set, with its amounts worked out in pence. It is the
 * client's document: in their language (or the one they read the portal in) and their time zone.
 */
export function proposalDocument(
  records: ProposalRecordSet,
  issuer: ProposalDocument['issuer'],
  generatedAt: Date,
  language: SiteLanguage = readerLanguage(records.client.language),
): ProposalDocument {
  const { proposal, project, client, payment } = records;
  return {
    proposal,
    projectName: project.name,
    client: { name: client.name, email: client.email, phone: client.phone, company: client.company },
    reader: { language, timeZone: client.timeZone },
    depositAmountPence: depositAmount(proposal.totalAmountPence, proposal.depositPercentage),
    remainingAmountPence: remainingAmount(proposal.totalAmountPence, proposal.depositPercentage),
    payment,
    issuer,
    generatedAt,
  };
}

async function render(
  deps: ProposalPdfDeps,
  records: ProposalRecordSet,
  language?: SiteLanguage,
): Promise<ProposalPdf> {
  const content = await deps.pdf.render(proposalDocument(records, deps.issuer, deps.clock.now(), language));
  return { fileName: proposalPdfFileName(records.proposal), content };
}

/** The owner (staff): any proposal, drafts included, as its client reads it. */
export async function getStaffProposalPdf(deps: ProposalPdfDeps, proposalId: string): Promise<ProposalPdf> {
  const records = await deps.proposals.findRecordSet(proposalId);
  if (!records) throw proposalNotFound();
  return render(deps, records);
}

/**
 * A client: only their own proposal, and never a draft; anything else is 'Proposal Not Found'. In the
 * language of the page they download it from.
 */
export async function getClientProposalPdf(
  deps: ProposalPdfDeps,
  client: SessionClient,
  proposalId: string,
  language: SiteLanguage,
): Promise<ProposalPdf> {
  const own = await deps.proposals.findForClient(client.id, proposalId);
  if (!own || own.status === 'draft') throw proposalNotFound();
  const records = await deps.proposals.findRecordSet(proposalId);
  if (!records || records.client.id !== client.id) throw proposalNotFound();
  return render(deps, records, language);
}
