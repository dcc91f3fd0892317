import type { components } from '@tabib/contract';
import type { Kysely } from 'kysely';
import { toJson } from '../platform/db/json.js';
import type { Database, NamesByLanguage } from '../platform/db/schema.js';
import { normalizeSearchText } from '../platform/db/search-text.js';
import { storedPhone } from '../accounts/accounts-data.js';
import { audit, changedFields } from '../platform/audit.js';
import { storedNames } from '../platform/names.js';

/** The `DoctorBooleanInfo` flags (spec) and their columns. */
export const doctorFlagColumns = {
  cnamConvention: 'cnam_convention',
  cnamApci: 'cnam_apci',
  acceptsOnlinePayment: 'accepts_online_payment',
  teleconsultation: 'teleconsultation',
  showPhone: 'show_phone',
  isVerified: 'is_verified',
  isActive: 'is_active',
} as const;

export type DoctorFlags = Partial<Record<keyof typeof doctorFlagColumns, boolean>>;

const flagColumns = Object.values(doctorFlagColumns);

function flagsOf(row: Record<(typeof flagColumns)[number], boolean>): Required<DoctorFlags> {
  const flags = {} as Required<DoctorFlags>;
  for (const [field, column] of Object.entries(doctorFlagColumns)) {
    flags[field as keyof typeof doctorFlagColumns] = row[column];
  }
  return flags;
}

/**
 * Sets a doctor's boolean info flags; false when there is no such doctor. An admin's change
 * (`adminUserId`) is recorded in the audit log as `doctor.update` with every flag before and after
 * (spec `updateDoctorBooleanInfo` x-ownership).
 */
export async function setDoctorFlags(
  db: Kysely<Database>,
  doctorId: string,
  flags: DoctorFlags,
  now: Date,
  adminUserId?: string,
): Promise<boolean> {
  const values: Record<string, boolean | Date> = { updated_at: now };
  for (const [field, value] of Object.entries(flags)) {
    values[doctorFlagColumns[field as keyof typeof doctorFlagColumns]] = value;
  }
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('doctors')
      .select(flagColumns)
      .where('id', '=', doctorId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return false;
    const after = await trx
      .updateTable('doctors')
      .set(values)
      .where('id', '=', doctorId)
      .returning(flagColumns)
      .executeTakeFirstOrThrow();
    if (adminUserId !== undefined) {
      await audit(
        trx,
        {
          actorUserId: adminUserId,
          action: 'doctor.update',
          entity: 'doctor',
          entityId: doctorId,
          before: flagsOf(before),
          after: flagsOf(after),
        },
        now,
      );
    }
    return true;
  });
}

/** spec `DoctorProfileInput`. */
export interface DoctorProfileInput {
  firstName?: string;
  lastName?: string;
  phone?: string;
  photoUrl?: string | null;
  specialty?: string;
  city?: string;
  address?: string;
  bio?: string | null;
  bios?: components['schemas']['BiosInput'];
  languages?: string[];
  fee?: number;
  cancellationCutoffHours?: number;
  maxUpcomingRdvsPerPatient?: number;
}

export type ProfileUpdateResult = 'UPDATED' | 'NOT_FOUND' | 'UNKNOWN_SPECIALTY' | 'UNKNOWN_CITY';

/**
 * Updates a doctor's profile (users and doctors rows in one transaction), keeping `search_name` in
 * step with the names (src/platform/db/schema.ts `DoctorsTable.search_name`). An admin's change
 * (`adminUserId`) is recorded in the audit log as `doctor.profile` with the fields it changed, before
 * and after (spec `updateDoctor` x-ownership); a doctor's own change is not.
 */
export async function updateDoctorProfile(
  db: Kysely<Database>,
  doctorId: string,
  input: DoctorProfileInput,
  now: Date,
  adminUserId?: string,
): Promise<ProfileUpdateResult> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .innerJoin('doctors', 'doctors.id', 'users.id')
      .select([
        'users.first_name',
        'users.last_name',
        'users.phone',
        'users.photo_url',
        'doctors.specialty_id',
        'doctors.city_id',
        'doctors.address',
        'doctors.bio',
        'doctors.bios',
        'doctors.languages',
        'doctors.fee',
        'doctors.cancellation_cutoff_hours',
        'doctors.max_upcoming_rdvs_per_patient',
      ])
      .where('users.id', '=', doctorId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return 'NOT_FOUND';
    if (input.specialty !== undefined) {
      const found = await trx
        .selectFrom('specialties')
        .select('id')
        .where('id', '=', input.specialty)
        .executeTakeFirst();
      if (!found) return 'UNKNOWN_SPECIALTY';
    }
    if (input.city !== undefined) {
      const found = await trx
        .selectFrom('locations')
        .select('id')
        .where('id', '=', input.city)
        .executeTakeFirst();
      if (!found) return 'UNKNOWN_CITY';
    }
    const firstName = input.firstName ?? user.first_name;
    const lastName = input.lastName ?? user.last_name;
    await trx
      .updateTable('users')
      .set({
        first_name: firstName,
        last_name: lastName,
        ...(input.phone !== undefined && { phone: storedPhone(input.phone) }),
        ...(input.photoUrl !== undefined && { photo_url: input.photoUrl }),
        updated_at: now,
      })
      .where('id', '=', doctorId)
      .execute();
    await trx
      .updateTable('doctors')
      .set({
        search_name: normalizeSearchText(`${firstName} ${lastName}`),
        ...(input.specialty !== undefined && { specialty_id: input.specialty }),
        ...(input.city !== undefined && { city_id: input.city }),
        ...(input.address !== undefined && { address: input.address }),
        ...(input.bio !== undefined && { bio: input.bio }),
        ...(input.bios !== undefined && { bios: toJson(storedNames(input.bios, user.bios)) }),
        ...(input.languages !== undefined && { languages: input.languages }),
        ...(input.fee !== undefined && { fee: input.fee }),
        ...(input.cancellationCutoffHours !== undefined && {
          cancellation_cutoff_hours: input.cancellationCutoffHours,
        }),
        ...(input.maxUpcomingRdvsPerPatient !== undefined && {
          max_upcoming_rdvs_per_patient: input.maxUpcomingRdvsPerPatient,
        }),
        updated_at: now,
      })
      .where('id', '=', doctorId)
      .execute();
    const changes = changedFields(profileOf(user), {
      ...input,
      // The audit records the bios as stored, not the languages the change happened to name.
      ...(input.bios !== undefined && { bios: storedNames(input.bios, user.bios) }),
    });
    if (adminUserId !== undefined && changes !== null) {
      await audit(
        trx,
        {
          actorUserId: adminUserId,
          action: 'doctor.profile',
          entity: 'doctor',
          entityId: doctorId,
          ...changes,
        },
        now,
      );
    }
    return 'UPDATED';
  });
}

/** The profile as `DoctorProfileInput` names it, to compare with a change. */
function profileOf(row: {
  first_name: string;
  last_name: string;
  phone: string | null;
  photo_url: string | null;
  specialty_id: string;
  city_id: string;
  address: string | null;
  bio: string | null;
  bios: NamesByLanguage;
  languages: string[];
  fee: number;
  cancellation_cutoff_hours: number;
  max_upcoming_rdvs_per_patient: number;
}): Record<keyof DoctorProfileInput, unknown> {
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    photoUrl: row.photo_url,
    specialty: row.specialty_id,
    city: row.city_id,
    address: row.address,
    bio: row.bio,
    // In the languages' order, as a change names them: jsonb keeps its keys in an order of its own.
    bios: storedNames(undefined, row.bios),
    languages: row.languages,
    fee: row.fee,
    cancellationCutoffHours: row.cancellation_cutoff_hours,
    maxUpcomingRdvsPerPatient: row.max_upcoming_rdvs_per_patient,
  };
}
