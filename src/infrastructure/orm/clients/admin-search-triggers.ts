/**
 * The triggers of migration `admin_search_text`, per table, for the entities to declare: they keep
 * each staff list's `search_text` (a project's name and its client's; a conversation's title and its
 * client's name; a proposal's title, its project's name and its client's), so a search is one trigram
 * index scan of the listed table. Given as raw DDL (MikroORM's `expression`), since a trigger that
 * fires only when some columns change (`update of`) has no other form; MikroORM then knows them by
 * name and leaves them in place. Each function is named as MikroORM names a trigger's function.
 */
const SEPARATOR = `E'\\x1f'`;

const trigger = (table: string, name: string, timing: 'before' | 'after', body: string, on: string) => ({
  name,
  timing,
  events: timing === 'before' ? ['insert' as const, 'update' as const] : ['update' as const],
  expression: `create or replace function "${table}_${name}_fn"() returns trigger language plpgsql as $$
begin
${body}
end $$;
create trigger "${name}" ${on} on "${table}" for each row execute function "${table}_${name}_fn"();`,
});

const fillSearchText = (table: string, body: string, columns: string) =>
  trigger(table, 'fill_search_text', 'before', body, `before insert or update of ${columns}`);

export const PROJECT_SEARCH_TRIGGERS = [
  fillSearchText(
    'projects',
    `  new."search_text" := concat_ws(${SEPARATOR}, new."name",
    (select c."name" from "clients" c where c."id" = new."client_id"));
  return new;`,
    '"name", "client_id"',
  ),
  // A renamed or moved project: its proposals show its name and its client's.
  trigger(
    'projects',
    'refresh_proposals_search_text',
    'after',
    `  update "proposals" r set "search_text" = concat_ws(${SEPARATOR}, r."title", new."name",
    (select c."name" from "clients" c where c."id" = new."client_id"))
  where r."project_id" = new."id";
  return null;`,
    `after update of "name", "client_id"`,
  ),
];

export const CONVERSATION_SEARCH_TRIGGERS = [
  fillSearchText(
    'conversations',
    `  new."search_text" := concat_ws(${SEPARATOR}, new."title",
    (select c."name" from "clients" c where c."id" = new."client_id"));
  return new;`,
    '"title", "client_id"',
  ),
];

export const PROPOSAL_SEARCH_TRIGGERS = [
  fillSearchText(
    'proposals',
    `  new."search_text" := (select concat_ws(${SEPARATOR}, new."title", p."name", c."name")
    from "projects" p join "clients" c on c."id" = p."client_id" where p."id" = new."project_id");
  return new;`,
    '"title", "project_id"',
  ),
];

/** A renamed client: every list row that shows the name. */
export const CLIENT_SEARCH_TRIGGERS = [
  trigger(
    'clients',
    'refresh_search_text',
    'after',
    `  update "projects" p set "search_text" = concat_ws(${SEPARATOR}, p."name", new."name")
  where p."client_id" = new."id";
  update "conversations" v set "search_text" = concat_ws(${SEPARATOR}, v."title", new."name")
  where v."client_id" = new."id";
  update "proposals" r set "search_text" = concat_ws(${SEPARATOR}, r."title", p."name", new."name")
  from "projects" p where p."id" = r."project_id" and p."client_id" = new."id";
  return null;`,
    `after update of "name"`,
  ),
];
