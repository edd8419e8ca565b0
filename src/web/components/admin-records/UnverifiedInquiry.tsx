import type { SubmittedBy } from '#domain/clients/project-claim.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { DetailSection, Facts } from '../admin-proposals/DetailSection.tsx';

/**
 * An unverified project's warning on the owner's page: sent for the client's address by someone not
 * signed in as them, and what that sender typed (the client's own details were left as they were).
 */
export function UnverifiedInquiry({ submittedBy }: { submittedBy: SubmittedBy | null }) {
  const { t } = useTranslation();
  const notProvided = t('adminRecords.client.notProvided');
  return (
    <DetailSection title={t('adminRecords.unverified.title')} className="border-yellow-300 bg-yellow-50">
      <p className="text-sm text-stone-800">{t('adminRecords.unverified.text')}</p>
      {submittedBy && (
        <div className="mt-4">
          <Facts
            facts={[
              { label: t('adminRecords.unverified.name'), value: submittedBy.name },
              { label: t('adminRecords.client.phone'), value: submittedBy.phone ?? notProvided },
              { label: t('adminRecords.client.company'), value: submittedBy.company ?? notProvided },
            ]}
          />
        </div>
      )}
    </DetailSection>
  );
}
