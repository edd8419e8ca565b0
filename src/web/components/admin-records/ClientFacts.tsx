import type { StaffClientDto } from '#application/client-records/records-schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatPence, formatPostDate } from '../../lib/format.ts';
import { DetailSection, Facts } from '../admin-proposals/DetailSection.tsx';
import { RecordLink } from './RecordLink.tsx';
import { clientUrl } from './urls.ts';

/** Client Details: who they are, since when, their balance and whether they use the portal. */
export function ClientFacts({ client, linkName = false }: { client: StaffClientDto; linkName?: boolean }) {
  const { t, i18n } = useTranslation();
  const notProvided = t('adminRecords.client.notProvided');
  return (
    <DetailSection title={t('adminRecords.client.details')}>
      <Facts
        facts={[
          {
            label: t('adminRecords.client.name'),
            value: linkName ? (
              <RecordLink href={clientUrl(client.id)}>{client.name}</RecordLink>
            ) : (
              client.name
            ),
          },
          {
            label: t('adminRecords.client.email'),
            value: (
              <a
                href={`mailto:${client.email}`}
                className="text-amber-800 underline-offset-2 hover:underline"
              >
                {client.email}
              </a>
            ),
          },
          { label: t('adminRecords.client.phone'), value: client.phone ?? notProvided },
          { label: t('adminRecords.client.company'), value: client.company ?? notProvided },
          { label: t('adminRecords.client.joined'), value: formatPostDate(client.joinedAt, i18n.language) },
          {
            label: t('adminRecords.client.paymentsReceived'),
            value: formatPence(client.paymentsReceivedPence),
          },
          {
            label: t('adminRecords.client.portal'),
            value: t(client.hasSignedIn ? 'adminRecords.client.signedIn' : 'adminRecords.client.notSignedIn'),
          },
        ]}
      />
    </DetailSection>
  );
}
