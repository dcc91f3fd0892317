import { REFRESH_COOKIE } from '../../src/accounts/refresh-cookie.js';
import { startSession } from '../../src/accounts/sessions.js';
import { newId } from '../../src/platform/db/ids.js';
import { fixturePassword } from './matrix-fixture.js';
import { type CaseContext, everyone, members, userOf, type MatrixCase } from './matrix-case.js';

/** A refresh cookie of the caller's own new session (a guest holds the first patient's). */
async function refreshCookie(context: CaseContext): Promise<Record<string, string>> {
  const session = await startSession(context.db, userOf(context).id, {
    remember: true,
    now: context.now,
    ttlSeconds: context.refreshTokenTtlSeconds,
  });
  return { [REFRESH_COOKIE]: session.refreshToken };
}

/** Signing in and out, the account and the doctor directory. */
export const accountCases: Record<string, MatrixCase> = {
  getXsrfToken: { roles: everyone, request: () => ({ method: 'GET', path: '/auth/xsrf' }) },
  // Decision 033: a signed-in caller may sign in again as someone else, or register.
  register: {
    roles: everyone,
    status: 201,
    request: () => ({
      method: 'POST',
      path: '/auth/register',
      body: {
        role: 'patient',
        email: `new-${newId()}@tabib.test`,
        password: fixturePassword,
        firstName: 'Ines',
        lastName: 'Mansour',
      },
    }),
  },
  // Decision 033: a signed-in caller may sign in again as someone else, or register.
  login: {
    roles: everyone,
    request: ({ f }) => ({
      method: 'POST',
      path: '/auth/login',
      body: { email: f.users.patient.email, password: fixturePassword },
    }),
  },
  // Decision 033: a signed-in caller may sign in again as someone else, or register.
  adminLogin: {
    roles: everyone,
    request: ({ f }) => ({
      method: 'POST',
      path: '/auth/admin/login',
      body: { email: f.users.admin.email, password: fixturePassword },
    }),
  },
  refreshToken: {
    roles: everyone,
    request: async (context) => ({
      method: 'POST',
      path: '/auth/refresh',
      cookies: await refreshCookie(context),
    }),
  },
  logout: {
    roles: everyone,
    status: 204,
    request: async (context) => ({
      method: 'POST',
      path: '/auth/logout',
      cookies: await refreshCookie(context),
    }),
  },
  // No OAuth client is configured in tests: the documented 503 NOT_CONFIGURED (spec `beginGoogleSignIn`).
  beginGoogleSignIn: {
    roles: ['guest'],
    status: 503,
    request: () => ({ method: 'GET', path: '/auth/google' }),
  },
  completeGoogleSignIn: {
    roles: ['guest'],
    status: 302,
    request: () => ({ method: 'GET', path: '/auth/google/callback', query: { code: 'c', state: 's' } }),
  },
  beginFacebookSignIn: {
    roles: ['guest'],
    status: 503,
    request: () => ({ method: 'GET', path: '/auth/facebook' }),
  },
  completeFacebookSignIn: {
    roles: ['guest'],
    status: 302,
    request: () => ({ method: 'GET', path: '/auth/facebook/callback', query: { code: 'c', state: 's' } }),
  },

  getCurrentUser: { roles: members, request: () => ({ method: 'GET', path: '/users/me' }) },
  updateCurrentUser: {
    roles: members,
    request: () => ({ method: 'PUT', path: '/users/me', body: { phone: '+21698123456' } }),
  },
  changePassword: {
    roles: members,
    status: 204,
    request: () => ({
      method: 'PUT',
      path: '/users/me/password',
      body: { currentPassword: fixturePassword, newPassword: fixturePassword },
    }),
  },
  // The first patient's record: self or admin only (not a public doctor).
  getUserById: {
    roles: everyone,
    outsiders: ['guest', 'otherPatient', 'doctor', 'otherDoctor', 'secretary'],
    request: ({ f }) => ({ method: 'GET', path: '/users', query: { id: f.patientId } }),
  },
  getUser: {
    roles: members,
    outsiders: ['otherPatient', 'doctor', 'otherDoctor', 'secretary'],
    request: ({ f }) => ({ method: 'GET', path: `/users/${f.patientId}` }),
  },
  updateDoctorBooleanInfo: {
    roles: ['doctor', 'admin'],
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({
      method: 'PATCH',
      path: `/users/${f.doctorId}/doctor-boolean-info`,
      body: { teleconsultation: true },
    }),
  },
  updateDoctor: {
    roles: ['doctor', 'admin'],
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({
      method: 'PUT',
      path: '/users/updateDoctor',
      query: { id: f.doctorId },
      body: { bio: 'Cardiologue à Sfax.' },
    }),
  },
  autocompleteDoctors: {
    roles: everyone,
    request: () => ({ method: 'GET', path: '/users/doctors/autocomplete', query: { keyword: 'Kallel' } }),
  },
  searchDoctors: {
    roles: everyone,
    request: () => ({ method: 'GET', path: '/doctors', query: { limit: 5 } }),
  },
  getDoctorProfile: {
    roles: everyone,
    request: ({ f }) => ({ method: 'GET', path: `/doctors/${f.doctorId}` }),
  },
  getDoctorSlots: {
    roles: everyone,
    request: ({ f }) => ({
      method: 'GET',
      path: `/doctors/${f.doctorId}/slots`,
      query: { from: '2026-03-02', to: '2026-03-06' },
    }),
  },
};
