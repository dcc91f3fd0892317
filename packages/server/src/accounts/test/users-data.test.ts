import { describe, expect, it } from 'vitest';
import { findDoctorRow, toDoctor, toDoctorSummary } from '../../doctors/doctors-data.js';
import { loadUser } from '../users-data.js';
import { demoAccounts } from '../../seed/demo-accounts.js';
import { backends, useTestDatabase } from '../../../test/helpers/db.js';

describe.each(backends)('user and doctor read models on %s', (backend) => {
  const database = useTestDatabase(backend, 'seeded');

  const idOf = async (email: string) =>
    (
      await database()
        .db.selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;

  it('loads the demo doctor with the doctor object and their specialty', async () => {
    const id = await idOf(demoAccounts.doctor.email);
    const user = await loadUser(database().db, id);
    expect(user).toMatchObject({
      _id: id,
      email: 'docteur@tabib.test',
      name: 'Karim Ben Salah',
      role: 'doctor',
      isAdmin: false,
      isSecretary: false,
      admin: false,
      secretary: false,
      patient: false,
      sexe: 'M',
      birthDate: null,
      photoUrl: '/assets/demo/doctor-m-1.svg',
      loggedInSecretaryInfo: null,
      doctorSpecialty: { name: 'Cardiologie' },
      doctor: {
        _id: id,
        name: 'Dr Karim Ben Salah',
        email: 'docteur@tabib.test',
        phone: '+21671234567',
        city: { Label: 'Tunis' },
        address: 'Centre médical Ibn Sina, 25 Avenue de la Liberté, Tunis',
        languages: ['ar', 'fr', 'en'],
        fee: 70_000,
        cnamConvention: true,
        isVerified: true,
        isActive: true,
        cancellationCutoffHours: 24,
      },
    });
    expect(user?.doctor?.doctorSpecialty).toEqual(user?.doctorSpecialty);
  });

  it('loads the demo secretary with their doctor and that doctor’s specialty', async () => {
    const id = await idOf(demoAccounts.secretary.email);
    const doctorId = await idOf(demoAccounts.doctor.email);
    const user = await loadUser(database().db, id);
    expect(user).toMatchObject({
      role: 'secretary',
      isSecretary: true,
      secretary: true,
      doctor: null,
      doctorSpecialty: { name: 'Cardiologie' },
      loggedInSecretaryInfo: {
        email: 'secretaire@tabib.test',
        doctor: doctorId,
        doctorName: 'Dr Karim Ben Salah',
      },
    });
    expect(user?.loggedInSecretaryInfo?._id).not.toBe(id);
  });

  it('loads the demo patient and admin with their flags', async () => {
    const patient = await loadUser(database().db, await idOf(demoAccounts.patient.email));
    expect(patient).toMatchObject({
      role: 'patient',
      patient: true,
      admin: false,
      birthDate: '1988-04-17',
      doctor: null,
      doctorSpecialty: null,
      loggedInSecretaryInfo: null,
    });
    const admin = await loadUser(database().db, await idOf(demoAccounts.admin.email));
    expect(admin).toMatchObject({ role: 'admin', admin: true, isAdmin: true, patient: false, doctor: null });
  });

  it('returns undefined for an unknown user', async () => {
    expect(await loadUser(database().db, '01900000-0000-7000-8000-000000000000')).toBeUndefined();
  });

  it('hides a doctor’s phone and e-mail from the public unless showPhone', async () => {
    const { db } = database();
    const id = await idOf(demoAccounts.doctor.email);
    const row = (await findDoctorRow(db, id))!;
    const hidden = { ...row, show_phone: false };
    expect(toDoctor(row, null)).toMatchObject({ phone: '+21671234567' });
    expect(toDoctor(row, null).email).toBeUndefined();
    expect(toDoctor(hidden, null).phone).toBeNull();
    const patient = { userId: 'p', role: 'patient', doctorId: null, secretaryId: null } as const;
    expect(toDoctor(hidden, patient).phone).toBeNull();
    const otherDoctor = { userId: 'd', role: 'doctor', doctorId: 'd', secretaryId: null } as const;
    expect(toDoctor(hidden, otherDoctor).phone).toBeNull();
    const secretary = { userId: 's', role: 'secretary', doctorId: id, secretaryId: 's' } as const;
    expect(toDoctor(hidden, secretary).phone).toBe('+21671234567');
    const admin = { userId: 'a', role: 'admin', doctorId: null, secretaryId: null } as const;
    expect(toDoctor(hidden, admin)).toMatchObject({ phone: '+21671234567', email: 'docteur@tabib.test' });
  });

  it('maps a doctor summary', async () => {
    const { db } = database();
    const id = await idOf(demoAccounts.doctor.email);
    const row = (await findDoctorRow(db, id))!;
    expect(toDoctorSummary(row)).toEqual({
      _id: id,
      name: 'Dr Karim Ben Salah',
      photoUrl: '/assets/demo/doctor-m-1.svg',
      doctorSpecialty: { _id: row.specialty_id, name: 'Cardiologie' },
      city: 'Tunis',
      address: 'Centre médical Ibn Sina, 25 Avenue de la Liberté, Tunis',
    });
  });
});
