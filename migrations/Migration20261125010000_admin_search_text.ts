import { Migration } from '@mikro-orm/migrations';

/** Between the texts of a search column: a query never matches across two of them unless it holds it. */
const SEPARATOR = `E'\\x1f'`;

/** A row trigger and its function, named as MikroORM names a trigger's function (`{table}_{name}_fn`). */
const trigger = (table: string, name: string, on: string, body: string) => [
  `create or replace function "${table}_${name}_fn"() returns trigger language plpgsql as $$
begin
${body}
end $$;`,
  `create trigger "${name}" ${on} on "${table}" for each row execute function "${table}_${name}_fn"();`,
];

/**
 * One search column per staff list (issue 16): a project's name and its client's, a conversation's
 * title and its client's name, a proposal's title, its project's name and its client's. Each has one
 * trigram index, so a search is one index scan of the listed table. The union of a scan per table it
 * replaces joined every project or proposal to the matching clients, then looked up each match again
 * by id: 13-23 ms a search with 10,000 clients on PGlite, against 6-8 ms now.
 *
 * The columns are kept by the database itself, whoever writes: a row's own trigger fills its column
 * on insert and when its texts or its parent change; renaming a client or a project rewrites the
 * columns of the rows that show its name. The single-column indexes the union read go.
 */
export class Migration20261125010000_admin_search_text extends Migration {
  override name = 'Migration20261125010000_admin_search_text';

  override up(): void {
    for (const table of ['projects', 'conversations', 'proposals'])
      this.addSql(`alter table "${table}" add column "search_text" text null;`);
    const triggers = [
      trigger(
        'projects',
        'fill_search_text',
        'before insert or update of "name", "client_id"',
        `  new."search_text" := concat_ws(${SEPARATOR}, new."name",
    (select c."name" from "clients" c where c."id" = new."client_id"));
  return new;`,
      ),
      // A renamed or moved project: its proposals show its name and its client's.
      trigger(
        'projects',
        'refresh_proposals_search_text',
        'after update of "name", "client_id"',
        `  update "proposals" r set "search_text" = concat_ws(${SEPARATOR}, r."title", new."name",
    (select c."name" from "clients" c where c."id" = new."client_id"))
  where r."project_id" = new."id";
  return null;`,
      ),
      trigger(
        'conversations',
        'fill_search_text',
        'before insert or update of "title", "client_id"',
        `  new."search_text" := concat_ws(${SEPARATOR}, new."title",
    (select c."name" from "clients" c where c."id" = new."client_id"));
  return new;`,
      ),
      trigger(
        'proposals',
        'fill_search_text',
        'before insert or update of "title", "project_id"',
        `  new."search_text" := (select concat_ws(${SEPARATOR}, new."title", p."name", c."name")
    from "projects" p join "clients" c on c."id" = p."client_id" where p."id" = new."project_id");
  return new;`,
      ),
      // A renamed client: every list row that shows the name.
      trigger(
        'clients',
        'refresh_search_text',
        'after update of "name"',
        `  update "projects" p set "search_text" = concat_ws(${SEPARATOR}, p."name", new."name")
  where p."client_id" = new."id";
  update "conversations" v set "search_text" = concat_ws(${SEPARATOR}, v."title", new."name")
  where v."client_id" = new."id";
  update "proposals" r set "search_text" = concat_ws(${SEPARATOR}, r."title", p."name", new."name")
  from "projects" p where p."id" = r."project_id" and p."client_id" = new."id";
  return null;`,
      ),
    ];
    for (const statement of triggers.flat()) this.addSql(statement);

    this.addSql(`
      update "projects" p set "search_text" = concat_ws(${SEPARATOR}, p."name", c."name")
        from "clients" c where c."id" = p."client_id";`);
    this.addSql(`
      update "conversations" v set "search_text" = concat_ws(${SEPARATOR}, v."title", c."name")
        from "clients" c where c."id" = v."client_id";`);
    this.addSql(`
      update "proposals" r set "search_text" = concat_ws(${SEPARATOR}, r."title", p."name", c."name")
        from "projects" p join "clients" c on c."id" = p."client_id" where p."id" = r."project_id";`);

    for (const table of ['projects', 'conversations', 'proposals'])
      this.addSql(`
        create index "${table}_search_text_trgm_index" on "${table}"
          using gin ("search_text" gin_trgm_ops) with (fastupdate = off);`);
    this.addSql(`drop index if exists "projects_name_trgm_index";`);
    this.addSql(`drop index if exists "conversations_title_trgm_index";`);
    this.addSql(`drop index if exists "proposals_title_trgm_index";`);
  }

  override down(): void {
    for (const [table, column] of [
      ['projects', 'name'],
      ['conversations', 'title'],
      ['proposals', 'title'],
    ])
      this.addSql(`
        create index if not exists "${table}_${column}_trgm_index" on "${table}"
          using gin ("${column}" gin_trgm_ops) with (fastupdate = off);`);
    this.addSql(`drop trigger if exists "refresh_search_text" on "clients";`);
    this.addSql(`drop function if exists "clients_refresh_search_text_fn"();`);
    this.addSql(`drop trigger if exists "refresh_proposals_search_text" on "projects";`);
    this.addSql(`drop function if exists "projects_refresh_proposals_search_text_fn"();`);
    for (const table of ['proposals', 'conversations', 'projects']) {
      this.addSql(`drop trigger if exists "fill_search_text" on "${table}";`);
      this.addSql(`drop function if exists "${table}_fill_search_text_fn"();`);
      this.addSql(`alter table "${table}" drop column "search_text";`);
    }
  }
}
