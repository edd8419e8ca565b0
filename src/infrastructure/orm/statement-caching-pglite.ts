import { PGlite, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize, messages: backend } = protocol;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];
type Field = { name: string; dataTypeID: number };

/** Statements kept planned at once; past this, the least recently used is closed. */
const STATEMENT_CAPACITY = 200;
/** Texts remembered as seen once, so a statement is prepared the second time it is sent. */
const SEEN_CAPACITY = 1000;
const SELECT = /^\s*select\b/i;
/** A `with` reads like a select unless one of its statements writes (a false alarm only skips the cache). */
const WITH = /^\s*with\b/i;
const WRITE = /\b(insert|update|delete|merge)\b/i;
/** PostgreSQL refuses a kept plan whose columns changed under it (a migration altered a table). */
const CHANGED_RESULT_TYPE = '0A000';

/**
 * PGlite with a statement cache, as PostgreSQL drivers keep one (pgx, pgjdbc). MikroORM sends every
 * statement with its values written in, and PGlite parses and plans each one it receives: on the
 * blog list, planning was two thirds of the query's time. A read (`select`, or `with` that writes
 * nothing) sent a second time is kept as a
 * named prepared statement, then only bound and executed. Each statement also goes to the database
 * in one message instead of five (parse, describe, bind, describe, execute), and its rows are read
 * here: PGlite's own reader copies its map of about 340 type parsers for every query, which cost as
 * much as running a small one. Statements with parameters or options, and everything inside a
 * transaction, take PGlite's own path unchanged.
 */
export class StatementCachingPGlite extends PGlite {
  /** Statement name by SQL text, least recently used first. */
  readonly #prepared = new Map<string, string>();
  readonly #seenOnce = new Set<string>();
  #statementCount = 0;

  override async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const plain = !options || (Object.keys(options).length === 1 && options.rowMode === 'object');
    const read = SELECT.test(sql) || (WITH.test(sql) && !WRITE.test(sql));
    if ((params && params.length > 0) || !plain || !read) return super.query(sql, params, options);
    // The same locks as PGlite's own `query`: after any open transaction, one statement at a time.
    await this._checkReady();
    return this._runExclusiveTransaction(() => this.runExclusive(() => this.#select<T>(sql)));
  }

  async #select<T>(sql: string): Promise<Results<T>> {
    const known = this.#prepared.get(sql);
    let preparing: string | undefined;
    try {
      if (known !== undefined) {
        this.#prepared.delete(sql);
        this.#prepared.set(sql, known);
        return await this.#run<T>([], known);
      }
      if (!this.#seenOnce.delete(sql)) {
        this.#remember(sql);
        return await this.#run<T>([serialize.parse({ text: sql })], '');
      }
      preparing = `cached_${++this.#statementCount}`;
      const results = await this.#run<T>(
        [...this.#evictOne(), serialize.parse({ name: preparing, text: sql })],
        preparing,
      );
      this.#prepared.set(sql, preparing);
      return results;
    } catch (error) {
      if (preparing)
        await this.execProtocol(concat([serialize.close({ type: 'S', name: preparing }), serialize.sync()]));
      if (known !== undefined && (error as { code?: unknown }).code === CHANGED_RESULT_TYPE) {
        this.#prepared.delete(sql);
        return this.#run<T>(
          [serialize.close({ type: 'S', name: known }), serialize.parse({ text: sql })],
          '',
        );
      }
      throw Object.assign(error as Error, { query: sql, params: [] });
    }
  }

  async #run<T>(before: Uint8Array[], statement: string): Promise<Results<T>> {
    const { messages } = await this.execProtocol(
      concat([
        ...before,
        serialize.bind({ statement }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    await this.syncToFs();
    return this.#results<T>(messages);
  }

  #results<T>(messages: BackendMessage[]): Results<T> {
    let fields: Field[] = [];
    let parse: Array<((value: string, typeId: number) => unknown) | undefined> = [];
    const rows: Record<string, unknown>[] = [];
    for (const message of messages) {
      if (message instanceof backend.RowDescriptionMessage) {
        fields = message.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
        parse = fields.map((field) => this.parsers[field.dataTypeID]);
      } else if (message instanceof backend.DataRowMessage) {
        const row: Record<string, unknown> = {};
        message.fields.forEach((value: string | null, index) => {
          const field = fields[index] as Field;
          const parser = parse[index];
          row[field.name] = value === null || !parser ? value : parser(value, field.dataTypeID);
        });
        rows.push(row);
      }
    }
    return { rows: rows as Results<T>['rows'], fields, affectedRows: 0 };
  }

  #remember(sql: string) {
    if (this.#seenOnce.size >= SEEN_CAPACITY)
      this.#seenOnce.delete(this.#seenOnce.values().next().value as string);
    this.#seenOnce.add(sql);
  }

  #evictOne(): Uint8Array[] {
    if (this.#prepared.size < STATEMENT_CAPACITY) return [];
    const [sql, name] = this.#prepared.entries().next().value as [string, string];
    this.#prepared.delete(sql);
    return [serialize.close({ type: 'S', name })];
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}
