import type { User } from '@tabib/contract';

/** Session users of each role, shaped like `GET /users/me` (requirements §3). */
const base: User = {
  _id: 'u-patient',
  email: 'amira@example.tn',
  name: 'Amira Ben Salah',
  firstName: 'Amira',
  lastName: 'Ben Salah',
  role: 'patient',
  isAdmin: false,
  isSecretary: false,
  admin: false,
  secretary: false,
  patient: true,
  doctor: null,
  doctorSpecialty: null,
  loggedInSecretaryInfo: null,
  photoUrl: null,
  createdAt: '2026-01-01T08:00:00.000Z',
} as User;

export const patient: User = base;

export const doctor = {
  ...base,
  _id: 'u-doctor',
  role: 'doctor',
  patient: false,
  doctor: { _id: 'd1' },
  doctorSpecialty: { _id: 'spec-cardio', name: 'Cardiologie' },
} as unknown as User;

export const secretary = {
  ...base,
  _id: 'u-secretary',
  role: 'secretary',
  patient: false,
  secretary: true,
  isSecretary: true,
  doctorSpecialty: { _id: 'spec-cardio', name: 'Cardiologie' },
  loggedInSecretaryInfo: { _id: 'sec-7', email: 'sec@example.tn', doctor: 'd1' },
} as unknown as User;
