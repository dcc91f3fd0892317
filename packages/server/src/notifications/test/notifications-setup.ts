import type { Kysely } from 'kysely';
import { beforeAll, beforeEach } from 'vitest';
import type { Backend } from '../../platform/db/connect.js';
import { newId } from '../../platform/db/ids.js';
import type { Database } from '../../platform/db/schema.js';
import type { MailTransport } from '../transport.js';
import { smsOutboxTransport } from '../sms.js';
import { runDueNotifications } from '../worker.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { type AgendaFixture, fixtureNow, insertAgendaFixture } from '../../booking/test/agenda-fixture.js';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

export const before24h = (iso: string) => new Date(Date.parse(iso) - 24 * HOUR_MS);

/**
 * The rdv notification tests' server (migrated, its clock at `fixtureNow` before each test), the agenda
 * fixture's doctor in Cardiologie at 12 rue de Marseille and an admin, made before the file's tests; the
 * fixture's slots are Monday–Friday 08:00–12:00 Africa/Tunis, UTC+1 in March.
 */
export function useNotificationsServer(backend: Backend) {
  // The worker's own timer never fires during these tests: they run it with the test clock.
  const server = useApiServer(backend, {
    state: 'migrated',
    now: fixtureNow,
    // One patient books many rdvs here: the booking rate limit (fair-booking.test.ts) is raised tenfold.
    env: { NOTIFY_INTERVAL: '3600000', RATE_LIMIT_FACTOR: '10' },
  });
  let current: { fixture: AgendaFixture; adminEmail: string } | undefined;

  beforeAll(async () => {
    const db = server().database.db;
    const fixture = await insertAgendaFixture(db);
    const adminId = newId();
    const adminEmail = `admin-${adminId}@tabib.test`;
    await db
      .insertInto('users')
      .values({ id: adminId, email: adminEmail, role: 'admin', first_name: 'Sonia', last_name: 'Admin' })
      .execute();
    await db
      .updateTable('specialties')
      .set({ name_fr: 'Cardiologie' })
      .where('id', '=', fixture.specialtyId)
      .execute();
    await db
      .updateTable('doctors')
      .set({ address: '12 rue de Marseille' })
      .where('id', '=', fixture.doctorId)
      .execute();
    current = { fixture, adminEmail };
  });

  beforeEach(() => {
    server().clock.set(fixtureNow);
  });

  const arranged = () => {
    if (current === undefined) throw new Error('The fixture exists only inside tests and hooks.');
    return current;
  };
  const fixture = () => arranged().fixture;
  const adminEmail = () => arranged().adminEmail;
  const db = () => server().database.db;

  async function book(date: string, email = fixture().patientEmail): Promise<string> {
    const { data, error } = await (
      await server().as(email)
    ).api.POST('/rdvs', { body: { doctor: fixture().doctorId, date } });
    if (!data) throw new Error(`booking failed: ${JSON.stringify(error)}`);
    return data._id;
  }

  async function queueOf(rdvId: string) {
    const rows = await db()
      .selectFrom('notifications')
      .select(['kind', 'status', 'run_at', 'recipient_email', 'attempts', 'payload', 'transport'])
      .where('rdv_id', '=', rdvId)
      .orderBy('run_at')
      .orderBy('kind')
      .execute();
    return rows.map((row) => ({ ...row, run_at: row.run_at.toISOString() }));
  }

  const run = (transport: MailTransport, maxAttempts = 5, database: Kysely<Database> = db()) =>
    runDueNotifications({
      db: database,
      transport,
      sms: smsOutboxTransport,
      now: server().clock.now,
      maxAttempts,
      publicUrl: 'https://tabib.tn',
    });

  return { server, fixture, adminEmail, db, book, queueOf, run };
}
