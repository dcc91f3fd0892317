import { type Kysely, sql } from 'kysely';

/*
 * docs/decisions/046-embed.md: the sites (origins such as `https://clinique.tn`) allowed to frame a
 * doctor's booking widget (`/embed/…`). Every other page of Tabib stays unframeable. A change notifies
 * the change feed (migration 0005's function), so every server process forgets the lists it cached.
 */
export const embedOrigins = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`CREATE TABLE embed_origins (
      doctor_id uuid NOT NULL REFERENCES doctors (id) ON DELETE CASCADE,
      origin text NOT NULL CHECK (length(origin) <= 200),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (doctor_id, origin)
    )`.execute(db);
    await sql`CREATE TRIGGER embed_origins_search_changed AFTER INSERT OR UPDATE OR DELETE ON embed_origins
      FOR EACH STATEMENT EXECUTE FUNCTION tabib_search_changed()`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`DROP TABLE IF EXISTS embed_origins`.execute(db);
  },
};
