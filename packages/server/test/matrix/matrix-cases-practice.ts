import { newId } from '../../src/platform/db/ids.js';
import { fixtureWeek } from '../helpers/fixtures.js';
import {
  insertFreeSecretary,
  insertSecretaryInvitation,
  insertSecretaryLink,
  insertService,
} from './matrix-fixture.js';
import { everyone, doctorSide, type MatrixCase } from './matrix-case.js';

const workingHoursBody = (doctor: string) => ({ doctor, slotMinutes: 30, schedule: fixtureWeek });

/** Specialties, locations, and a practice's working hours, secretaries and services. */
export const practiceCases: Record<string, MatrixCase> = {
  listSpecialties: { roles: everyone, request: () => ({ method: 'GET', path: '/doctorSpecialties' }) },
  createSpecialty: {
    roles: ['admin'],
    status: 201,
    request: () => {
      const suffix = newId().slice(-12);
      return {
        method: 'POST',
        path: '/doctorSpecialties',
        body: {
          names: { fr: `Angiologie ${suffix}`, en: `Angiology ${suffix}`, ar: `طب الأوعية ${suffix}` },
        },
      };
    },
  },
  updateSpecialty: {
    roles: ['admin'],
    request: ({ f }) => ({
      method: 'PUT',
      path: `/doctorSpecialties/${f.otherSpecialtyId}`,
      body: { freq: 7 },
    }),
  },
  listLocations: { roles: everyone, request: () => ({ method: 'GET', path: '/locations' }) },
  getWorkingHours: {
    roles: everyone,
    request: ({ f }) => ({ method: 'GET', path: '/workingHours', query: { doctor: f.doctorId } }),
  },
  // A doctor has one working-hours record: it is removed first, so the call creates it again as it was.
  // Only for a caller the call admits: a refused call would leave the doctor without hours for the cells
  // that follow it, whatever their order.
  createWorkingHours: {
    roles: doctorSide,
    outsiders: ['otherDoctor'],
    status: 201,
    request: async ({ db, f, caller }) => {
      if (caller === 'doctor' || caller === 'secretary' || caller === 'admin')
        await db.deleteFrom('working_hours').where('doctor_id', '=', f.doctorId).execute();
      return { method: 'POST', path: '/workingHours', body: workingHoursBody(f.doctorId) };
    },
  },
  updateWorkingHours: {
    roles: doctorSide,
    outsiders: ['otherDoctor'],
    request: async ({ db, f }) => {
      const { id } = await db
        .selectFrom('working_hours')
        .select('id')
        .where('doctor_id', '=', f.doctorId)
        .executeTakeFirstOrThrow();
      return { method: 'PUT', path: `/workingHours/${id}`, body: workingHoursBody(f.doctorId) };
    },
  },
  listSecretaries: {
    roles: ['doctor', 'admin'],
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({ method: 'GET', path: '/secretaries', query: { doctorId: f.doctorId } }),
  },
  addSecretary: {
    roles: ['doctor', 'admin'],
    outsiders: ['otherDoctor'],
    status: 201,
    request: async ({ db, f }) => ({
      method: 'POST',
      path: '/secretaries',
      body: { email: (await insertFreeSecretary(db)).email, doctor: f.doctorId },
    }),
  },
  getSecretaryInvitation: {
    roles: everyone,
    request: async ({ db, f, now }) => ({
      method: 'GET',
      path: `/secretary-invitations/${await insertSecretaryInvitation(db, f.doctorId, now)}`,
    }),
  },
  acceptSecretaryInvitation: {
    roles: everyone,
    status: 201,
    request: async ({ db, f, now }) => ({
      method: 'POST',
      path: `/secretary-invitations/${await insertSecretaryInvitation(db, f.doctorId, now)}/accept`,
      body: { firstName: 'Salma', lastName: 'Gharbi', password: 'Secretary-2026' },
    }),
  },
  verifySecretaryEmail: {
    roles: ['doctor'],
    request: async ({ db }) => ({
      method: 'GET',
      path: '/secretaries/verify',
      query: { email: (await insertFreeSecretary(db)).email },
    }),
  },
  removeSecretary: {
    roles: ['doctor', 'admin'],
    outsiders: ['otherDoctor'],
    status: 204,
    request: async ({ db, f }) => ({
      method: 'DELETE',
      path: `/secretaries/${await insertSecretaryLink(db, f.doctorId)}`,
    }),
  },
  verifySecretary: {
    roles: ['secretary', 'admin'],
    request: ({ f }) => ({ method: 'GET', path: `/secretaries/${f.secretaryLinkId}/verify` }),
  },
  listServices: {
    roles: everyone,
    request: ({ f }) => ({ method: 'GET', path: '/service', query: { query: { benefactor: f.doctorId } } }),
  },
  createService: {
    roles: ['doctor'],
    status: 201,
    request: () => ({
      method: 'POST',
      path: '/service',
      body: { name: 'Holter', price: 80_000, durationMinutes: 30 },
    }),
  },
  updateService: {
    roles: ['doctor'],
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({
      method: 'PUT',
      path: `/service/${f.serviceId}`,
      body: { name: 'ECG', price: 45_000, durationMinutes: 30 },
    }),
  },
  deleteService: {
    roles: ['doctor'],
    outsiders: ['otherDoctor'],
    status: 204,
    request: async ({ db, f }) => ({
      method: 'DELETE',
      path: `/service/${await insertService(db, f.doctorId)}`,
    }),
  },
};
