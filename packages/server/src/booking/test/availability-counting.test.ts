import type { Kysely } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { AVAILABILITY_DAYS, availabilityWindow, rollAvailability } from '../availability-data.js';
import { findRdvRow } from '../rdvs-data.js';
import { releaseExpiredPaymentHolds } from '../payment-holds-data.js';
import { replaceWorkingHours } from '../../practice/working-hours-data.js';
import { availabilitySummary } from '../../platform/db/migrations/0026_availability_summary.js';
import { bookRdv } from '../booking.js';
import { actorOf, changeRdvStatus, rescheduleRdv } from '../rdv-changes.js';
import { fixtureWeek } from '../../../test/helpers/fixtures.js';
import { backends, useTestDatabasePerTest } from '../../../test/helpers/db.js';
import { type AgendaFixture, insertAgendaFixture } from './agenda-fixture.js';
import {
  now,
  HOUR,
  wednesday0900,
  thursday1000,
  friday1100,
  storedSlots,
  expectFresh,
  storedDays,
  workingHoursOf,
} from './availability-helpers.js';

describe.each(backends)('%s: each doctor’s availability stays what their agenda says', (backend) => {
  // A database per test: each starts from the fixture alone, whatever ran before it.
  const database = useTestDatabasePerTest(backend, 'migrated');
  let fixture: AgendaFixture;
  const db = () => database().db;
  beforeEach(async () => {
    fixture = await insertAgendaFixture(db());
  });
  /** The fixture's two doctors counted at `now`, as the first roll leaves them. */
  const counted = async () => expect(await rollAvailability(db(), now)).toBe(2);
  const book = (date: Date, extra: Partial<Parameters<typeof bookRdv>[1]> = {}) =>
    bookRdv(db(), { patientId: fixture.patientId, doctorId: fixture.doctorId, date, ...extra }, now);
  const patient = () => ({ userId: fixture.patientId, role: 'patient' as const, doctorId: null });

  it('counts 28 days of free slots, day by day, for doctors never counted', async () => {
    await counted();
    const rows = await db()
      .selectFrom('doctor_availability')
      .select(['day', 'slots'])
      .where('doctor_id', '=', fixture.doctorId)
      .orderBy('day')
      .execute();
    // Four weeks from Monday 2 March: 20 working days of 8 slots (08:00 … 11:30).
    expect(rows).toHaveLength(20);
    expect(rows[0]?.day).toBe('2026-03-02');
    expect(rows.at(-1)?.day).toBe('2026-03-27');
    expect(rows.every((row) => row.slots.length === 8)).toBe(true);
    expect(new Date(rows[0]!.slots[0]!).toISOString()).toBe('2026-03-02T07:00:00.000Z');
    const { through } = await db()
      .selectFrom('doctors')
      .select('availability_through as through')
      .where('id', '=', fixture.doctorId)
      .executeTakeFirstOrThrow();
    expect(through).toBe('2026-03-29');
    // Counted once: the next roll of the same day has nobody to count.
    expect(await rollAvailability(db(), now)).toBe(0);
    await expectFresh(db(), fixture.doctorId, now);
  });

  it('gives the days counted before migration 0026 the summaries counting writes now', async () => {
    await counted();
    const written = await storedDays(db(), fixture.doctorId);
    const schema = db() as unknown as Kysely<unknown>;
    await availabilitySummary.down(schema);
    await availabilitySummary.up(schema);
    expect(await storedDays(db(), fixture.doctorId)).toEqual(written);
    expect(written[0]?.summary).toEqual([
      '2026-03-02',
      8,
      [
        '2026-03-02T07:00:00.000Z',
        '2026-03-02T07:30:00.000Z',
        '2026-03-02T08:00:00.000Z',
        '2026-03-02T08:30:00.000Z',
      ],
    ]);
  });

  it('takes a booked slot out, and every slot a longer visit overlaps', async () => {
    await counted();
    await book(wednesday0900);
    await book(thursday1000, { visitTypeId: fixture.bilanId });
    const stored = await storedSlots(db(), fixture.doctorId, now);
    expect(stored).not.toContain(wednesday0900.toISOString());
    expect(stored).not.toContain(thursday1000.toISOString());
    expect(stored).not.toContain(new Date(thursday1000.getTime() + HOUR / 2).toISOString());
    await expectFresh(db(), fixture.doctorId, now);
  });

  it('gives a cancelled slot back, and a moved rdv’s old slot', async () => {
    await counted();
    const booked = await book(friday1100);
    expect(await storedSlots(db(), fixture.doctorId, now)).not.toContain(friday1100.toISOString());
    await changeRdvStatus(db(), booked, actorOf(patient(), booked), 'cancelled', 'Empêchement', now);
    expect(await storedSlots(db(), fixture.doctorId, now)).toContain(friday1100.toISOString());
    await expectFresh(db(), fixture.doctorId, now);

    const wednesday = (await findRdvRow(db(), (await book(new Date(friday1100.getTime() - HOUR))).id))!;
    const moved = new Date(friday1100.getTime() - 2 * HOUR);
    await rescheduleRdv(db(), wednesday, actorOf(patient(), wednesday), moved, now);
    const stored = await storedSlots(db(), fixture.doctorId, now);
    expect(stored).toContain(new Date(friday1100.getTime() - HOUR).toISOString());
    expect(stored).not.toContain(moved.toISOString());
    await expectFresh(db(), fixture.doctorId, now);
  });

  it('gives back the slot of a payment hold that ran out', async () => {
    await counted();
    const held = await book(new Date('2026-03-10T08:00:00.000Z'), { paymentMode: 'online' });
    expect(await storedSlots(db(), fixture.doctorId, now)).not.toContain(held.date.toISOString());
    const later = new Date(now.getTime() + HOUR);
    expect(await releaseExpiredPaymentHolds(db(), later)).toBe(1);
    expect(await storedSlots(db(), fixture.doctorId, later)).toContain(held.date.toISOString());
    await expectFresh(db(), fixture.doctorId, later);
  });

  it('follows new working hours: an absence takes its days out', async () => {
    await counted();
    const row = await workingHoursOf(db(), fixture.doctorId);
    await replaceWorkingHours(
      db(),
      row.id,
      {
        doctor: fixture.doctorId,
        slotMinutes: 30,
        schedule: fixtureWeek,
        visitTypes: row.visit_types,
        absences: [{ start: '2026-03-16T00:00:00.000Z', end: '2026-03-21T00:00:00.000Z', reason: 'Congrès' }],
      },
      now,
    );
    const days = await db()
      .selectFrom('doctor_availability')
      .select('day')
      .where('doctor_id', '=', fixture.doctorId)
      .where('day', '>=', '2026-03-16')
      .where('day', '<=', '2026-03-20')
      .execute();
    expect(days).toEqual([]);
    await expectFresh(db(), fixture.doctorId, now);
  });

  it('stays right when a booking and a cancellation of one doctor run at once', async () => {
    await counted();
    const first = await book(new Date('2026-03-11T08:00:00.000Z'));
    await Promise.all([
      changeRdvStatus(db(), first, actorOf(patient(), first), 'cancelled', 'Empêchement', now),
      book(new Date('2026-03-11T09:00:00.000Z')),
      book(new Date('2026-03-12T09:00:00.000Z')),
    ]);
    await expectFresh(db(), fixture.doctorId, now);
  });

  it('rolls the window forward when a new day begins', async () => {
    await counted();
    const tomorrow = new Date(now.getTime() + 24 * HOUR);
    expect(await rollAvailability(db(), tomorrow)).toBe(2);
    const { through } = availabilityWindow(tomorrow);
    expect(through).toBe('2026-03-30');
    const last = await db()
      .selectFrom('doctor_availability')
      .select('day')
      .where('doctor_id', '=', fixture.doctorId)
      .orderBy('day', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.day).toBe('2026-03-30');
    expect(AVAILABILITY_DAYS).toBe(28);
    await expectFresh(db(), fixture.doctorId, tomorrow);
  });

  it('counts the whole window again when a booking comes before the roll of a new day', async () => {
    await counted();
    const later = new Date(now.getTime() + 48 * HOUR);
    await bookRdv(
      db(),
      {
        patientId: fixture.patientId,
        doctorId: fixture.doctorId,
        date: new Date('2026-03-05T10:00:00.000Z'),
      },
      later,
    );
    const { through } = await db()
      .selectFrom('doctors')
      .select('availability_through as through')
      .where('id', '=', fixture.doctorId)
      .executeTakeFirstOrThrow();
    expect(through).toBe('2026-03-31');
    await expectFresh(db(), fixture.doctorId, later);
  });
});
