import { p } from '@mikro-orm/core';

/** A point in time: every table keeps its times as `timestamptz`. */
export const timestamp = () => p.datetime().columnType('timestamptz');

/** Set when the row is made: by the database for rows written in SQL, by the ORM for its own. */
export const timestampOnCreate = () =>
  timestamp()
    .defaultRaw('now()')
    .onCreate(() => new Date());

/** Set when the row is made and again each time the ORM changes it (`updated_at`). */
export const timestampOnWrite = () => timestampOnCreate().onUpdate(() => new Date());
