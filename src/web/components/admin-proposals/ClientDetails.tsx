import type { AdminProposalDetailDto } from '#application/proposals/schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { DetailSection, Facts } from './DetailSection.tsx';

/** Client Details: name and e-mail, phone and company when given. */
export function ClientDetails({ client }: { client: AdminProposalDetailDto['client'] }) {
  const { t } = useTranslation();
  return (
    <DetailSection title={t('adminProposals.detail.client')}>
      <Facts
        facts={[
          { label: t('adminProposals.detail.name'), value: client.name },
          {
            label: t('adminProposals.detail.email'),
            value: (
              <a
                href={`mailto:${client.email}`}
                className="text-amber-800 underline-offset-2 hover:underline"
              >
                {client.email}
              </a>
            ),
          },
          client.phone !== null && { label: t('adminProposals.detail.phone'), value: client.phone },
          client.company !== null && { label: t('adminProposals.detail.company'), value: client.company },
        ]}
      />
    </DetailSection>
  );
}
