import { useTranslation } from '../../i18n/use-translation.tsx';
import { DetailSection } from '../admin-proposals/DetailSection.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { clientPortalUrl, createProposalUrl, startConversationUrl } from './urls.ts';

/** Quick Actions: Create Proposal, Start Conversation, View Client Portal (plain links). */
export function ProjectQuickActions({ projectId, clientId }: { projectId: string; clientId: string }) {
  const { t } = useTranslation();
  return (
    <DetailSection title={t('adminRecords.project.quickActions')}>
      <div className="flex flex-col gap-2">
        <ButtonLink variant="brand" href={createProposalUrl(projectId)}>
          {t('adminRecords.project.createProposal')}
        </ButtonLink>
        <ButtonLink variant="secondary" href={startConversationUrl(projectId)}>
          {t('adminRecords.project.startConversation')}
        </ButtonLink>
        <ButtonLink variant="secondary" href={clientPortalUrl(clientId)}>
          {t('adminRecords.project.viewPortal')}
        </ButtonLink>
      </div>
    </DetailSection>
  );
}
