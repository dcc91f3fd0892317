import type { ColumnType } from 'kysely';

/* How Kysely reads and writes the columns the tables share (schema.ts says why). */

/** Defaults to now() on insert; read as a Date. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
export type Json<T> = ColumnType<T, string, string>;
/** A jsonb column with a default, so an insert may leave it out. */
export type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;
export type WithDefault<T> = ColumnType<T, T | undefined, T>;
