// Over 300 lines: X, one statement each, sharing the paging, search and sort helpers at the top.
import type {
  ClientSort,
  ConversationSort,
  ProjectSort,
} from '#application/client-records/admin-list-schemas.ts';
import type {
  AdminClientRow,
  AdminConversationRow,
  AdminCounts,
  AdminListsRepository,
  AdminProjectRow,
  AdminProposalSummary,
  ListResult,
} from '#application/client-records/ports.ts';
import type { AdminListQuery, SortDirection } from '#application/shared/admin-list.ts';
import type { ProjectStatus } from '#domain/clients/project.ts';
import type { UnitOfWork } from '../database.ts';
import { pageWithTotal, searchOf } from '../page-with-total.ts';
import { containsPattern, runSql } from '../sql.ts';

/**
 * The staff's reads across every client are named SQL: counts and sums over whole tables, a search
 * that reads one trigram-indexed column holding a row's texts and its client's name (`searchOf`,
 * migration `admin_search_text`), per-row counts (projects, messages, unread) computed for the page's
 * 25 rows only, and plain rows for the use cases. The ORM's QueryBuilder can say neither the
 * correlated counts nor `nulls last` without raw fragments anyway; entities would be hydrated only to
 * be copied into the same plain rows. The sort column and direction come from fixed maps below, never
 * from the input's text.
 */
const dirSql = (dir: SortDirection) => (dir === 'asc' ? 'asc' : 'desc');

const CLIENT_ORDER: Record<ClientSort, string> = {
  joined: 'c."created_at"',
  name: 'c."name"',
  email: 'c."email"',
  company: 'c."company"',
  balance: 'c."payments_received"',
  projects: '"projects_count"',
};

const PROJECT_ORDER: Record<ProjectSort, string> = {
  created: 'p."created_at"',
  name: 'p."name"',
  client: 'c."name"',
  status: 'p."status"',
};

const CONVERSATION_ORDER: Record<ConversationSort, string> = {
  last_message: 'v."last_message_at"',
  title: 'v."title"',
  client: 'c."name"',
  project: 'p."name"',
};

interface ClientSqlRow {
  id: string;
  name: string;
  email: string;
  company: string | null;
  created_at: Date | string;
  payments_received: number;
  projects_count: number | string;
  has_account: boolean;
}

interface ProjectSqlRow {
  id: string;
  name: string;
  client_id: string;
  client_name: string;
  status: ProjectStatus;
  verification: string;
  created_at: Date | string;
}

interface ConversationSqlRow {
  id: string;
  title: string;
  client_id: string;
  client_name: string;
  project_id: string | null;
  project_name: string | null;
  last_message_at: Date | string | null;
  messages_count: number | string;
  unread_count: number | string;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

const toClientRow = (row: ClientSqlRow): AdminClientRow => ({
  id: row.id,
  name: row.name,
  email: row.email,
  company: row.company,
  createdAt: toDate(row.created_at),
  paymentsReceivedPence: Number(row.payments_received),
  projectsCount: Number(row.projects_count),
  hasAccount: row.has_account,
});

const toProjectRow = (row: ProjectSqlRow): AdminProjectRow => ({
  id: row.id,
  name: row.name,
  clientId: row.client_id,
  clientName: row.client_name,
  status: row.status,
  unverified: row.verification === 'unverified',
  createdAt: toDate(row.created_at),
});

const toConversationRow = (row: ConversationSqlRow): AdminConversationRow => ({
  id: row.id,
  title: row.title,
  clientId: row.client_id,
  clientName: row.client_name,
  projectId: row.project_id,
  projectName: row.project_name,
  lastMessageAt: row.last_message_at === null ? null : toDate(row.last_message_at),
  messagesCount: Number(row.messages_count),
  unreadCount: Number(row.unread_count),
});

const CLIENT_COLUMNS = `c."id", c."name", c."email", c."company", c."created_at", c."payments_received",
  (c."user_id" is not null) as "has_account"`;
const PROJECTS_COUNT = `(select count(*) from "projects" x where x."client_id" = c."id")`;

const PROJECT_COLUMNS = `p."id", p."name", p."client_id", c."name" as "client_name", p."status",
  p."verification", p."created_at"`;

// The counts read the page's conversations only; "unread" is the client's messages the owner has not read.
const CONVERSATION_COLUMNS = `v."id", v."title", v."client_id", c."name" as "client_name",
  v."project_id", p."name" as "project_name", v."last_message_at",
  (select count(*) from "conversation_messages" m where m."conversation_id" = v."id") as "messages_count",
  (select count(*) from "conversation_messages" m
    where m."conversation_id" = v."id" and m."author" = 'client' and m."read_at" is null) as "unread_count"`;
const CONVERSATION_FROM = `from "conversations" v join "clients" c on c."id" = v."client_id"
  left join "projects" p on p."id" = v."project_id"`;

export class OrmAdminListsRepository implements AdminListsRepository {
  private readonly em: UnitOfWork;

  constructor(em: UnitOfWork) {
    this.em = em;
  }

  private sql<Row>(query: string, params: unknown[] = []) {
    return runSql<Row>(this.em, query, params);
  }

  async counts(): Promise<AdminCounts> {
    const [row] = await this.sql<{ clients: string; active: string; pending: string }>(
      `select (select count(*) from "clients") as "clients",
        (select count(*) from "projects" where "status" = 'active') as "active",
        (select count(*) from "proposals" where "status" in ('sent', 'client_reviewing')) as "pending"`,
    );
    return {
      clients: Number(row?.clients ?? 0),
      activeProjects: Number(row?.active ?? 0),
      pendingProposals: Number(row?.pending ?? 0),
    };
  }

  async approvedProposalsTotal(): Promise<number> {
    const [row] = await this.sql<{ total: string | null }>(
      `select sum("total_amount") as "total" from "proposals" where "status" in ('approved', 'locked')`,
    );
    return Number(row?.total ?? 0);
  }

  async creditsSince(from: Date): Promise<number> {
    const [row] = await this.sql<{ total: string | null }>(
      `select sum("amount") as "total" from "account_transactions" where "type" = 'credit' and "created_at" >= ?`,
      [from],
    );
    return Number(row?.total ?? 0);
  }

  async recentClients(limit: number): Promise<AdminClientRow[]> {
    const rows = await this.sql<ClientSqlRow>(
      `select ${CLIENT_COLUMNS}, ${PROJECTS_COUNT} as "projects_count"
       from "clients" c order by c."created_at" desc, c."id" desc limit ?`,
      [limit],
    );
    return rows.map(toClientRow);
  }

  async recentProjects(limit: number): Promise<AdminProjectRow[]> {
    const rows = await this.sql<ProjectSqlRow>(
      `select ${PROJECT_COLUMNS} from "projects" p join "clients" c on c."id" = p."client_id"
       order by p."created_at" desc, p."id" desc limit ?`,
      [limit],
    );
    return rows.map(toProjectRow);
  }

  async recentPendingProposals(limit: number): Promise<AdminProposalSummary[]> {
    const rows = await this.sql<{
      id: string;
      title: string;
      client_name: string;
      total_amount: number;
      status: AdminProposalSummary['status'];
      created_at: Date | string;
    }>(
      `select r."id", r."title", c."name" as "client_name", r."total_amount", r."status", r."created_at"
       from "proposals" r join "projects" p on p."id" = r."project_id" join "clients" c on c."id" = p."client_id"
       where r."id" = any(array(select "id" from "proposals" where "status" in ('sent', 'client_reviewing')
         order by "created_at" desc, "id" desc limit ?))
       order by r."created_at" desc, r."id" desc`,
      [limit],
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      clientName: row.client_name,
      totalAmountPence: Number(row.total_amount),
      status: row.status,
      createdAt: toDate(row.created_at),
    }));
  }

  async recentConversations(limit: number): Promise<AdminConversationRow[]> {
    const rows = await this.sql<ConversationSqlRow>(
      `select ${CONVERSATION_COLUMNS} ${CONVERSATION_FROM}
       order by v."last_message_at" desc nulls last, v."id" desc limit ?`,
      [limit],
    );
    return rows.map(toConversationRow);
  }

  async listClients(query: AdminListQuery<ClientSort>): Promise<ListResult<AdminClientRow>> {
    const pattern = containsPattern(query.q);
    const matched = query.q
      ? {
          sql: `select "id" from "clients" where "name" ilike ? or "email" ilike ? or "company" ilike ?`,
          params: [pattern, pattern, pattern],
        }
      : undefined;
    const where = matched ? `where c."id" in (select "id" from "matched")` : '';
    const dir = dirSql(query.dir);
    // Only a sort by the projects count needs it for every client; otherwise the page's rows count theirs.
    const counted = query.sort === 'projects';
    // One grouped pass over the projects instead of a count per client.
    const from = counted
      ? `from (select c.*, coalesce(n."count", 0) as "projects_count" from "clients" c
          left join (select "client_id", count(*) as "count" from "projects" group by 1) n on n."client_id" = c."id"
          ${where}) c`
      : `from "clients" c ${where}`;
    const order = `${CLIENT_ORDER[query.sort]} ${dir}${query.sort === 'company' ? ' nulls last' : ''}, c."id" ${dir}`;
    // The page's ids first, then its columns: the rows skipped on the way to page 200 are never counted.
    const { rows, total } = await pageWithTotal<ClientSqlRow>(this.em, {
      matched,
      columns: `${CLIENT_COLUMNS}, ${PROJECTS_COUNT} as "projects_count"`,
      rest: {
        sql: `from "clients" c
          where c."id" = any(array(select c."id" ${from} order by ${order} limit ? offset ?))
          order by ${order.replace('"projects_count"', PROJECTS_COUNT)}`,
        params: [query.limit, query.offset],
      },
      count: {
        sql: matched ? `select count(*) from "matched"` : `select count(*) from "clients"`,
        params: [],
      },
    });
    return { rows: rows.map(toClientRow), total };
  }

  async listProjects(
    query: AdminListQuery<ProjectSort> & { status?: ProjectStatus | undefined },
  ): Promise<ListResult<AdminProjectRow>> {
    const matched = searchOf(query.q, `"id", "client_id", "name", "status", "created_at" from "projects"`);
    const where = query.status ? 'where p."status" = ?' : '';
    const params = query.status ? [query.status] : [];
    // The client is joined only to sort by its name: walking to page 600 through the join cost 15,000 lookups.
    const source = matched ? '"matched"' : '"projects"';
    const from = `from ${source} p ${query.sort === 'client' ? 'join "clients" c on c."id" = p."client_id"' : ''} ${where}`;
    const dir = dirSql(query.dir);
    const order = `${PROJECT_ORDER[query.sort]} ${dir}, p."id" ${dir}`;
    // The page's ids first, then its columns (as for the clients).
    const { rows, total } = await pageWithTotal<ProjectSqlRow>(this.em, {
      matched,
      columns: PROJECT_COLUMNS,
      rest: {
        sql: `from "projects" p join "clients" c on c."id" = p."client_id"
          where p."id" = any(array(select p."id" ${from} order by ${order} limit ? offset ?))
          order by ${order}`,
        params: [...params, query.limit, query.offset],
      },
      count: { sql: `select count(*) from ${source} p ${where}`, params },
    });
    return { rows: rows.map(toProjectRow), total };
  }

  async listConversations(
    query: AdminListQuery<ConversationSort>,
  ): Promise<ListResult<AdminConversationRow>> {
    const matched = searchOf(
      query.q,
      `"id", "title", "client_id", "project_id", "last_message_at" from "conversations"`,
    );
    const dir = dirSql(query.dir);
    const order = `${CONVERSATION_ORDER[query.sort]} ${dir} nulls last, v."id" ${dir}`;
    // Only a sort by client or project joins their tables on the way to the page (as for the projects).
    const sortJoin = {
      last_message: '',
      title: '',
      client: 'join "clients" c on c."id" = v."client_id"',
      project: 'left join "projects" p on p."id" = v."project_id"',
    }[query.sort];
    // The page's ids first, then its columns: the messages of skipped conversations are never counted.
    const { rows, total } = await pageWithTotal<ConversationSqlRow>(this.em, {
      matched,
      columns: CONVERSATION_COLUMNS,
      rest: {
        sql: `${CONVERSATION_FROM}
          where v."id" = any(array(select v."id" from ${matched ? '"matched"' : '"conversations"'} v ${sortJoin}
            order by ${order} limit ? offset ?))
          order by ${order}`,
        params: [query.limit, query.offset],
      },
      count: {
        sql: `select count(*) from ${matched ? '"matched"' : '"conversations"'}`,
        params: [],
      },
    });
    return { rows: rows.map(toConversationRow), total };
  }
}
