import { type Kysely, sql } from 'kysely';

/*
 * docs/decisions/045 point 3: what a search sorts and filters doctors by, on `doctors` itself, so a page
 * orders its doctors from one index instead of joining every doctor of a specialty to `users` (at
 * 10,000 doctors, a hash join over every user: most of a page's time). The account's names and block
 * are copied by triggers, whoever writes them: on a doctor's insert from their user, on a user's update
 * to their doctor row. The copies are never written otherwise.
 */
const up: string[] = [
  `ALTER TABLE doctors
    ADD COLUMN user_last_name text NOT NULL DEFAULT '',
    ADD COLUMN user_first_name text NOT NULL DEFAULT '',
    ADD COLUMN user_blocked boolean NOT NULL DEFAULT false`,
  `UPDATE doctors d SET user_last_name = u.last_name, user_first_name = u.first_name, user_blocked = u.blocked
    FROM users u WHERE u.id = d.id`,
  `CREATE FUNCTION tabib_doctor_user_columns() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ BEGIN
      SELECT u.last_name, u.first_name, u.blocked INTO NEW.user_last_name, NEW.user_first_name, NEW.user_blocked
      FROM users u WHERE u.id = NEW.id;
      RETURN NEW;
    END $$`,
  `CREATE TRIGGER doctors_user_columns BEFORE INSERT OR UPDATE OF id ON doctors
    FOR EACH ROW EXECUTE FUNCTION tabib_doctor_user_columns()`,
  `CREATE FUNCTION tabib_user_doctor_columns() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ BEGIN
      UPDATE doctors SET user_last_name = NEW.last_name, user_first_name = NEW.first_name, user_blocked = NEW.blocked
      WHERE id = NEW.id;
      RETURN NULL;
    END $$`,
  `CREATE TRIGGER users_doctor_columns AFTER UPDATE OF last_name, first_name, blocked ON users
    FOR EACH ROW WHEN (OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.first_name IS DISTINCT FROM NEW.first_name
      OR OLD.blocked IS DISTINCT FROM NEW.blocked)
    EXECUTE FUNCTION tabib_user_doctor_columns()`,
  // The public doctors of a specialty in every order a page sorts by availability, with what the
  // other filters and sorts read most, so the page's inner query needs no row of the table.
  `CREATE INDEX doctors_public_order_idx
    ON doctors (specialty_id, next_free_slot, user_last_name, user_first_name, id) INCLUDE (city_id, fee)
    WHERE is_active AND is_verified AND NOT user_blocked`,
];

const down: string[] = [
  `DROP INDEX doctors_public_order_idx`,
  `DROP TRIGGER users_doctor_columns ON users`,
  `DROP FUNCTION tabib_user_doctor_columns()`,
  `DROP TRIGGER doctors_user_columns ON doctors`,
  `DROP FUNCTION tabib_doctor_user_columns()`,
  `ALTER TABLE doctors DROP COLUMN user_last_name, DROP COLUMN user_first_name, DROP COLUMN user_blocked`,
];

export const doctorSortColumns = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
