import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/crypto.js';
import { isBookableSlot } from '../../booking/slots.js';
import { governorates } from '../data/locations.js';
import { questions as questionSeeds } from '../data/questions.js';
import { specialties as specialtySeeds } from '../data/specialties.js';
import { generateDemoData } from '../generate.js';
import { demoAccounts, demoPassword, isDatabaseEmpty, seedDatabase } from '../index.js';
import { backends, useTestDatabase } from '../../../test/helpers/db.js';

const arabicLetters = /[\u0621-\u064a]/;

describe('the demo data generator', () => {
  it('is deterministic: the same seed and time give the same rows', () => {
    const now = new Date('2026-11-21T09:00:00.000Z');
    const first = generateDemoData('hash', { now, doctors: 50, patients: 20, questions: 30 });
    const second = generateDemoData('hash', { now, doctors: 50, patients: 20, questions: 30 });
    expect(second).toEqual(first);
  });

  // docs/decisions/006: each question once, each answer written for its question.
  it('has distinct questions, each with its own answer, for every specialty', () => {
    const distinct = (field: 'title' | 'content' | 'answer') =>
      new Set(questionSeeds.map((seed) => seed[field])).size;
    expect(questionSeeds.length).toBeGreaterThanOrEqual(120);
    expect(distinct('title')).toBe(questionSeeds.length);
    expect(distinct('content')).toBe(questionSeeds.length);
    expect(distinct('answer')).toBe(questionSeeds.length);
    const asked = new Set(questionSeeds.map((seed) => seed.specialty));
    expect(specialtySeeds.filter((specialty) => !asked.has(specialty.fr))).toEqual([]);
    expect([...asked].filter((name) => !specialtySeeds.some((specialty) => specialty.fr === name))).toEqual(
      [],
    );
  });

  // docs/decisions/041-relatives.md: rdvs for a relative in the demo, without changing the seed's counts.
  it('gives two patients (never the demo patient) relatives, and one upcoming rdv each for a relative', () => {
    const now = new Date('2026-11-21T09:00:00.000Z');
    const data = generateDemoData('hash', { now, doctors: 50, patients: 20, questions: 30 });
    const relatives = data.relatives!;
    expect(relatives.map((relative) => [relative.first_name, relative.relation])).toEqual([
      ['Yasmine', 'child'],
      ['Adam', 'child'],
      ['Fatma', 'parent'],
    ]);
    const owners = [...new Set(relatives.map((relative) => relative.patient_id))];
    expect(owners).toHaveLength(2);
    const demoPatientId = data.users!.find((user) => user.email === demoAccounts.patient.email)!.id;
    expect(owners).not.toContain(demoPatientId);
    const forRelatives = data.rdvs!.filter((rdv) => rdv.relative_id != null);
    expect(forRelatives.map((rdv) => rdv.relative_id)).toEqual([relatives[0]!.id, relatives[2]!.id]);
    for (const rdv of forRelatives) {
      expect(new Date(rdv.date as Date) > now).toBe(true);
      expect(owners).toContain(rdv.patient_id);
    }
  });

  it('uses each seed question at most once, capping the number of questions asked for', () => {
    const now = new Date('2026-11-21T09:00:00.000Z');
    const capped = generateDemoData('hash', { now, doctors: 50, patients: 20, questions: 10_000 });
    expect(capped.questions).toHaveLength(questionSeeds.length);
    expect(new Set(capped.questions!.map((question) => question.title)).size).toBe(questionSeeds.length);
    const few = generateDemoData('hash', { now, doctors: 50, patients: 20, questions: 30 });
    expect(few.questions).toHaveLength(30);
    expect(new Set(few.questions!.map((question) => question.title)).size).toBe(30);
  });

  it('lists the 24 governorates of Tunisia', () => {
    expect(governorates.map((governorate) => governorate.name)).toEqual([
      'Tunis',
      'Ariana',
      'Ben Arous',
      'Manouba',
      'Nabeul',
      'Zaghouan',
      'Bizerte',
      'Béja',
      'Jendouba',
      'Le Kef',
      'Siliana',
      'Sousse',
      'Monastir',
      'Mahdia',
      'Sfax',
      'Kairouan',
      'Kasserine',
      'Sidi Bouzid',
      'Gabès',
      'Médenine',
      'Tataouine',
      'Gafsa',
      'Tozeur',
      'Kébili',
    ]);
  });
});

// docs/decisions/005: the demo data, written on PGlite and on PostgreSQL.
describe.each(backends)('seeding %s', (backend) => {
  const database = useTestDatabase(backend);
  const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
    (await query.execute(database().db)).rows[0]!.n;

  beforeAll(async () => {
    expect(await isDatabaseEmpty(database().db)).toBe(true);
    await seedDatabase(database().db);
  });

  it('marks the database as no longer empty', async () => {
    expect(await isDatabaseEmpty(database().db)).toBe(false);
  });

  it('has the 24 governorates, each with several main cities in French, Arabic and English', async () => {
    const rows = await database()
      .db.selectFrom('locations')
      .select(['governorate', sql<number>`count(*)`.as('cities')])
      .groupBy('governorate')
      .execute();
    expect(rows).toHaveLength(24);
    for (const row of rows) expect(row.cities).toBeGreaterThanOrEqual(3);
    const tunis = await database()
      .db.selectFrom('locations')
      .select(['label', 'label_ar', 'label_en', 'governorate'])
      .where('label', '=', 'Le Kef')
      .executeTakeFirst();
    expect(tunis).toEqual({ label: 'Le Kef', label_ar: 'الكاف', label_en: 'El Kef', governorate: 'Le Kef' });
  });

  it('has at least 40 specialties with French, English and Arabic names and a frequency', async () => {
    const rows = await database().db.selectFrom('specialties').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const row of rows) {
      expect(row.name_fr).not.toBe('');
      expect(row.name_en).not.toBe('');
      expect(row.name_ar).toMatch(arabicLetters);
      expect(row.freq).toBeGreaterThan(0);
    }
    expect(rows.find((row) => row.name_fr === 'Cardiologie')).toMatchObject({
      name_en: 'Cardiology',
      name_ar: 'أمراض القلب والشرايين',
    });
  });

  it('has at least 1,000 doctors spread over cities and specialties, with working hours', async () => {
    const stats = await sql<{
      doctors: number;
      cities: number;
      specialties: number;
      verified: number;
      hours: number;
    }>`
      SELECT count(*) AS doctors, count(DISTINCT city_id) AS cities, count(DISTINCT specialty_id) AS specialties,
             count(*) FILTER (WHERE is_verified AND is_active) AS verified,
             (SELECT count(*) FROM working_hours) AS hours
      FROM doctors`.execute(database().db);
    const row = stats.rows[0]!;
    expect(row.doctors).toBeGreaterThanOrEqual(1000);
    expect(row.cities).toBeGreaterThanOrEqual(80);
    expect(row.specialties).toBeGreaterThanOrEqual(40);
    expect(row.verified / row.doctors).toBeGreaterThan(0.8);
    expect(row.verified).toBeLessThan(row.doctors);
    expect(row.hours).toBe(row.doctors);
    expect(await count(sql`SELECT count(*) AS n FROM doctors WHERE cnam_convention`)).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(*) AS n FROM doctors WHERE fee % 1000 <> 0`)).toBe(0);
  });

  it('has past and upcoming rdvs in every status', async () => {
    const rows = await sql<{ status: string; past: boolean; n: number }>`
      SELECT status, date < now() AS past, count(*) AS n FROM rdvs GROUP BY 1, 2 ORDER BY 1, 2`.execute(
      database().db,
    );
    const statuses = new Set(rows.rows.map((row) => row.status));
    expect([...statuses].sort()).toEqual(['absent', 'cancelled', 'confirmed', 'done', 'pending']);
    expect(rows.rows.some((row) => row.past)).toBe(true);
    expect(rows.rows.some((row) => !row.past)).toBe(true);
  });

  it('has open unanswered, answered and closed questions with feedback', async () => {
    expect(
      await count(sql`SELECT count(*) AS n FROM questions WHERE NOT closed AND doctor_id IS NULL`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM questions WHERE NOT closed AND answer IS NOT NULL`),
    ).toBeGreaterThan(0);
    expect(
      await count(
        sql`SELECT count(*) AS n FROM questions WHERE closed AND patient_feedback_to_doctor BETWEEN 1 AND 5`,
      ),
    ).toBeGreaterThan(0);
  });

  it('has each seed question once, with the answer written for it, in its own specialty', async () => {
    const rows = await database()
      .db.selectFrom('questions')
      .innerJoin('specialties', 'specialties.id', 'questions.category_id')
      .select(['title', 'content', 'answer', 'closed', 'specialties.name_fr as specialty'])
      .execute();
    expect(rows).toHaveLength(questionSeeds.length);
    expect(new Set(rows.map((row) => row.title)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.content)).size).toBe(rows.length);
    const answers = rows.flatMap((row) => (row.answer === null ? [] : [row.answer]));
    expect(new Set(answers).size).toBe(answers.length);
    // Enough answered questions for three public pages of 50 (requirements §5 paging).
    expect(answers.length).toBeGreaterThan(100);
    const byTitle = new Map(questionSeeds.map((seed) => [seed.title, seed]));
    for (const row of rows) {
      const seed = byTitle.get(row.title)!;
      expect({ title: row.title, content: row.content, specialty: row.specialty }).toEqual({
        title: seed.title,
        content: seed.content,
        specialty: seed.specialty,
      });
      if (row.answer !== null) expect(row.answer).toBe(seed.answer);
    }
  });

  it("gives the demo doctor's queue several open cardiology questions, none twice", async () => {
    const open = await database()
      .db.selectFrom('questions')
      .innerJoin('specialties', 'specialties.id', 'questions.category_id')
      .select('title')
      .where('specialties.name_fr', '=', 'Cardiologie')
      .where('questions.doctor_id', 'is', null)
      .where('questions.closed', '=', false)
      .execute();
    expect(open.length).toBeGreaterThanOrEqual(6);
    expect(new Set(open.map((row) => row.title)).size).toBe(open.length);
  });

  it('has published articles on the landing page and others off it', async () => {
    expect(
      await count(sql`SELECT count(*) AS n FROM articles WHERE show_on_landing AND published`),
    ).toBeGreaterThanOrEqual(4);
    expect(await count(sql`SELECT count(*) AS n FROM articles WHERE NOT show_on_landing`)).toBeGreaterThan(0);
  });

  it('has one demo account per role, signing in with the documented password', async () => {
    const users = await database()
      .db.selectFrom('users')
      .select(['id', 'email', 'role', 'password_hash'])
      .where(
        'email',
        'in',
        Object.values(demoAccounts).map((account) => account.email),
      )
      .execute();
    expect(users.map((user) => [user.email, user.role]).sort()).toEqual([
      ['admin@tabib.test', 'admin'],
      ['docteur@tabib.test', 'doctor'],
      ['patient@tabib.test', 'patient'],
      ['secretaire@tabib.test', 'secretary'],
    ]);
    for (const user of users) {
      expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(user.password_hash!, demoPassword)).toBe(true);
    }
  });

  it('links the demo secretary to the demo doctor, and gives the demo patient an rdv in every status', async () => {
    const { db } = database();
    const secretary = await db
      .selectFrom('secretaries')
      .innerJoin('users as secretary', 'secretary.id', 'secretaries.user_id')
      .innerJoin('users as doctor', 'doctor.id', 'secretaries.doctor_id')
      .select(['doctor.email as doctorEmail'])
      .where('secretary.email', '=', demoAccounts.secretary.email)
      .executeTakeFirst();
    expect(secretary).toEqual({ doctorEmail: demoAccounts.doctor.email });

    const statuses = await db
      .selectFrom('rdvs')
      .innerJoin('users', 'users.id', 'rdvs.patient_id')
      .select('rdvs.status')
      .distinct()
      .where('users.email', '=', demoAccounts.patient.email)
      .orderBy('rdvs.status')
      .execute();
    expect(statuses.map((row) => row.status)).toEqual([
      'absent',
      'cancelled',
      'confirmed',
      'done',
      'pending',
    ]);
  });

  it("puts the demo doctor's upcoming rdvs on bookable slots of his working hours", async () => {
    const { db } = database();
    const doctor = await db
      .selectFrom('users')
      .innerJoin('working_hours', 'working_hours.doctor_id', 'users.id')
      .select(['users.id', 'timezone', 'slot_minutes', 'schedule', 'absences'])
      .where('email', '=', demoAccounts.doctor.email)
      .executeTakeFirstOrThrow();
    const upcoming = await db
      .selectFrom('rdvs')
      .select('date')
      .where('doctor_id', '=', doctor.id)
      .where('status', 'in', ['pending', 'confirmed'])
      .where('date', '>', new Date())
      .execute();
    expect(upcoming.length).toBeGreaterThan(20);
    const workingHours = {
      timezone: doctor.timezone,
      slotMinutes: doctor.slot_minutes,
      schedule: doctor.schedule,
      absences: doctor.absences,
    };
    for (const rdv of upcoming) {
      expect(isBookableSlot({ workingHours, start: rdv.date, now: new Date() })).toEqual({ bookable: true });
    }
  });
});
