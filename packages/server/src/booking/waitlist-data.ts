import type { components } from '@tabib/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import { TUNIS_TIME_ZONE, zoneOffsetMs } from '../platform/zoned-time.js';
import { newId } from '../platform/db/ids.js';
import type { Database, WaitlistEntryStatus } from '../platform/db/schema.js';
import { queueNotifications } from '../notifications/notifications-data.js';
import { doctorDisplayName } from '../doctors/doctors-data.js';

/*
 * docs/decisions/029-waitlist.md: waiting entries, and the offers a freed slot makes to them.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** How many waiting patients one freed slot is offered to at once: the first to accept books it. */
export const WAITLIST_OFFER_FANOUT = 3;
/** How long an offer stays open. */
export const WAITLIST_OFFER_MINUTES = 30;
/** A slot starting sooner than this is not offered: nobody could plan to come. */
export const WAITLIST_MIN_LEAD_MS = 2 * 60 * 60 * 1000;

/** The Tunis weekday (ISO: 1 = Monday … 7 = Sunday) and minutes after midnight of an instant. */
export function tunisWeekdayAndMinutes(instant: Date): { weekday: number; minutes: number } {
  const wall = new Date(instant.getTime() + zoneOffsetMs(TUNIS_TIME_ZONE, instant.getTime()));
  return {
    weekday: ((wall.getUTCDay() + 6) % 7) + 1,
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

export interface FreedSlot {
  /** The rdv that left the slot (cancelled, moved, or released at the end of its payment hold). */
  rdvId: string;
  doctorId: string;
  start: Date;
  /** Its patient, who is not offered their own slot back. */
  patientId: string;
}

/**
 * Offers a freed slot to the first waiting patients whose days and hours it fits (oldest entry first,
 * at most `WAITLIST_OFFER_FANOUT`, none already holding an open offer), and queues the e-mail telling
 * each of them, in the transaction that freed it. Returns how many offers were made.
 */
export async function offerFreedSlot(
  trx: Transaction<Database>,
  slot: FreedSlot,
  now: Date,
): Promise<number> {
  if (slot.start.getTime() - now.getTime() < WAITLIST_MIN_LEAD_MS) return 0;
  const { weekday, minutes } = tunisWeekdayAndMinutes(slot.start);
  const entries = await trx
    .selectFrom('waitlist_entries as w')
    .innerJoin('users as u', 'u.id', 'w.patient_id')
    .select(['w.id', 'w.patient_id', 'u.email', 'u.first_name', 'u.last_name'])
    .where('w.doctor_id', '=', slot.doctorId)
    .where('w.status', '=', 'waiting')
    .where('w.patient_id', '<>', slot.patientId)
    .where(sql<boolean>`${weekday}::smallint = ANY(w.weekdays)`)
    .where('w.from_minutes', '<=', minutes)
    .where('w.to_minutes', '>', minutes)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('waitlist_settings as s')
            .select('s.doctor_id')
            .whereRef('s.doctor_id', '=', 'w.doctor_id')
            .where('s.enabled', '=', false),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('waitlist_offers as o')
            .select('o.id')
            .whereRef('o.entry_id', '=', 'w.id')
            .where('o.status', '=', 'open')
            .where('o.expires_at', '>', now),
        ),
      ),
    )
    .orderBy('w.created_at')
    .orderBy('w.id')
    .limit(WAITLIST_OFFER_FANOUT)
    .execute();
  if (entries.length === 0) return 0;

  const doctor = await trx
    .selectFrom('doctors as d')
    .innerJoin('users as u', 'u.id', 'd.id')
    .innerJoin('specialties as s', 's.id', 'd.specialty_id')
    .innerJoin('locations as l', 'l.id', 'd.city_id')
    .select(['u.first_name', 'u.last_name', 'd.address', 's.name_fr', 'l.label'])
    .where('d.id', '=', slot.doctorId)
    .executeTakeFirstOrThrow();
  const expiresAt = new Date(now.getTime() + WAITLIST_OFFER_MINUTES * 60_000);
  await trx
    .insertInto('waitlist_offers')
    .values(
      entries.map((entry) => ({
        id: newId(now.getTime()),
        entry_id: entry.id,
        doctor_id: slot.doctorId,
        patient_id: entry.patient_id,
        slot_start: slot.start,
        expires_at: expiresAt,
        created_at: now,
      })),
    )
    .execute();
  await queueNotifications(
    trx,
    entries.map((entry) => ({
      id: newId(now.getTime()),
      kind: 'waitlist_offer' as const,
      rdvId: slot.rdvId,
      recipientEmail: entry.email,
      payload: {
        patientName: `${entry.first_name} ${entry.last_name}`,
        doctorName: `${doctor.first_name} ${doctor.last_name}`,
        specialty: doctor.name_fr,
        address: doctor.address,
        city: doctor.label,
        date: slot.start.toISOString(),
        status: 'pending' as const,
        offerExpiresAt: expiresAt.toISOString(),
      },
      runAt: now,
    })),
    now,
  );
  return entries.length;
}

/** Offers each freed slot in a transaction of its own (slots released in bulk, e.g. payment holds). */
export async function offerFreedSlots(db: Kysely<Database>, slots: FreedSlot[], now: Date): Promise<void> {
  for (const slot of slots) {
    await db.transaction().execute((trx) => offerFreedSlot(trx, slot, now));
  }
}

const pad = (value: number) => String(value).padStart(2, '0');
/** 570 → "09:30"; 1440 → "24:00". */
export const clockOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
/** "09:30" → 570. */
export const minutesOf = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return hours! * 60 + minutes!;
};

export type WaitlistEntry = components['schemas']['WaitlistEntry'];

function selectEntries(db: Db) {
  return db
    .selectFrom('waitlist_entries as w')
    .innerJoin('users as du', 'du.id', 'w.doctor_id')
    .innerJoin('users as pu', 'pu.id', 'w.patient_id')
    .select([
      'w.id',
      'w.doctor_id',
      'w.patient_id',
      'w.weekdays',
      'w.from_minutes',
      'w.to_minutes',
      'w.status',
      'w.created_at',
      'du.first_name as doctor_first_name',
      'du.last_name as doctor_last_name',
      'pu.first_name as patient_first_name',
      'pu.last_name as patient_last_name',
      'pu.phone as patient_phone',
    ]);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['executeTakeFirstOrThrow']>>;

function toEntry(row: EntryRow): WaitlistEntry {
  return {
    _id: row.id,
    doctor: { _id: row.doctor_id, name: doctorDisplayName(row.doctor_first_name, row.doctor_last_name) },
    patient: {
      _id: row.patient_id,
      name: `${row.patient_first_name} ${row.patient_last_name}`,
      phone: row.patient_phone,
    },
    weekdays: [...row.weekdays].sort(),
    from: clockOf(row.from_minutes),
    to: clockOf(row.to_minutes),
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

/** Waiting entries of a patient or of a doctor, oldest first (the order offers follow). */
export async function listWaitingEntries(
  db: Db,
  filter: { patientId?: string; doctorId?: string },
): Promise<WaitlistEntry[]> {
  let query = selectEntries(db).where('w.status', '=', 'waiting');
  if (filter.patientId !== undefined) query = query.where('w.patient_id', '=', filter.patientId);
  if (filter.doctorId !== undefined) query = query.where('w.doctor_id', '=', filter.doctorId);
  const rows = await query.orderBy('w.created_at').orderBy('w.id').limit(500).execute();
  return rows.map(toEntry);
}

export async function findEntry(db: Db, id: string): Promise<WaitlistEntry | undefined> {
  const row = await selectEntries(db).where('w.id', '=', id).executeTakeFirst();
  return row && toEntry(row);
}

export interface WaitlistPreferences {
  weekdays: number[];
  fromMinutes: number;
  toMinutes: number;
}

/** Joins the doctor's waiting list, or updates the days and hours of the patient's waiting entry. */
export async function upsertWaitingEntry(
  db: Kysely<Database>,
  doctorId: string,
  patientId: string,
  preferences: WaitlistPreferences,
  now: Date,
): Promise<WaitlistEntry> {
  const values = {
    weekdays: [...new Set(preferences.weekdays)].sort(),
    from_minutes: preferences.fromMinutes,
    to_minutes: preferences.toMinutes,
    updated_at: now,
  };
  const { id } = await db
    .insertInto('waitlist_entries')
    .values({
      id: newId(now.getTime()),
      doctor_id: doctorId,
      patient_id: patientId,
      created_at: now,
      ...values,
    })
    .onConflict((conflict) =>
      conflict.columns(['doctor_id', 'patient_id']).where('status', '=', 'waiting').doUpdateSet(values),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findEntry(db, id)) as WaitlistEntry;
}

export async function setEntryStatus(
  db: Db,
  id: string,
  status: WaitlistEntryStatus,
  now: Date,
): Promise<void> {
  await db.updateTable('waitlist_entries').set({ status, updated_at: now }).where('id', '=', id).execute();
}

export async function waitlistEnabled(db: Db, doctorId: string): Promise<boolean> {
  const row = await db
    .selectFrom('waitlist_settings')
    .select('enabled')
    .where('doctor_id', '=', doctorId)
    .executeTakeFirst();
  return row?.enabled ?? true;
}

export async function setWaitlistEnabled(
  db: Db,
  doctorId: string,
  enabled: boolean,
  now: Date,
): Promise<void> {
  await db
    .insertInto('waitlist_settings')
    .values({ doctor_id: doctorId, enabled, updated_at: now })
    .onConflict((conflict) => conflict.column('doctor_id').doUpdateSet({ enabled, updated_at: now }))
    .execute();
}

export type WaitlistOffer = components['schemas']['WaitlistOffer'];

/** A patient's offers still open at `now`, soonest slot first. */
export async function listOpenOffers(db: Db, patientId: string, now: Date): Promise<WaitlistOffer[]> {
  const rows = await db
    .selectFrom('waitlist_offers as o')
    .innerJoin('users as du', 'du.id', 'o.doctor_id')
    .select([
      'o.id',
      'o.doctor_id',
      'o.slot_start',
      'o.expires_at',
      'o.status',
      'du.first_name',
      'du.last_name',
    ])
    .where('o.patient_id', '=', patientId)
    .where('o.status', '=', 'open')
    .where('o.expires_at', '>', now)
    .orderBy('o.slot_start')
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    doctor: { _id: row.doctor_id, name: doctorDisplayName(row.first_name, row.last_name) },
    slotStart: row.slot_start.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    status: row.status,
  }));
}

export async function findOffer(db: Db, id: string) {
  return db.selectFrom('waitlist_offers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The offer became `rdvId`: its entry is served, and the other open offers of that slot are gone. */
export async function markOfferAccepted(
  db: Kysely<Database>,
  offer: { id: string; entry_id: string; doctor_id: string; slot_start: Date },
  rdvId: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('waitlist_offers')
      .set({ status: 'accepted', rdv_id: rdvId })
      .where('id', '=', offer.id)
      .execute();
    await setEntryStatus(trx, offer.entry_id, 'booked', now);
    await trx
      .updateTable('waitlist_offers')
      .set({ status: 'taken' })
      .where('doctor_id', '=', offer.doctor_id)
      .where('slot_start', '=', offer.slot_start)
      .where('status', '=', 'open')
      .execute();
  });
}

export async function markOfferTaken(db: Db, id: string): Promise<void> {
  await db.updateTable('waitlist_offers').set({ status: 'taken' }).where('id', '=', id).execute();
}
