import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrationNames } from '../db/migrate.js';
import { tunisianPhones } from '../db/migrations/0023_tunisian_phones.js';
import { tunisianSynonymsMigration } from '../db/migrations/0028_tunisian_synonyms.js';
import { specialtySynonyms, tunisianSynonyms } from '../../seed/data/specialty-synonyms.js';
import { backends, useTestDatabase, useTestDatabasePerTest } from '../../../test/helpers/db.js';

const tables = [
  'articles',
  'audit_log',
  'calendar_feeds',
  'doctor_applications',
  'doctor_availability',
  'doctor_stats',
  'doctors',
  'embed_origins',
  'idempotency_keys',
  'locations',
  'notifications',
  'patients',
  'payments',
  'questions',
  'rate_limit_hits',
  'rdvs',
  'refresh_tokens',
  'refunds',
  'relatives',
  'room_tickets',
  'secretaries',
  'services',
  'specialties',
  'uploads',
  'user_identities',
  'users',
  'waitlist_entries',
  'waitlist_offers',
  'waitlist_settings',
  'working_hours',
];

describe.each(backends)('migrations on %s', (backend) => {
  // A database of its own per test: the first migration run must find it empty, whatever ran before.
  describe('an empty database', () => {
    const empty = useTestDatabasePerTest(backend, 'empty');

    it('creates every table of docs/decisions/001 on an empty database', async () => {
      const result = await migrateToLatest(empty().db);
      expect(migrationNames.slice(0, 5)).toEqual([
        '0001_initial',
        '0002_payment_hold',
        '0003_notification_queue',
        '0004_back_office',
        '0005_search_changes',
      ]);
      expect(result.results?.map((migration) => [migration.migrationName, migration.status])).toEqual(
        migrationNames.map((name) => [name, 'Success']),
      );
      const names = (await empty().db.introspection.getTables()).map((table) => table.name).sort();
      expect(names).toEqual(tables);
    });

    it('applies nothing the second time (every start runs the migrations)', async () => {
      await migrateToLatest(empty().db);
      const result = await migrateToLatest(empty().db);
      expect(result.results).toEqual([]);
    });
  });

  // Read-only checks of the schema, and migrations run again on rows of their own.
  describe('a migrated database', () => {
    const database = useTestDatabase(backend, 'migrated');

    it('keeps the rate-limit counters in an unlogged table, shared but not WAL-flushed on each hit (0034)', async () => {
      const { rows } = await sql<{ relpersistence: string }>`
        SELECT relpersistence FROM pg_class WHERE relname = 'rate_limit_hits'`.execute(database().db);
      expect(rows).toEqual([{ relpersistence: 'u' }]);
    });

    it('loads pg_trgm', async () => {
      const { rows } = await sql<{
        extname: string;
      }>`SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`.execute(database().db);
      expect(rows).toEqual([{ extname: 'pg_trgm' }]);
    });

    it('rejects a status outside the spec with a CHECK violation', async () => {
      const { db } = database();
      const insert = sql`INSERT INTO specialties (id, name_fr, name_en, name_ar, freq)
        VALUES ('0190f2a4-0000-7000-8000-000000000001', 'X', 'X', 'X', -1)`;
      await expect(insert.execute(db)).rejects.toMatchObject({ code: '23514' });
    });

    it('gives services and rdvs no names in other languages, and only an object of them (0024)', async () => {
      const { rows } = await sql<{
        table_name: string;
        column_name: string;
        column_default: string;
        is_nullable: string;
      }>`SELECT table_name, column_name, column_default, is_nullable FROM information_schema.columns
        WHERE (table_name, column_name) IN (('services', 'names'), ('rdvs', 'visit_type_names'))
        ORDER BY table_name`.execute(database().db);
      expect(rows).toEqual([
        {
          table_name: 'rdvs',
          column_name: 'visit_type_names',
          column_default: "'{}'::jsonb",
          is_nullable: 'NO',
        },
        { table_name: 'services', column_name: 'names', column_default: "'{}'::jsonb", is_nullable: 'NO' },
      ]);
      const checks = await sql<{ check: string }>`SELECT pg_get_constraintdef(oid) AS check FROM pg_constraint
        WHERE conrelid IN ('services'::regclass, 'rdvs'::regclass) AND pg_get_constraintdef(oid) LIKE '%jsonb_typeof%'
        ORDER BY 1`.execute(database().db);
      expect(checks.rows).toEqual([
        { check: "CHECK ((jsonb_typeof(names) = 'object'::text))" },
        { check: "CHECK ((jsonb_typeof(visit_type_names) = 'object'::text))" },
      ]);
    });

    it('gives doctors no bios in other languages, and only an object of them (0033)', async () => {
      const { rows } = await sql<{ column_default: string; is_nullable: string }>`
        SELECT column_default, is_nullable FROM information_schema.columns
        WHERE table_name = 'doctors' AND column_name = 'bios'`.execute(database().db);
      expect(rows).toEqual([{ column_default: "'{}'::jsonb", is_nullable: 'NO' }]);
      const checks = await sql<{ check: string }>`SELECT pg_get_constraintdef(oid) AS check FROM pg_constraint
        WHERE conrelid = 'doctors'::regclass AND pg_get_constraintdef(oid) LIKE '%jsonb_typeof%'`.execute(
        database().db,
      );
      expect(checks.rows).toEqual([{ check: "CHECK ((jsonb_typeof(bios) = 'object'::text))" }]);
    });

    it('rewrites the Tunisian phones saved as typed in E.164 and keeps any other value (0023)', async () => {
      const { db } = database();
      const typed = [
        '20 123 456',
        '+216 71.234.567',
        '00216-98-765-432',
        '+21650123456',
        '+33612345678',
        '12 345 678',
      ];
      for (const [index, phone] of typed.entries()) {
        await sql`INSERT INTO users (id, email, role, first_name, last_name, phone)
          VALUES (${`0190f2a4-0000-7000-8000-00000000010${index}`}, ${`p${index}@example.tn`}, 'patient', 'P', 'Q', ${phone})`.execute(
          db,
        );
      }
      await tunisianPhones.up(db as unknown as Kysely<unknown>);
      const { rows } = await sql<{
        phone: string;
      }>`SELECT phone FROM users WHERE email LIKE 'p_@example.tn' ORDER BY email`.execute(db);
      expect(rows.map((row) => row.phone)).toEqual([
        '+21620123456',
        '+21671234567',
        '+21698765432',
        '+21650123456',
        '+33612345678',
        '12 345 678',
      ]);
    });

    it("adds the Tunisian names to a specialty's Arabic names once, and takes them back (0028)", async () => {
      const db = database().db as unknown as Kysely<unknown>;
      const { fr, en, ar } = specialtySynonyms['Chirurgie dentaire']!;
      const tunisian = tunisianSynonyms['Chirurgie dentaire']!;
      const before = { fr, en, ar: ar.filter((name) => !tunisian.includes(name)) };
      expect(before.ar).toEqual(['طبيب أسنان', 'طبيب الأسنان', 'أسنان', 'اسنان', 'طب اسنان']);
      await sql`INSERT INTO specialties (id, name_fr, name_en, name_ar, freq, synonyms)
        VALUES ('0190f2a4-0000-7000-8000-000000000028', 'Chirurgie dentaire', 'Dentistry', 'طب الأسنان', 1,
          ${JSON.stringify(before)}::jsonb)`.execute(db);
      const synonyms = async () =>
        (
          await sql<{ synonyms: typeof before }>`SELECT synonyms FROM specialties
            WHERE id = '0190f2a4-0000-7000-8000-000000000028'`.execute(db)
        ).rows[0]!.synonyms;

      await tunisianSynonymsMigration.up(db);
      await tunisianSynonymsMigration.up(db);
      expect(await synonyms()).toEqual({ fr, en, ar: [...before.ar, ...tunisian] });
      expect(tunisian).toContain('tbib snan');
      await tunisianSynonymsMigration.down(db);
      expect(await synonyms()).toEqual(before);
    });
  });
});
