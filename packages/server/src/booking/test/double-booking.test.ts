import type { Kysely } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids.js';
import type { Database, RdvStatus } from '../../platform/db/schema.js';
import { backends, useTestDatabase } from '../../../test/helpers/db.js';
import { type RdvFixture, insertRdvFixture } from '../../../test/helpers/fixtures.js';

const uniqueViolation = { code: '23505' };

function insertRdv(db: Kysely<Database>, fixture: RdvFixture, date: string, status: RdvStatus = 'pending') {
  const start = new Date(date);
  return db
    .insertInto('rdvs')
    .values({
      id: newId(),
      doctor_id: fixture.doctorId,
      patient_id: fixture.patientId,
      date: start,
      end_date: new Date(start.getTime() + 20 * 60_000),
      status,
      price: 60_000,
      ...(status === 'cancelled' ? { cancel_reason: 'Empêchement', cancelled_by: 'patient' as const } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

// docs/design.md "Booking": the database itself makes a double booking impossible.
describe.each(backends)('one active rdv per doctor and start on %s', (backend) => {
  const database = useTestDatabase(backend);
  // Each test books with a doctor of its own: its slots hold only what the test put there.
  let fixture: RdvFixture;
  beforeEach(async () => {
    fixture = await insertRdvFixture(database().db);
  });

  it('rejects a second pending rdv on the same slot', async () => {
    const { db } = database();
    await insertRdv(db, fixture, '2026-12-01T08:00:00.000Z', 'pending');
    await expect(insertRdv(db, fixture, '2026-12-01T08:00:00.000Z', 'pending')).rejects.toMatchObject(
      uniqueViolation,
    );
  });

  it('rejects a confirmed rdv on a slot held by a pending one', async () => {
    const { db } = database();
    await insertRdv(db, fixture, '2026-12-01T08:00:00.000Z', 'pending');
    await expect(insertRdv(db, fixture, '2026-12-01T08:00:00.000Z', 'confirmed')).rejects.toMatchObject(
      uniqueViolation,
    );
  });

  it('frees the slot when the rdv is cancelled', async () => {
    const { db } = database();
    const first = await insertRdv(db, fixture, '2026-12-02T08:00:00.000Z', 'confirmed');
    await db
      .updateTable('rdvs')
      .set({ status: 'cancelled', cancel_reason: 'Urgence', cancelled_by: 'doctor' })
      .where('id', '=', first.id)
      .execute();
    await expect(insertRdv(db, fixture, '2026-12-02T08:00:00.000Z', 'pending')).resolves.toHaveProperty('id');
  });

  it('keeps any number of finished rdvs (done, absent, cancelled) on one slot', async () => {
    const { db } = database();
    for (const status of ['done', 'absent', 'cancelled', 'cancelled'] as const) {
      await insertRdv(db, fixture, '2026-11-03T08:00:00.000Z', status);
    }
    await expect(insertRdv(db, fixture, '2026-11-03T08:00:00.000Z', 'pending')).resolves.toHaveProperty('id');
  });

  it('rejects a reschedule onto a taken slot', async () => {
    const { db } = database();
    await insertRdv(db, fixture, '2026-12-04T09:00:00.000Z');
    const moving = await insertRdv(db, fixture, '2026-12-04T09:20:00.000Z');
    const reschedule = db
      .updateTable('rdvs')
      .set({ date: new Date('2026-12-04T09:00:00.000Z'), end_date: new Date('2026-12-04T09:20:00.000Z') })
      .where('id', '=', moving.id)
      .execute();
    await expect(reschedule).rejects.toMatchObject(uniqueViolation);
  });

  it('lets exactly one of 20 concurrent bookings of one slot succeed', async () => {
    const { db } = database();
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, () => insertRdv(db, fixture, '2026-12-05T10:00:00.000Z')),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    const rejected = attempts.filter((attempt) => attempt.status === 'rejected');
    expect(rejected).toHaveLength(19);
    for (const attempt of rejected) expect(attempt.reason).toMatchObject(uniqueViolation);
  });

  it('requires a reason to cancel (docs/decisions/001)', async () => {
    const { db } = database();
    const rdv = await insertRdv(db, fixture, '2026-12-06T08:00:00.000Z');
    const cancelWithoutReason = db
      .updateTable('rdvs')
      .set({ status: 'cancelled' })
      .where('id', '=', rdv.id)
      .execute();
    await expect(cancelWithoutReason).rejects.toMatchObject({ code: '23514' });
  });
});
