import { initialInquiryProject } from '#domain/clients/project.ts';
import { depositProposalTitle } from '#domain/proposals/deposit-payment.ts';
import type { Translate } from '../i18n/translator.ts';

// Texts the site wrote into a record in English when it made it (the conversation an inquiry opens, the
// credit a deposit becomes): shown in the reader's language. Staff-written ones stay as written.

/** "Bäckerei – Solicitud inicial" for "Bäckerei - Initial Inquiry"; any other title as it is. */
export function conversationTitleIn(t: Translate, title: string): string {
  const project = initialInquiryProject(title);
  return project === null ? title : t('portal.messages.initialInquiry', { project });
}

/** "Anticipo de la propuesta: Webshop" for "Deposit for proposal: Webshop"; any other description as it is. */
export function transactionDescriptionIn(t: Translate, description: string): string {
  const title = depositProposalTitle(description);
  return title === null ? description : t('portal.transactions.depositFor', { title });
}
