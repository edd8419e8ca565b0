import { useData } from 'vike-react/useData';
import { ProjectRecord } from '#web/components/admin-records/ProjectRecord.tsx';
import { RecordNotFound } from '#web/components/admin-records/RecordNotFound.tsx';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { page } = useData<Data>();
  const { t } = useTranslation();
  if (!page)
    return (
      <RecordNotFound
        title={t('adminRecords.project.notFoundTitle')}
        text={t('adminRecords.project.notFoundText')}
        back={t('adminRecords.project.back')}
      />
    );
  return <ProjectRecord page={page} />;
}
