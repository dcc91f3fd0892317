import { describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids.js';
import type { RdvStatus } from '../../platform/db/schema.js';
import { backends } from '../../../test/helpers/db.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { fixtureNow, insertAgendaFixture } from '../../booking/test/agenda-fixture.js';

describe.each(backends)('%s: doctor statistics on a fixture of known data', (backend) => {
  const server = useApiServer(backend, { state: 'seeded', now: fixtureNow });

  it('GET /rdvStats, /doctorStatsNumbers and /doctorStats give exact values', async () => {
    const { db } = server().database;
    const fixture = await insertAgendaFixture(db);
    const rdvs: [string, RdvStatus, string][] = [
      ['2025-03-31T22:59:00Z', 'done', fixture.patientId], // 31 March 23:59 in Tunis: before the 12 months
      ['2025-03-31T23:00:00Z', 'done', fixture.patientId], // 1 April 00:00 in Tunis
      ['2026-02-28T23:30:00Z', 'pending', fixture.otherPatientId], // 1 March 00:30 in Tunis
      ['2026-03-04T08:00:00Z', 'confirmed', fixture.patientId],
      ['2026-03-05T08:00:00Z', 'cancelled', fixture.patientId],
      ['2026-02-10T08:00:00Z', 'absent', fixture.otherPatientId],
    ];
    await db
      .insertInto('rdvs')
      .values(
        rdvs.map(([date, status, patient]) => ({
          id: newId(),
          doctor_id: fixture.doctorId,
          patient_id: patient,
          date,
          end_date: new Date(Date.parse(date) + 30 * 60_000),
          status,
          price: 60_000,
          ...(status === 'cancelled' && { cancel_reason: 'x', cancelled_by: 'patient' as const }),
        })),
      )
      .execute();
    await db
      .insertInto('doctor_stats')
      .values([
        { id: newId(), doctor_id: fixture.doctorId, type: 'display', date: '2026-02-20', count: 5 },
        { id: newId(), doctor_id: fixture.doctorId, type: 'display', date: '2026-02-25', count: 3 },
        { id: newId(), doctor_id: fixture.doctorId, type: 'visit', date: '2026-02-25', count: 2 },
        { id: newId(), doctor_id: fixture.otherDoctorId, type: 'display', date: '2026-02-25', count: 40 },
      ])
      .execute();
    const question = {
      patient_id: fixture.patientId,
      category_id: fixture.specialtyId,
      title: 'Q',
      content: 'Q?',
    };
    await db
      .insertInto('questions')
      .values([
        { id: newId(), ...question, doctor_id: fixture.doctorId, answer: 'A', patient_feedback_to_doctor: 5 },
        { id: newId(), ...question, doctor_id: fixture.doctorId, answer: 'B' },
        { id: newId(), ...question, doctor_id: null },
      ])
      .execute();

    const secretary = await server().as(fixture.secretaryEmail);
    const doctor = { doctor: fixture.doctorId };

    const stats = await secretary.api.GET('/rdvStats', { params: { query: doctor } });
    const zero = {
      total: 0,
      pending: 0,
      confirmed: 0,
      done: 0,
      cancelled: 0,
      absent: 0,
      remote: { total: 0, done: 0 },
    };
    expect(stats.data?.doctor).toBe(fixture.doctorId);
    expect(stats.data?.months.map((m) => m.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(stats.data?.months[0]).toEqual({ month: '2025-04', ...zero, total: 1, done: 1 });
    expect(stats.data?.months[10]).toEqual({ month: '2026-02', ...zero, total: 1, absent: 1 });
    expect(stats.data?.months[11]).toEqual({
      month: '2026-03',
      ...zero,
      total: 3,
      pending: 1,
      confirmed: 1,
      cancelled: 1,
    });
    expect(stats.data?.months.slice(1, 10).every((m) => m.total === 0)).toBe(true);

    const numbers = await secretary.api.GET('/doctorStatsNumbers', { params: { query: doctor } });
    expect(numbers.data).toEqual({
      doctor: fixture.doctorId,
      displays: 8,
      visits: 2,
      rdvs: 6,
      remoteRdvs: 0,
      patients: 2,
      questionsAnswered: 2,
      feedbacks: 1,
    });

    const series = await secretary.api.GET('/doctorStats', {
      params: { query: { ...doctor, type: 'display', from: '2026-02-19', to: '2026-02-26' } },
    });
    expect(series.data).toEqual({
      doctor: fixture.doctorId,
      type: 'display',
      total: 8,
      days: [
        { date: '2026-02-19', count: 0 },
        { date: '2026-02-20', count: 5 },
        { date: '2026-02-21', count: 0 },
        { date: '2026-02-22', count: 0 },
        { date: '2026-02-23', count: 0 },
        { date: '2026-02-24', count: 0 },
        { date: '2026-02-25', count: 3 },
        { date: '2026-02-26', count: 0 },
      ],
    });
    const byDefault = await secretary.api.GET('/doctorStats', {
      params: { query: { ...doctor, type: 'visit' } },
    });
    expect([
      byDefault.data?.days.length,
      byDefault.data?.days[0]?.date,
      byDefault.data?.days.at(-1)?.date,
    ]).toEqual([31, '2026-01-31', '2026-03-02']);
    expect(byDefault.data?.total).toBe(2);
  });

  it('refuses more than 366 days, from after to (400), and another doctor (403)', async () => {
    const fixture = await insertAgendaFixture(server().database.db);
    const doctor = await server().as(fixture.doctorEmail);
    const tooLong = await doctor.api.GET('/doctorStats', {
      params: { query: { doctor: fixture.doctorId, type: 'display', from: '2025-01-01', to: '2026-01-03' } },
    });
    expect([tooLong.response.status, tooLong.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
    const reversed = await doctor.api.GET('/doctorStats', {
      params: { query: { doctor: fixture.doctorId, type: 'display', from: '2026-02-02', to: '2026-02-01' } },
    });
    expect([reversed.response.status, reversed.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
    const other = await (
      await server().as(fixture.otherDoctorEmail)
    ).api.GET('/rdvStats', {
      params: { query: { doctor: fixture.doctorId } },
    });
    expect([other.response.status, other.error?.code]).toEqual([403, 'FORBIDDEN']);
  });
});
