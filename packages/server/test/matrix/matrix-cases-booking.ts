import { newId } from '../../src/platform/db/ids.js';
import {
  type CaseContext,
  everyone,
  members,
  doctorSide,
  rdvOutsiders,
  userOf,
  freshRdv,
  type MatrixCase,
} from './matrix-case.js';

/** A relative of the caller (a guest: of the first patient), made anew so each caller changes its own. */
async function freshRelative(context: CaseContext): Promise<string> {
  const id = newId();
  await context.db
    .insertInto('relatives')
    .values({
      id,
      patient_id: userOf(context).id,
      first_name: 'Ahmed',
      last_name: 'Essai',
      birth_date: '2019-05-04',
      sexe: 'M',
      relation: 'child',
    })
    .execute();
  return id;
}

/** The fixture patient's waiting entry for the fixture doctor, made anew (one waiting entry per pair). */
async function freshWaitingEntry({ db, f }: CaseContext): Promise<string> {
  await db
    .deleteFrom('waitlist_entries')
    .where('doctor_id', '=', f.doctorId)
    .where('patient_id', '=', f.patientId)
    .execute();
  const id = newId();
  await db
    .insertInto('waitlist_entries')
    .values({
      id,
      doctor_id: f.doctorId,
      patient_id: f.patientId,
      weekdays: [1],
      from_minutes: 480,
      to_minutes: 720,
    })
    .execute();
  return id;
}

/** Booking an rdv, the practice's own rdvs, the waiting list, relatives and search. */
export const bookingCases: Record<string, MatrixCase> = {
  listRdvs: {
    roles: members,
    outsiders: rdvOutsiders,
    request: ({ f }) => ({
      method: 'GET',
      path: '/rdvs',
      query: { query: { doctor: f.doctorId, patient: f.patientId } },
    }),
  },
  bookRdv: {
    roles: ['patient'],
    status: 201,
    request: ({ f, nextSlot }) => ({
      method: 'POST',
      path: '/rdvs',
      body: { doctor: f.doctorId, date: nextSlot().toISOString(), reason: 'Contrôle' },
    }),
  },
  findPracticePatients: {
    roles: ['doctor', 'secretary'],
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({
      method: 'GET',
      path: '/practice/patients',
      query: { doctor: f.doctorId, phone: '20 123 456' },
    }),
  },
  createPracticeRdv: {
    roles: ['doctor', 'secretary'],
    outsiders: ['otherDoctor'],
    status: 201,
    request: ({ f, nextSlot }) => ({
      method: 'POST',
      path: '/practice/rdvs',
      body: {
        doctor: f.doctorId,
        date: nextSlot().toISOString(),
        patient: { firstName: 'Hela', lastName: 'Mansour', phone: '20 123 456' },
      },
    }),
  },
  countRdvs: {
    roles: doctorSide,
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({ method: 'GET', path: '/rdvs/count', query: { query: { doctor: f.doctorId } } }),
  },
  updateRdvStatus: {
    roles: members,
    outsiders: rdvOutsiders,
    request: async (context) => ({
      method: 'PUT',
      path: '/rdvs/rdvStatus',
      query: { id: await freshRdv(context) },
      body: { status: 'cancelled', reason: 'Empêchement' },
    }),
  },
  getRdv: {
    roles: members,
    outsiders: rdvOutsiders,
    request: ({ f }) => ({ method: 'GET', path: `/rdvs/${f.rdvId}` }),
  },
  getRdvCalendar: {
    roles: members,
    outsiders: rdvOutsiders,
    request: ({ f }) => ({ method: 'GET', path: `/rdvs/${f.rdvId}/calendar` }),
  },
  listWaitlist: {
    roles: members,
    outsiders: ['otherDoctor'],
    request: ({ f, caller }) =>
      caller === 'guest' || caller === 'patient' || caller === 'otherPatient'
        ? { method: 'GET', path: '/waitlist' }
        : { method: 'GET', path: '/waitlist', query: { doctor: f.doctorId } },
  },
  joinWaitlist: {
    roles: ['patient'],
    status: 201,
    request: ({ f }) => ({
      method: 'POST',
      path: '/waitlist',
      body: { doctor: f.doctorId, weekdays: [1, 2], from: '08:00', to: '12:00' },
    }),
  },
  leaveWaitlist: {
    roles: members,
    outsiders: rdvOutsiders,
    request: async (context) => ({ method: 'DELETE', path: `/waitlist/${await freshWaitingEntry(context)}` }),
  },
  getWaitlistSettings: {
    roles: everyone,
    request: ({ f }) => ({ method: 'GET', path: '/waitlist/settings', query: { doctor: f.doctorId } }),
  },
  updateWaitlistSettings: {
    roles: ['doctor', 'admin'],
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({
      method: 'PUT',
      path: '/waitlist/settings',
      body: { enabled: true, doctor: f.doctorId },
    }),
  },
  getBookingAllowance: {
    roles: ['patient'],
    request: ({ f }) => ({
      method: 'GET',
      path: '/users/me/booking-allowance',
      query: { doctor: f.doctorId },
    }),
  },
  listRelatives: {
    roles: ['patient'],
    request: () => ({ method: 'GET', path: '/users/me/relatives' }),
  },
  addRelative: {
    roles: ['patient'],
    status: 201,
    request: () => ({
      method: 'POST',
      path: '/users/me/relatives',
      body: { firstName: 'Ahmed', lastName: 'Essai', birthDate: '2019-05-04', sexe: 'M', relation: 'child' },
    }),
  },
  updateRelative: {
    roles: ['patient'],
    request: async (context) => ({
      method: 'PATCH',
      path: `/users/me/relatives/${await freshRelative(context)}`,
      body: { firstName: 'Youssef' },
    }),
  },
  removeRelative: {
    roles: ['patient'],
    status: 204,
    request: async (context) => ({
      method: 'DELETE',
      path: `/users/me/relatives/${await freshRelative(context)}`,
    }),
  },
  listWaitlistOffers: {
    roles: ['patient'],
    request: () => ({ method: 'GET', path: '/waitlist/offers' }),
  },
  acceptWaitlistOffer: {
    roles: ['patient'],
    outsiders: ['otherPatient'],
    status: 201,
    request: async (context) => {
      const entryId = await freshWaitingEntry(context);
      const offerId = newId();
      await context.db
        .insertInto('waitlist_offers')
        .values({
          id: offerId,
          entry_id: entryId,
          doctor_id: context.f.doctorId,
          patient_id: context.f.patientId,
          slot_start: context.nextSlot(),
          expires_at: new Date(context.now.getTime() + 30 * 60_000),
        })
        .execute();
      return { method: 'POST', path: `/waitlist/offers/${offerId}/accept` };
    },
  },
  parseSearchQuery: {
    roles: everyone,
    request: () => ({ method: 'GET', path: '/search/query', query: { q: 'cardiologue Tunis' } }),
  },
  suggestSearch: {
    roles: everyone,
    request: () => ({
      method: 'GET',
      path: '/search/suggestions',
      query: { q: 'cardiologue Tun', lang: 'fr' },
    }),
  },
  nearbyGovernorates: {
    roles: everyone,
    request: ({ f }) => ({
      method: 'GET',
      path: '/search/nearby',
      query: { specialty: f.specialtyId, governorate: 'Sousse', lang: 'fr' },
    }),
  },
};
