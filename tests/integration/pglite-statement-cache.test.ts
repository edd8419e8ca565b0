import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementCachingPGlite } from '#infrastructure/orm/statement-caching-pglite.ts';

let pglite: StatementCachingPGlite;
beforeAll(async () => {
  pglite = new StatementCachingPGlite();
  await pglite.waitReady;
  await pglite.exec(`create table notes (id int primary key, body text, written timestamptz, tags text[]);
    insert into notes values (1, 'first', '2025-06-02T09:00:00Z', '{a,b}'), (2, null, null, '{}')`);
});
afterAll(() => pglite.close());

const kept = async () =>
  (
    await pglite.query<{ statement: string }>('select statement from pg_prepared_statements', [], {})
  ).rows.map((row) => row.statement);
const NOTES = 'select id, body, written, tags from notes order by id';

describe('PGlite with a statement cache', () => {
  it('keeps a select as a prepared statement the second time, with the same rows as PGlite gives', async () => {
    const asPgliteGives = await pglite.query(NOTES, [], { parsers: {} });
    const first = await pglite.query(NOTES);
    expect(await kept()).not.toContain(NOTES);
    const second = await pglite.query(NOTES, [], { rowMode: 'object' });
    expect(await kept()).toContain(NOTES);
    const third = await pglite.query(NOTES);
    for (const result of [first, second, third]) {
      expect(result.rows).toEqual(asPgliteGives.rows);
      expect(result.fields).toEqual(asPgliteGives.fields);
    }
    expect(third.rows[0]).toEqual({
      id: 1,
      body: 'first',
      written: new Date('2025-06-02T09:00:00Z'),
      tags: ['a', 'b'],
    });
  });

  it('plans a kept statement again when the table under it changes', async () => {
    const sql = 'select * from notes where id = 1';
    await pglite.query(sql);
    await pglite.query(sql);
    await pglite.exec('alter table notes add column pinned boolean not null default false');
    expect((await pglite.query(sql)).rows[0]).toMatchObject({ id: 1, pinned: false });
  });

  it("throws the database's own error, with its code and the statement", async () => {
    const sql = 'select 1 / (id - 1) from notes order by id';
    for (let attempt = 0; attempt < 3; attempt++)
      await expect(pglite.query(sql)).rejects.toMatchObject({ code: '22012', query: sql });
    expect((await pglite.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 2 }]);
  });

  it('leaves statements with parameters and writes to PGlite', async () => {
    const insert = "insert into notes (id, body) values (3, 'third')";
    expect((await pglite.query(insert)).affectedRows).toBe(1);
    expect((await pglite.query('select body from notes where id = $1', [3])).rows).toEqual([
      { body: 'third' },
    ]);
    expect(await kept()).not.toContain(insert);
  });

  it('keeps a with that only reads, and leaves one that writes to PGlite', async () => {
    const reads = 'with found as (select id from notes where id < 3) select count(*)::int as n from found';
    for (let sent = 0; sent < 2; sent++) expect((await pglite.query(reads)).rows).toEqual([{ n: 2 }]);
    expect(await kept()).toContain(reads);
    const writes =
      "with added as (insert into notes (id, body) values (4, 'fourth') returning id) select id from added";
    expect((await pglite.query(writes)).rows).toEqual([{ id: 4 }]);
    const again = 'with removed as (delete from notes where id = 4 returning id) select id from removed';
    for (let sent = 0; sent < 2; sent++) await pglite.query(again);
    expect(await kept()).not.toContain(again);
  });
});
