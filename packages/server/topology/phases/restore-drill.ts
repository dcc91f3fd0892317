import assert from 'node:assert/strict';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../src/platform/db/connect.js';
import { freePort } from '../../test/helpers/server-process.js';
import { wait } from '../load.js';
import { startInstance } from '../parts.js';
import { type PhaseContext, seconds } from './context.js';

/** (e) the restore drill: a dump taken under load, restored into a new database, served. */
export async function restoreDrill(context: PhaseContext) {
  const {
    topology: { instances, db, postgres, env, dataDir, patients, proxyOrigin },
    load,
    allAcknowledged,
    checkBookings,
  } = context;
  const phase = load();
  await wait(1_500);
  // Acknowledged before the dump starts: in its snapshot.
  const before = [...allAcknowledged, ...phase.acknowledged];
  const dump = join(dataDir, 'tabib.dump');
  const dumpStarted = Date.now();
  postgres.client('pg_dump', ['--format=custom', `--file=${dump}`, postgres.url]);
  const dumpTook = Date.now() - dumpStarted;
  await phase.stop();
  await checkBookings(phase);
  await sql`CREATE DATABASE restored`.execute(db);
  const restoreStarted = Date.now();
  postgres.client('pg_restore', ['--no-owner', `--dbname=${postgres.urlOf('restored')}`, dump]);
  const restoreTook = Date.now() - restoreStarted;
  const restored = await startInstance('restored', await freePort(), {
    ...env,
    DATABASE_URL: postgres.urlOf('restored'),
  });
  instances.push(restored);
  // The same rdvs, as the API serves them, from the live topology and from the restored database.
  const sample = await db
    .selectFrom('rdvs')
    .select(['id', 'patient_id'])
    .where('id', 'in', before)
    .orderBy('id')
    .limit(20)
    .execute();
  for (const { id, patient_id } of sample) {
    const token = patients.find((patient) => patient.id === patient_id)!.token;
    const get = async (origin: string) => {
      const response = await fetch(`${origin}/v1/rdvs/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    assert.deepEqual(await get(restored.origin), await get(proxyOrigin), `rdv ${id} served the same`);
  }
  const restoredDatabase = openDatabase({
    databaseUrl: postgres.urlOf('restored'),
    dataDir: '',
    poolMax: 1,
  });
  try {
    const kept = await restoredDatabase.db
      .selectFrom('rdvs')
      .select('id')
      .where('id', 'in', before)
      .execute();
    assert.equal(kept.length, before.length, 'every booking acknowledged before the dump is restored');
  } finally {
    await restoredDatabase.close();
  }
  console.info(
    `(e) restore drill: pg_dump under load in ${seconds(dumpTook)}, pg_restore into a new database in ${seconds(restoreTook)}; all ${before.length} bookings acknowledged before the dump restored, an instance started on it serves ${sample.length} sampled rdvs exactly as the live topology does`,
  );
}
