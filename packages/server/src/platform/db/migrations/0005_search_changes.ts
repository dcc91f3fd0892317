import { type Kysely, sql } from 'kysely';

/*
 * docs/decisions/019-search-cache.md: every committed change that can alter a public doctor search
 * page sends `NOTIFY tabib_search`, whoever made it (this server, another worker or server, the back
 * office, a SQL console). PostgreSQL delivers a notification only when its transaction commits, and
 * folds identical ones of one transaction into one.
 * Row-level triggers, so a statement that changes no row (the payment-hold release finding nothing)
 * does not clear every cache. `users` only for the columns a search result shows or filters on: a
 * login's `last_login_at` must not.
 */
const watched: { table: string; events: string }[] = [
  { table: 'rdvs', events: 'INSERT OR DELETE OR UPDATE OF doctor_id, date, end_date, status' },
  { table: 'working_hours', events: 'INSERT OR UPDATE OR DELETE' },
  { table: 'doctors', events: 'INSERT OR UPDATE OR DELETE' },
  { table: 'users', events: 'DELETE OR UPDATE OF first_name, last_name, email, phone, photo_url, blocked' },
  { table: 'specialties', events: 'INSERT OR UPDATE OR DELETE' },
  { table: 'locations', events: 'INSERT OR UPDATE OR DELETE' },
];

const up: string[] = [
  `CREATE FUNCTION tabib_search_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ BEGIN PERFORM pg_notify('tabib_search', ''); RETURN NULL; END $$`,
  ...watched.map(
    ({ table, events }) =>
      `CREATE TRIGGER ${table}_search_changed AFTER ${events} ON ${table}
        FOR EACH ROW EXECUTE FUNCTION tabib_search_changed()`,
  ),
];

const down: string[] = [
  ...watched.map(({ table }) => `DROP TRIGGER IF EXISTS ${table}_search_changed ON ${table}`),
  `DROP FUNCTION IF EXISTS tabib_search_changed()`,
];

export const searchChanges = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
