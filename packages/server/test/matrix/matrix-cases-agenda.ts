import { newId } from '../../src/platform/db/ids.js';
import {
  type CaseContext,
  sha256Hex,
  everyone,
  members,
  doctorSide,
  rdvOutsiders,
  freshRdv,
  freshPaidRdv,
  type MatrixCase,
} from './matrix-case.js';

let remoteRdvs = 0;
/** A teleconsultation whose room is open now (it starts in 5 minutes); each a second apart, never one slot. */
async function openRemoteRdv({ db, f, now }: CaseContext): Promise<string> {
  remoteRdvs += 1;
  const id = newId();
  const date = new Date(now.getTime() + 5 * 60_000 + remoteRdvs * 1000);
  await db
    .insertInto('rdvs')
    .values({
      id,
      doctor_id: f.doctorId,
      patient_id: f.patientId,
      date,
      end_date: new Date(date.getTime() + 30 * 60_000),
      status: 'confirmed',
      price: 60_000,
      remote: true,
      remote_consent: JSON.stringify({
        consultation: true,
        dataProcessing: true,
        at: now.toISOString(),
        textVersion: 'matrix',
      }),
    })
    .execute();
  return id;
}

/**
 * A doctor's agenda once booked: calendar feeds, moving and cancelling an rdv, the teleconsultation room,
 * receipts and statistics.
 */
export const agendaCases: Record<string, MatrixCase> = {
  getCalendarFeed: {
    roles: ['doctor'],
    request: () => ({ method: 'GET', path: '/calendarFeed' }),
  },
  rotateCalendarFeed: {
    roles: ['doctor'],
    request: () => ({ method: 'POST', path: '/calendarFeed' }),
  },
  revokeCalendarFeed: {
    roles: ['doctor'],
    request: () => ({ method: 'DELETE', path: '/calendarFeed' }),
  },
  getDoctorAgendaFeed: {
    roles: everyone,
    request: async ({ db, f }) => {
      // Feeds are found by the secret's hash, so a known secret can be planted directly, over whatever
      // feed the calendar feed cases left, so the cells need no order.
      const token = 'M'.repeat(43);
      const feed = { feed_id: newId(), token_hash: sha256Hex(token) };
      await db
        .insertInto('calendar_feeds')
        .values({ doctor_id: f.doctorId, ...feed })
        .onConflict((conflict) => conflict.column('doctor_id').doUpdateSet(feed))
        .execute();
      return { method: 'GET', path: `/calendarFeed/${token}` };
    },
  },
  rescheduleRdv: {
    roles: ['patient', 'doctor', 'secretary'],
    outsiders: rdvOutsiders,
    request: async (context) => ({
      method: 'PUT',
      path: `/rdvs/${await freshRdv(context)}`,
      body: { date: context.nextSlot().toISOString() },
    }),
  },
  cancelRdv: {
    roles: members,
    outsiders: rdvOutsiders,
    request: async (context) => ({
      method: 'POST',
      path: `/rdvs/${await freshRdv(context)}/cancel`,
      body: { reason: 'Empêchement' },
    }),
  },
  // docs/decisions/055: the rdv's two parties only; its doctor's secretary and an admin are not.
  createRoomTicket: {
    roles: members,
    outsiders: ['otherPatient', 'otherDoctor', 'secretary', 'admin'],
    request: async (context) => ({
      method: 'POST',
      path: `/rdvs/${await openRemoteRdv(context)}/room/ticket`,
    }),
  },
  endRemoteConsultation: {
    roles: ['doctor'],
    outsiders: ['otherDoctor'],
    request: async (context) => ({
      method: 'POST',
      path: `/rdvs/${await openRemoteRdv(context)}/room/end`,
      body: { note: 'Repos et hydratation, contrôle dans un mois.' },
    }),
  },
  getRdvReceipt: {
    roles: members,
    outsiders: rdvOutsiders,
    request: async (context) => ({
      method: 'GET',
      path: `/rdvs/${(await freshPaidRdv(context)).rdvId}/receipt`,
    }),
  },
  getRdvStats: {
    roles: doctorSide,
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({ method: 'GET', path: '/rdvStats', query: { doctor: f.doctorId } }),
  },
  getDoctorStatsNumbers: {
    roles: doctorSide,
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({ method: 'GET', path: '/doctorStatsNumbers', query: { doctor: f.doctorId } }),
  },
  getDoctorStats: {
    roles: doctorSide,
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({
      method: 'GET',
      path: '/doctorStats',
      query: { type: 'visit', doctor: f.doctorId },
    }),
  },
};
