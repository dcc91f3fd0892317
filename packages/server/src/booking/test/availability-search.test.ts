import type { Kysely } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { advanceNextFreeSlots, rollAvailability } from '../availability-data.js';
import { searchDoctors } from '../../search/doctor-search-data.js';
import { replaceWorkingHours } from '../../practice/working-hours-data.js';
import { doctorSortColumns } from '../../platform/db/migrations/0027_doctor_sort_columns.js';
import { bookRdv } from '../booking.js';
import { fixtureWeek } from '../../../test/helpers/fixtures.js';
import { backends, useTestDatabasePerTest } from '../../../test/helpers/db.js';
import { type AgendaFixture, insertAgendaFixture } from './agenda-fixture.js';
import { now, storedNextFreeSlot, workingHoursOf } from './availability-helpers.js';

describe.each(backends)('%s: searching by availability, fee, name and what patients filter on', (backend) => {
  // A database per test, each given the same arrangement before it (below): no test sees another's writes.
  const database = useTestDatabasePerTest(backend, 'migrated');
  let fixture: AgendaFixture;
  const db = () => database().db;
  const search = (filter: Parameters<typeof searchDoctors>[1], sort?: 'availability' | 'fee' | 'name') =>
    searchDoctors(db(), filter, { page: 1, limit: 10, sort }, now);
  const ids = async (...args: Parameters<typeof search>) =>
    (await search(...args)).hits.map((hit) => hit.row.id);

  // The main doctor is away Monday and Tuesday; the other is free from now.
  beforeEach(async () => {
    fixture = await insertAgendaFixture(db());
    const { doctorId, otherDoctorId } = fixture;
    await db()
      .updateTable('doctors')
      .set({ specialty_id: fixture.specialtyId })
      .where('id', '=', otherDoctorId)
      .execute();
    await db()
      .updateTable('doctors')
      .set({ fee: 40_000, languages: ['ar', 'fr', 'en'] })
      .where('id', '=', doctorId)
      .execute();
    await db()
      .updateTable('doctors')
      .set({ fee: 80_000, languages: ['ar', 'fr'] })
      .where('id', '=', otherDoctorId)
      .execute();
    await db()
      .updateTable('doctors')
      .set({ accepts_online_payment: false })
      .where('id', '=', otherDoctorId)
      .execute();
    await db()
      .updateTable('users')
      .set({ sexe: 'F', last_name: 'Zouari' })
      .where('id', '=', doctorId)
      .execute();
    await db()
      .updateTable('users')
      .set({ sexe: 'M', last_name: 'Ayari' })
      .where('id', '=', otherDoctorId)
      .execute();
    await rollAvailability(db(), now);
    const row = await workingHoursOf(db(), doctorId);
    await replaceWorkingHours(
      db(),
      row.id,
      {
        doctor: doctorId,
        slotMinutes: 30,
        schedule: fixtureWeek,
        visitTypes: row.visit_types,
        absences: [{ start: '2026-03-01T23:00:00.000Z', end: '2026-03-03T23:00:00.000Z', reason: null }],
      },
      now,
    );
  });

  it('follows the accounts: a blocked doctor leaves the results and comes back, a renamed one moves', async () => {
    const { doctorId, otherDoctorId } = fixture;
    const setUser = (id: string, values: { blocked?: boolean; last_name?: string }) =>
      db().updateTable('users').set(values).where('id', '=', id).execute();
    await setUser(otherDoctorId, { blocked: true });
    expect(await ids({})).toEqual([doctorId]);
    await setUser(otherDoctorId, { blocked: false });
    await setUser(otherDoctorId, { last_name: 'Zribi' });
    expect(await ids({})).toEqual([doctorId, otherDoctorId]);
    await setUser(otherDoctorId, { last_name: 'Ayari' });
    expect(await ids({})).toEqual([otherDoctorId, doctorId]);
  });

  it('copies the names and the block of every doctor’s account onto the doctor, also when migrating (0027)', async () => {
    const copies = () =>
      db()
        .selectFrom('doctors as d')
        .innerJoin('users as u', 'u.id', 'd.id')
        .select([
          'd.user_last_name',
          'd.user_first_name',
          'd.user_blocked',
          'u.last_name',
          'u.first_name',
          'u.blocked',
        ])
        .orderBy('d.id')
        .execute();
    const before = await copies();
    // The first names were copied when the doctors were inserted; nothing wrote them since.
    expect(before.map((row) => [row.user_last_name, row.user_first_name, row.user_blocked])).toEqual(
      before.map((row) => [row.last_name, row.first_name, row.blocked]),
    );
    expect(before.map((row) => row.user_last_name).sort()).toEqual(['Ayari', 'Zouari']);
    const schema = db() as unknown as Kysely<unknown>;
    await doctorSortColumns.down(schema);
    await doctorSortColumns.up(schema);
    expect(await copies()).toEqual(before);
  });

  it('sorts by the earliest free slot, by default when a specialty is chosen', async () => {
    const { doctorId, otherDoctorId, specialtyId } = fixture;
    expect(await ids({}, 'availability')).toEqual([otherDoctorId, doctorId]);
    expect(await ids({ specialty: specialtyId })).toEqual([otherDoctorId, doctorId]);
    // Without a specialty, by name: Ayari before Zouari.
    expect(await ids({})).toEqual([otherDoctorId, doctorId]);
    expect(await ids({}, 'fee')).toEqual([doctorId, otherDoctorId]);
    expect(await ids({ specialty: specialtyId }, 'name')).toEqual([otherDoctorId, doctorId]);
  });

  it('filters on availability today or within three days', async () => {
    const { doctorId, otherDoctorId } = fixture;
    expect(await ids({ availableWithin: 'today' })).toEqual([otherDoctorId]);
    // Monday to Wednesday: the main doctor is back on Wednesday.
    expect(await ids({ availableWithin: '3days' })).toEqual([otherDoctorId, doctorId]);
    expect(await ids({ date: '2026-03-03' })).toEqual([otherDoctorId]);
    expect(await ids({ date: '2026-03-04' })).toEqual([otherDoctorId, doctorId]);
  });

  it('filters on online payment, gender and every language asked', async () => {
    const { doctorId, otherDoctorId } = fixture;
    expect(await ids({ onlinePayment: true })).toEqual([doctorId]);
    expect(await ids({ gender: 'M' })).toEqual([otherDoctorId]);
    expect(await ids({ languages: ['en'] })).toEqual([doctorId]);
    expect(await ids({ languages: ['ar', 'fr'] })).toEqual([otherDoctorId, doctorId]);
  });

  it('gives each result its next slots and five days: free slots per day, the first four listed', async () => {
    const { hits } = await search({}, 'availability');
    const [other, main] = hits;
    expect(other?.nextSlots).toEqual([
      '2026-03-02T07:00:00.000Z',
      '2026-03-02T07:30:00.000Z',
      '2026-03-02T08:00:00.000Z',
    ]);
    expect(other?.availability.map((day) => [day.day, day.count])).toEqual([
      ['2026-03-02', 8],
      ['2026-03-03', 8],
      ['2026-03-04', 8],
      ['2026-03-05', 8],
      ['2026-03-06', 8],
    ]);
    expect(other?.availability[0]?.slots).toEqual([
      '2026-03-02T07:00:00.000Z',
      '2026-03-02T07:30:00.000Z',
      '2026-03-02T08:00:00.000Z',
      '2026-03-02T08:30:00.000Z',
    ]);
    expect(main?.nextSlots[0]).toBe('2026-03-04T07:00:00.000Z');
    expect(main?.availability.map((day) => day.count)).toEqual([0, 0, 8, 8, 8]);
    expect(main?.availability[0]).toEqual({ day: '2026-03-02', count: 0, slots: [] });
  });

  it('gives a search by date its next slots from that day, and the strip still from today', async () => {
    const otherOn = async (date: string) =>
      (await search({ date }, 'availability')).hits.find((hit) => hit.row.id === fixture.otherDoctorId);
    // Thursday, inside the strip's five days.
    expect((await otherOn('2026-03-05'))?.nextSlots).toEqual([
      '2026-03-05T07:00:00.000Z',
      '2026-03-05T07:30:00.000Z',
      '2026-03-05T08:00:00.000Z',
    ]);
    // Tuesday of the next week, past the strip, which still shows Monday to Friday of this one.
    const nextTuesday = await otherOn('2026-03-10');
    expect(nextTuesday?.nextSlots).toEqual([
      '2026-03-10T07:00:00.000Z',
      '2026-03-10T07:30:00.000Z',
      '2026-03-10T08:00:00.000Z',
    ]);
    expect(nextTuesday?.availability.map((day) => [day.day, day.count])).toEqual([
      ['2026-03-02', 8],
      ['2026-03-03', 8],
      ['2026-03-04', 8],
      ['2026-03-05', 8],
      ['2026-03-06', 8],
    ]);
  });

  it('counts today from now on: at 10:40 two slots are left', async () => {
    const at = new Date('2026-03-02T09:40:00.000Z');
    const { hits } = await searchDoctors(db(), { availableWithin: 'today' }, { page: 1, limit: 10 }, at);
    expect(hits.map((hit) => hit.row.id)).toEqual([fixture.otherDoctorId]);
    expect(hits[0]?.availability[0]).toEqual({
      day: '2026-03-02',
      count: 2,
      slots: ['2026-03-02T10:00:00.000Z', '2026-03-02T10:30:00.000Z'],
    });
    // At 11:40 nothing is left today: the doctor is no longer "available today".
    const late = new Date('2026-03-02T10:40:00.000Z');
    const none = await searchDoctors(db(), { availableWithin: 'today' }, { page: 1, limit: 10 }, late);
    expect(none).toEqual({ hits: [], total: 0 });
  });

  it('lists after a booking what is left: the booked slot leaves the strip', async () => {
    const { otherDoctorId, patientId } = fixture;
    await bookRdv(
      db(),
      { patientId, doctorId: otherDoctorId, date: new Date('2026-03-03T07:00:00.000Z') },
      now,
    );
    const { hits } = await search({}, 'availability');
    const other = hits.find((hit) => hit.row.id === otherDoctorId);
    expect(other?.availability[1]).toEqual({
      day: '2026-03-03',
      count: 7,
      slots: [
        '2026-03-03T07:30:00.000Z',
        '2026-03-03T08:00:00.000Z',
        '2026-03-03T08:30:00.000Z',
        '2026-03-03T09:00:00.000Z',
      ],
    });
  });

  it('reads past a stored next free slot that time has passed, until the timer moves it on', async () => {
    const { doctorId, otherDoctorId, patientId } = fixture;
    await bookRdv(
      db(),
      { patientId, doctorId: otherDoctorId, date: new Date('2026-03-03T07:00:00.000Z') },
      now,
    );
    // Monday 13:00 in Tunis: the other doctor's Monday (08:00–12:00) is over, the stored slot is Monday 08:00.
    const afternoon = new Date('2026-03-02T12:00:00.000Z');
    expect((await storedNextFreeSlot(db(), otherDoctorId))?.toISOString()).toBe('2026-03-02T07:00:00.000Z');
    const at = (filter: Parameters<typeof search>[0]) =>
      searchDoctors(db(), filter, { page: 1, limit: 10, sort: 'availability' }, afternoon);
    expect((await at({ availableWithin: 'today' })).hits).toEqual([]);
    expect((await at({ availableWithin: '3days' })).hits.map((hit) => hit.row.id)).toEqual([
      otherDoctorId,
      doctorId,
    ]);
    // Only the other doctor's slot has passed; the main doctor's (Wednesday 08:00) is still ahead. The
    // other's Tuesday 08:00 is booked (at the start): 08:30 is next.
    expect(await advanceNextFreeSlots(db(), afternoon)).toBe(1);
    expect((await storedNextFreeSlot(db(), otherDoctorId))?.toISOString()).toBe('2026-03-03T07:30:00.000Z');
    expect((await storedNextFreeSlot(db(), doctorId))?.toISOString()).toBe('2026-03-04T07:00:00.000Z');
    expect(await advanceNextFreeSlots(db(), afternoon)).toBe(0);
  });
});
