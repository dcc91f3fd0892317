import type { Insertable } from 'kysely';
import { toJson } from '../platform/db/json.js';
import { normalizeSearchText } from '../platform/db/search-text.js';
import type {
  DoctorsTable,
  PatientsTable,
  SecretariesTable,
  Sexe,
  UsersTable,
} from '../platform/db/schema.js';
import type { CatalogLocation, CatalogSpecialty } from './catalog.js';
import { type SeedContext, emailSlug, millimes } from './context.js';
import { type DemoAccount, demoAccounts } from './demo-accounts.js';
import { buildings, femaleFirstNames, lastNames, maleFirstNames, streets } from './data/names.js';

export interface SeedDoctor {
  user: Insertable<UsersTable>;
  doctor: Insertable<DoctorsTable>;
  specialty: CatalogSpecialty;
  city: CatalogLocation;
}

export interface SeedPeople {
  users: Insertable<UsersTable>[];
  doctors: SeedDoctor[];
  patients: Insertable<PatientsTable>[];
  secretaries: Insertable<SecretariesTable>[];
  demoDoctor: SeedDoctor;
  demoPatientId: string;
}

const photoCount = 4;
const bios = [
  'Diplômé de la Faculté de médecine de Tunis, ancien interne des hôpitaux.',
  'Ancien assistant hospitalo-universitaire, formé à la Faculté de médecine de Sfax.',
  'Formé à la Faculté de médecine de Sousse, avec un passage par les hôpitaux de Paris.',
  'Diplômé de la Faculté de médecine de Monastir ; consultations en français et en arabe.',
  'Exerce en libéral depuis plus de dix ans, à l’écoute des familles.',
];

function person(context: SeedContext): { firstName: string; lastName: string; sexe: Sexe } {
  const sexe: Sexe = context.rng.chance(0.52) ? 'F' : 'M';
  return {
    sexe,
    firstName: context.rng.pick(sexe === 'F' ? femaleFirstNames : maleFirstNames),
    lastName: context.rng.pick(lastNames),
  };
}

/** Tunisian numbers: mobiles start with 2, 4, 5 or 9; practices often give a 7x landline. */
function phone(context: SeedContext, landline: boolean): string {
  const first = landline
    ? context.rng.pick(['71', '72', '73', '74', '75'])
    : String(context.rng.pick([2, 5, 9]));
  const rest = Array.from({ length: 8 - first.length }, () => context.rng.int(0, 9)).join('');
  // Stored as the API stores them: E.164 (docs/decisions/040).
  return `+216${first}${rest}`;
}

function user(
  context: SeedContext,
  fields: {
    role: DemoAccount['role'];
    email: string;
    firstName: string;
    lastName: string;
    sexe: Sexe | null;
  },
  extra: Partial<Insertable<UsersTable>> = {},
): Insertable<UsersTable> {
  const createdAt = context.daysAgo(context.rng.int(30, 700));
  return {
    id: context.id(createdAt),
    email: fields.email,
    password_hash: context.passwordHash,
    role: fields.role,
    first_name: fields.firstName,
    last_name: fields.lastName,
    sexe: fields.sexe,
    phone: phone(context, false),
    photo_url: null,
    email_verified: true,
    created_at: createdAt,
    updated_at: createdAt,
    ...extra,
  };
}

function doctor(
  context: SeedContext,
  account: Insertable<UsersTable>,
  specialty: CatalogSpecialty,
  city: CatalogLocation,
  overrides: Partial<Insertable<DoctorsTable>> = {},
): SeedDoctor {
  const { rng } = context;
  const [minFee, maxFee] = specialty.seed.fee;
  const fee = millimes(Math.round(rng.int(minFee, maxFee) / 5) * 5);
  const languages = [
    'ar',
    'fr',
    ...(rng.chance(0.4) ? ['en'] : []),
    ...(rng.chance(0.05) ? ['de'] : []),
    ...(rng.chance(0.05) ? ['it'] : []),
  ];
  const row: Insertable<DoctorsTable> = {
    id: account.id,
    specialty_id: specialty.row.id,
    city_id: city.row.id,
    address: `${rng.pick(buildings)}, ${rng.int(1, 120)} ${rng.pick(streets)}, ${city.row.label}`,
    bio: `${specialty.seed.fr}. ${rng.pick(bios)}`,
    languages,
    fee,
    cnam_convention: rng.chance(0.6),
    cnam_apci: rng.chance(0.25),
    is_verified: rng.chance(0.93),
    is_active: rng.chance(0.96),
    accepts_online_payment: rng.chance(0.4),
    teleconsultation: rng.chance(0.2),
    show_phone: rng.chance(0.75),
    cancellation_cutoff_hours: rng.pick([2, 12, 24, 24, 48]),
    search_name: normalizeSearchText(`${account.first_name} ${account.last_name}`),
    created_at: account.created_at,
    updated_at: account.updated_at,
    ...overrides,
  };
  return { user: account, doctor: row, specialty, city };
}

function demoUser(context: SeedContext, account: DemoAccount, sexe: Sexe): Insertable<UsersTable> {
  return user(context, { ...account, sexe });
}

/**
 * Accounts of every role: the fixed demo accounts, `doctorCount` doctors spread over cities and
 * specialties (most verified and active, a few not), patients, and secretaries (some verified, some
 * still waiting for the invited e-mail to sign up).
 */
export function generatePeople(
  context: SeedContext,
  locations: CatalogLocation[],
  specialties: CatalogSpecialty[],
  counts: { doctors: number; patients: number },
): SeedPeople {
  const { rng } = context;
  const users: Insertable<UsersTable>[] = [];
  const usedEmails = new Set<string>();
  const uniqueEmail = (local: string, domain: string) => {
    let email = `${local}@${domain}`;
    for (let n = 2; usedEmails.has(email); n++) email = `${local}${n}@${domain}`;
    usedEmails.add(email);
    return email;
  };

  users.push(demoUser(context, demoAccounts.admin, 'F'));
  usedEmails.add(demoAccounts.admin.email);

  const cardiology = specialties.find((s) => s.seed.fr === 'Cardiologie')!;
  const tunis = locations.find((l) => l.row.label === 'Tunis')!;
  const demoDoctorUser = demoUser(context, demoAccounts.doctor, 'M');
  demoDoctorUser.photo_url = '/assets/demo/doctor-m-1.svg';
  demoDoctorUser.phone = '+21671234567';
  usedEmails.add(demoAccounts.doctor.email);
  const demoDoctor = doctor(context, demoDoctorUser, cardiology, tunis, {
    address: 'Centre médical Ibn Sina, 25 Avenue de la Liberté, Tunis',
    bio: 'Cardiologue, ancien assistant hospitalo-universitaire à l’hôpital La Rabta. Échographie cardiaque, Holter et épreuve d’effort au cabinet.',
    // docs/decisions/043: the demo doctor writes the bio for English and Arabic readers too.
    bios: toJson({
      en: 'Cardiologist, former university hospital assistant at La Rabta hospital. Echocardiography, Holter monitoring and stress tests at the practice.',
      ar: 'طبيب مختص في أمراض القلب، مساعد استشفائي جامعي سابق بمستشفى الرابطة. تصوير القلب بالصدى والهولتر واختبار الجهد في العيادة.',
    }),
    languages: ['ar', 'fr', 'en'],
    fee: millimes(70),
    cnam_convention: true,
    cnam_apci: true,
    is_verified: true,
    is_active: true,
    accepts_online_payment: true,
    teleconsultation: true,
    show_phone: true,
    cancellation_cutoff_hours: 24,
  });
  users.push(demoDoctorUser);
  const doctors: SeedDoctor[] = [demoDoctor];

  for (let i = 1; i < counts.doctors; i++) {
    const who = person(context);
    const account = user(context, {
      role: 'doctor',
      email: uniqueEmail(emailSlug(who.firstName, who.lastName), 'medecins.tabib.test'),
      ...who,
    });
    account.phone = phone(context, rng.chance(0.6));
    if (rng.chance(0.7)) {
      account.photo_url = `/assets/demo/doctor-${who.sexe === 'F' ? 'f' : 'm'}-${rng.int(1, photoCount)}.svg`;
    }
    users.push(account);
    doctors.push(
      doctor(
        context,
        account,
        rng.weighted(specialties, (s) => s.seed.freq),
        rng.weighted(locations, (l) => l.weight),
      ),
    );
  }

  const patients: Insertable<PatientsTable>[] = [];
  const birthDate = () =>
    `${rng.int(1948, 2021)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const demoPatientUser = demoUser(context, demoAccounts.patient, 'M');
  usedEmails.add(demoAccounts.patient.email);
  users.push(demoPatientUser);
  patients.push({ id: demoPatientUser.id, birth_date: '1988-04-17', created_at: demoPatientUser.created_at });
  for (let i = 1; i < counts.patients; i++) {
    const who = person(context);
    const account = user(context, {
      role: 'patient',
      email: uniqueEmail(emailSlug(who.firstName, who.lastName), 'patients.tabib.test'),
      ...who,
    });
    account.blocked = rng.chance(0.01);
    users.push(account);
    patients.push({
      id: account.id,
      birth_date: rng.chance(0.9) ? birthDate() : null,
      created_at: account.created_at,
    });
  }

  const secretaries: Insertable<SecretariesTable>[] = [];
  const demoSecretaryUser = demoUser(context, demoAccounts.secretary, 'F');
  usedEmails.add(demoAccounts.secretary.email);
  users.push(demoSecretaryUser);
  secretaries.push({
    id: context.id(demoSecretaryUser.created_at as Date),
    doctor_id: demoDoctor.doctor.id,
    email: demoSecretaryUser.email,
    user_id: demoSecretaryUser.id,
    created_at: demoSecretaryUser.created_at,
  });
  // An invitation the demo doctor sent that nobody has accepted yet (verified = false).
  secretaries.push({
    id: context.id(context.daysAgo(3)),
    doctor_id: demoDoctor.doctor.id,
    email: uniqueEmail('accueil.cabinet-ben-salah', 'tabib.test'),
    user_id: null,
    created_at: context.daysAgo(3),
  });
  for (const { doctor: row } of doctors.slice(1)) {
    if (!rng.chance(0.12)) continue;
    const who = person(context);
    const email = uniqueEmail(emailSlug(who.firstName, who.lastName), 'secretaires.tabib.test');
    const verified = rng.chance(0.7);
    const account = verified ? user(context, { role: 'secretary', email, ...who }) : undefined;
    if (account !== undefined) users.push(account);
    const createdAt = context.daysAgo(rng.int(1, 300));
    secretaries.push({
      id: context.id(createdAt),
      doctor_id: row.id,
      email,
      user_id: account?.id ?? null,
      created_at: createdAt,
    });
  }

  return { users, doctors, patients, secretaries, demoDoctor, demoPatientId: demoPatientUser.id };
}
