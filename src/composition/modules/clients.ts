import { HmacProjectClaimLinks } from '#infrastructure/auth/project-claim-links.ts';
import { NodeSignInSecrets } from '#infrastructure/auth/sign-in-secrets.ts';
import { HmacUploadPermits } from '#infrastructure/auth/upload-permits.ts';
import { emailRenderer } from '#infrastructure/mail/email-renderer.ts';
import { OrmOwnerLanguage } from '#infrastructure/orm/accounts/owner-language.ts';
import { OrmSessionRepository } from '#infrastructure/orm/accounts/session.repository.ts';
import { OrmUserRepository } from '#infrastructure/orm/accounts/user.repository.ts';
import { OrmTransactionRepository } from '#infrastructure/orm/clients/account-transaction.repository.ts';
import { OrmAdminListsRepository } from '#infrastructure/orm/clients/admin-lists.repository.ts';
import { OrmClientRepository } from '#infrastructure/orm/clients/client.repository.ts';
import { OrmConversationRepository } from '#infrastructure/orm/clients/conversation.repository.ts';
import { OrmConversationThreads } from '#infrastructure/orm/clients/conversation-threads.ts';
import { OrmInquiryRecorder } from '#infrastructure/orm/clients/inquiry-recorder.ts';
import { OrmProjectRepository } from '#infrastructure/orm/clients/project.repository.ts';
import { OrmSignInLinkRepository } from '#infrastructure/orm/clients/sign-in-link.repository.ts';
import { OrmStaffRecordsRepository } from '#infrastructure/orm/clients/staff-records.repository.ts';
import { OrmProposalRepository } from '#infrastructure/orm/proposals/proposal.repository.ts';
import { fileTypeSniffer } from '#infrastructure/storage/file-type-sniffer.ts';
import { type RequestScope, warnTo } from '../site-adapters.ts';
import { auditLogOn } from './audit.ts';

/** Clients, their projects, conversations and transactions (the client area). */
export function clientsServices(scope: RequestScope) {
  const { adapters, em, limiter } = scope;
  return {
    // The staff's actions are recorded in the audit log, in their own transaction.
    audit: auditLogOn(scope),
    clients: new OrmClientRepository(em),
    // The project inquiry and its reference images.
    inquiries: new OrmInquiryRecorder(em),
    projects: new OrmProjectRepository(em),
    uploadPermits: new HmacUploadPermits(adapters.config.sessionSecret),
    // The e-mailed link that confirms (or removes) an unverified project.
    claimLinks: new HmacProjectClaimLinks(adapters.config.sessionSecret),
    emails: emailRenderer(),
    storage: adapters.storage,
    sniffer: fileTypeSniffer,
    queue: adapters.queue,
    clock: adapters.clock,
    limiter,
    ownerEmail: adapters.config.contactEmail,
    ownerLanguage: new OrmOwnerLanguage(em, adapters.config.contactEmail),
    baseUrl: adapters.config.baseUrl,
    warn: warnTo(adapters.logger),
    // The client portal.
    conversations: new OrmConversationRepository(em),
    // Conversation threads: both sides write, unread counts, e-mails to the other side.
    threads: new OrmConversationThreads(em),
    transactions: new OrmTransactionRepository(em),
    // The portal's overview counts the client's proposals awaiting them.
    proposals: new OrmProposalRepository(em),
    // Client sign-in: magic links and their codes; a client's first sign-in opens their user account.
    links: new OrmSignInLinkRepository(em),
    secrets: new NodeSignInSecrets(),
    users: new OrmUserRepository(em),
    sessions: new OrmSessionRepository(em),
    // The staff's dashboards and full lists.
    adminLists: new OrmAdminListsRepository(em),
    // The owner's page of a client and of a project.
    staffRecords: new OrmStaffRecordsRepository(em),
  };
}
