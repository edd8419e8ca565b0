/**
 * The indexes of migration `admin_list_indexes` (the staff's full lists and dashboards), per table,
 * for the entities to list, all as raw DDL: MikroORM matches an index given as an expression by name
 * only and has no option for an operator class or a WHERE clause; the btree ones follow suit so one
 * list per table can be spread into its entity's `indexes`.
 */
const trigram = (table: string, column: string) => {
  const name = `${table}_${column}_trgm_index`;
  return {
    name,
    expression: `create index "${name}" on "${table}" using gin ("${column}" gin_trgm_ops) with (fastupdate = off)`,
  };
};

const btree = (table: string, columns: string[], definition = columns.map((c) => `"${c}"`).join(', ')) => {
  const name = `${table}_${columns.join('_')}_index`;
  return { name, expression: `create index "${name}" on "${table}" (${definition})` };
};

export const CLIENT_LIST_INDEXES = [
  trigram('clients', 'name'),
  trigram('clients', 'email'),
  trigram('clients', 'company'),
  btree('clients', ['created_at', 'id']),
  btree('clients', ['name', 'id']),
];

export const PROJECT_LIST_INDEXES = [
  // The project's name and its client's (migration `admin_search_text` keeps the column).
  trigram('projects', 'search_text'),
  btree('projects', ['created_at', 'id']),
  btree('projects', ['status', 'created_at', 'id']),
  btree('projects', ['name', 'id']),
];

export const CONVERSATION_LIST_INDEXES = [
  trigram('conversations', 'search_text'),
  btree('conversations', ['last_message_at', 'id'], '"last_message_at" desc nulls last, "id" desc'),
];

export const TRANSACTION_LIST_INDEXES = [btree('account_transactions', ['type', 'created_at'])];

export const PROPOSAL_LIST_INDEXES = [trigram('proposals', 'search_text')];
