import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { ClientRecord } from '#web/components/admin-records/ClientRecord.tsx';
import { RecordNotFound } from '#web/components/admin-records/RecordNotFound.tsx';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { page } = useData<Data>();
  const { user } = usePageContext();
  const { t } = useTranslation();
  if (!page || !user)
    return (
      <RecordNotFound
        title={t('adminRecords.client.notFoundTitle')}
        text={t('adminRecords.client.notFoundText')}
        back={t('adminRecords.client.back')}
      />
    );
  return <ClientRecord page={page} role={user.role} />;
}
