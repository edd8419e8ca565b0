import type { StaffProjectRowDto, StaffProposalRowDto } from '#application/client-records/records-schemas.ts';
import type { PortalTransactionDto } from '#application/clients/transaction-schemas.ts';
import type { PortalConversationDto } from '#application/portal/schemas.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatPence, formatPostDate, formatSignedPence } from '../../lib/format.ts';
import { ProjectStatusBadge, ProposalStatusBadge, UnverifiedBadge } from '../portal/StatusBadge.tsx';
import { type AdminColumn, AdminTable } from '../ui/AdminTable.tsx';
import { classNames } from '../ui/class-names.ts';
import { RecordLink } from './RecordLink.tsx';
import { conversationUrl, projectUrl, proposalUrl } from './urls.ts';

interface TableProps<Row> {
  rows: Row[];
  /** The table's name for screen readers (the section's heading says it to the eye). */
  caption: string;
  empty: string;
}

/** A record page's compact table, one row per record (keyed by its id). */
function RecordTable<Row extends { id: string }>({
  columns,
  scrollLabel,
  ...table
}: TableProps<Row> & { columns: AdminColumn<Row>[]; scrollLabel?: string }) {
  return (
    <AdminTable
      compact
      {...table}
      rowKey={(row) => row.id}
      columns={columns}
      {...(scrollLabel && { scrollLabel })}
    />
  );
}

/** A column of dates, in the reader's language. */
function dateColumn<Row>(
  key: string,
  header: string,
  date: (row: Row) => string,
  language: string,
): AdminColumn<Row> {
  return { key, header, cell: (row) => formatPostDate(date(row), language) };
}

export function ProjectsTable({ rows, caption, empty }: TableProps<StaffProjectRowDto>) {
  const { t, i18n } = useTranslation();
  return (
    <RecordTable<StaffProjectRowDto>
      caption={caption}
      empty={empty}
      rows={rows}
      columns={[
        {
          key: 'name',
          header: t('adminRecords.table.project'),
          rowHeader: true,
          cell: (row) => <RecordLink href={projectUrl(row.id)}>{row.name}</RecordLink>,
        },
        {
          key: 'status',
          header: t('adminRecords.table.status'),
          cell: (row) => (
            <span className="flex flex-wrap gap-1.5">
              <ProjectStatusBadge status={row.status} />
              {row.unverified && <UnverifiedBadge />}
            </span>
          ),
        },
        dateColumn<StaffProjectRowDto>(
          'created',
          t('adminRecords.table.created'),
          (row) => row.createdAt,
          i18n.language,
        ),
      ]}
    />
  );
}

export function ProposalsTable({ rows, caption, empty }: TableProps<StaffProposalRowDto>) {
  const { t, i18n } = useTranslation();
  return (
    <RecordTable<StaffProposalRowDto>
      caption={caption}
      empty={empty}
      rows={rows}
      columns={[
        {
          key: 'title',
          header: t('adminRecords.table.proposal'),
          rowHeader: true,
          cell: (row) => (
            <>
              {row.title}
              <span className="block text-xs font-normal text-stone-500">
                {t('adminRecords.table.forProject', { project: row.projectName })}
              </span>
            </>
          ),
        },
        {
          key: 'status',
          header: t('adminRecords.table.status'),
          cell: (row) => <ProposalStatusBadge status={row.status} />,
        },
        {
          key: 'amount',
          header: t('adminRecords.table.amount'),
          align: 'right',
          className: 'tabular-nums',
          cell: (row) => formatPence(row.totalAmountPence),
        },
        dateColumn<StaffProposalRowDto>(
          'created',
          t('adminRecords.table.created'),
          (row) => row.createdAt,
          i18n.language,
        ),
        {
          key: 'view',
          header: t('adminRecords.table.view'),
          align: 'right',
          cell: (row) => (
            <a
              href={proposalUrl(row.id)}
              className="inline-flex rounded-md px-2 py-1 text-lg leading-none text-amber-800 hover:bg-amber-50"
            >
              <span aria-hidden="true">→</span>
              <span className="sr-only">{t('adminRecords.project.viewProposal', { title: row.title })}</span>
            </a>
          ),
        },
      ]}
    />
  );
}

export function ConversationsTable({ rows, caption, empty }: TableProps<PortalConversationDto>) {
  const { t, i18n } = useTranslation();
  return (
    <RecordTable<PortalConversationDto>
      caption={caption}
      empty={empty}
      rows={rows}
      columns={[
        {
          key: 'title',
          header: t('adminRecords.table.conversation'),
          rowHeader: true,
          cell: (row) => (
            <>
              <RecordLink href={conversationUrl(row.id)}>
                {row.title || t('adminRecords.project.untitled')}
              </RecordLink>
              <span className="block text-xs font-normal text-stone-500">
                {t('adminRecords.project.messages', { count: row.messageCount })}
              </span>
            </>
          ),
        },
        {
          key: 'last',
          header: t('adminRecords.table.lastMessage'),
          cell: (row) =>
            row.lastMessageAt
              ? formatPostDate(row.lastMessageAt, i18n.language)
              : t('adminRecords.table.noMessages'),
        },
      ]}
    />
  );
}

export function TransactionsTable({ rows, caption, empty }: TableProps<PortalTransactionDto>) {
  const { t, i18n } = useTranslation();
  return (
    <RecordTable<PortalTransactionDto>
      caption={caption}
      scrollLabel={caption}
      empty={empty}
      rows={rows}
      columns={[
        {
          key: 'description',
          header: t('adminRecords.table.description'),
          rowHeader: true,
          className: 'break-words',
          cell: (row) => row.description,
        },
        dateColumn<PortalTransactionDto>(
          'date',
          t('adminRecords.table.date'),
          (row) => row.createdAt,
          i18n.language,
        ),
        {
          key: 'amount',
          header: t('adminRecords.table.amount'),
          align: 'right',
          cell: (row) => (
            <span
              data-testid="transaction-amount"
              className={classNames(
                'font-semibold tabular-nums',
                row.signedAmountPence < 0 ? 'text-red-700' : 'text-green-800',
              )}
            >
              {formatSignedPence(row.signedAmountPence)}
            </span>
          ),
        },
        {
          key: 'balance',
          header: t('adminRecords.table.balanceAfter'),
          align: 'right',
          className: 'tabular-nums',
          cell: (row) => formatPence(row.balanceAfterPence),
        },
      ]}
    />
  );
}
