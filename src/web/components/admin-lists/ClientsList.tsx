import type { ClientRowDto, ClientSort } from '#application/client-records/admin-list-schemas.ts';
import type { AdminPageDto } from '#application/shared/admin-list.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatPence, formatPostDate } from '../../lib/format.ts';
import { AdminTable } from '../ui/AdminTable.tsx';
import { AdminFullList } from './AdminFullList.tsx';

export const ALL_CLIENTS_URL = '/admin/clients/all';

/** `/admin/clients/all`: every client, searched, sorted and paged on the server. */
export function ClientsList({ page }: { page: AdminPageDto<ClientRowDto, ClientSort> }) {
  const { t, i18n } = useTranslation();
  const sorts = (['joined', 'name', 'email', 'company', 'balance', 'projects'] as const).map((value) => ({
    value,
    label: t(`adminClients.allClients.${value}`),
  }));
  return (
    <AdminFullList
      basePath={ALL_CLIENTS_URL}
      title={t('adminClients.allClients.title')}
      state={page}
      searchLabel={t('adminClients.allClients.search')}
      sorts={sorts}
    >
      <AdminTable
        caption={t('adminClients.allClients.caption')}
        rows={page.rows}
        rowKey={(client) => client.id}
        empty={t('adminClients.allClients.empty')}
        columns={[
          {
            key: 'name',
            header: t('adminClients.allClients.name'),
            rowHeader: true,
            cell: (client) => (
              <a href={`/admin/clients/${client.id}`} className="hover:underline">
                {client.name}
              </a>
            ),
          },
          {
            key: 'email',
            header: t('adminClients.allClients.email'),
            className: 'break-all',
            cell: (c) => c.email,
          },
          {
            key: 'company',
            header: t('adminClients.allClients.company'),
            cell: (client) => client.company ?? t('adminClients.list.none'),
          },
          {
            key: 'joined',
            header: t('adminClients.allClients.joined'),
            className: 'whitespace-nowrap text-stone-600',
            cell: (client) => (
              <time dateTime={client.joinedAt}>{formatPostDate(client.joinedAt, i18n.language)}</time>
            ),
          },
          {
            key: 'balance',
            header: t('adminClients.allClients.balance'),
            align: 'right',
            className: 'whitespace-nowrap tabular-nums',
            cell: (client) => formatPence(client.paymentsReceivedPence),
          },
          {
            key: 'projects',
            header: t('adminClients.allClients.projects'),
            align: 'right',
            className: 'tabular-nums',
            cell: (client) => client.projectsCount,
          },
        ]}
      />
    </AdminFullList>
  );
}
