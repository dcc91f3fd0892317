import type { Insertable } from 'kysely';
import { toJson } from '../platform/db/json.js';
import type {
  Absence,
  PaymentsTable,
  RdvStatus,
  RefundsTable,
  RdvsTable,
  Role,
  ScheduleDay,
  ServicesTable,
  VisitType,
  WorkingHoursTable,
} from '../platform/db/schema.js';
import { type SeedContext, millimes } from './context.js';
import type { SeedDoctor } from './people.js';
import { addDays, TUNIS_TIME_ZONE, tunisInstant } from '../platform/zoned-time.js';
import { REMOTE_CONSENT_TEXT_VERSION } from '../teleconsultation/rules.js';

export interface SeedAgenda {
  workingHours: Insertable<WorkingHoursTable>[];
  services: Insertable<ServicesTable>[];
  rdvs: Insertable<RdvsTable>[];
  payments: Insertable<PaymentsTable>[];
  refunds: Insertable<RefundsTable>[];
}

/** The money of the seeded rdvs: online payments, and the refunds of the cancelled ones paid online. */
interface SeedMoney {
  payments: Insertable<PaymentsTable>[];
  refunds: Insertable<RefundsTable>[];
}

interface DoctorAgenda {
  doctor: SeedDoctor;
  slotMinutes: number;
  schedule: ScheduleDay[];
  visitTypes: VisitType[];
  absences: Absence[];
  services: Insertable<ServicesTable>[];
  /** Starts already booked (any status), as epoch ms: one rdv per slot in the demo data. */
  taken: Set<number>;
}

const weekdays = [1, 2, 3, 4, 5];
const interval = (start: string, end: string) => ({ start, end });

/** Weekly patterns common in Tunisian private practice (0 = Sunday). */
const schedulePatterns: ScheduleDay[][] = [
  [
    ...weekdays.map((day) => ({ day, intervals: [interval('08:30', '13:00'), interval('15:00', '19:00')] })),
    { day: 6, intervals: [interval('08:30', '13:00')] },
  ],
  [
    ...weekdays.map((day) => ({ day, intervals: [interval('09:00', '17:00')] })),
    { day: 6, intervals: [interval('09:00', '12:00')] },
  ],
  [
    ...[1, 2, 4].map((day) => ({ day, intervals: [interval('14:00', '19:00')] })),
    ...[3, 5, 6].map((day) => ({ day, intervals: [interval('09:00', '13:00')] })),
  ],
  [
    ...[1, 2, 3, 4].map((day) => ({ day, intervals: [interval('08:00', '14:00')] })),
    { day: 5, intervals: [interval('08:00', '12:30')] },
    { day: 6, intervals: [interval('08:00', '13:00')] },
  ],
];

const absenceReasons = ['Congé annuel', 'Congrès médical', 'Formation continue', 'Fermeture exceptionnelle'];
const visitReasons = [
  'Première consultation',
  'Suivi de traitement',
  'Renouvellement d’ordonnance',
  'Résultats d’analyses',
  'Bilan annuel',
  'Douleurs depuis quelques jours',
  'Certificat médical',
  null,
];
const cancelReasons: Record<Exclude<Role, 'admin'>, string[]> = {
  patient: [
    'Empêchement professionnel',
    'Je suis malade, je reprendrai rendez-vous',
    'Rendez-vous pris par erreur',
  ],
  doctor: ['Urgence à la clinique', 'Absence imprévue du médecin'],
  secretary: ['Cabinet fermé ce jour-là', 'Le patient a appelé pour annuler'],
};

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Slot starts of one Tunis day as UTC instants, outside the doctor's absences. */
function slotsOn(agenda: DoctorAgenda, day: string, weekday: number): Date[] {
  const intervals = agenda.schedule.find((entry) => entry.day === weekday)?.intervals ?? [];
  const starts: Date[] = [];
  for (const { start, end } of intervals) {
    for (let m = minutesOf(start); m + agenda.slotMinutes <= minutesOf(end); m += agenda.slotMinutes) {
      const at = tunisInstant(day, timeOf(m));
      const absent = agenda.absences.some(
        (absence) => at >= new Date(absence.start) && at < new Date(absence.end),
      );
      if (!absent) starts.push(at);
    }
  }
  return starts;
}

function planDoctor(context: SeedContext, doctor: SeedDoctor, isDemo: boolean): DoctorAgenda {
  const { rng } = context;
  const longVisits = ['Psychiatrie', 'Psychologie', 'Chirurgie dentaire', 'Kinésithérapie', 'Nutrition'];
  const slotMinutes = longVisits.includes(doctor.specialty.seed.fr)
    ? 30
    : isDemo
      ? 20
      : rng.pick([15, 20, 30]);
  const fee = doctor.doctor.fee;
  // Named in French as a doctor would, with their English and Arabic names (docs/decisions/043).
  const visitTypes: VisitType[] = [
    {
      _id: context.id(),
      name: 'Consultation',
      names: { en: 'Consultation', ar: 'استشارة' },
      durationMinutes: slotMinutes,
      price: fee,
    },
    {
      _id: context.id(),
      name: 'Contrôle',
      names: { en: 'Follow-up visit', ar: 'زيارة متابعة' },
      durationMinutes: slotMinutes,
      price: Math.round((fee * 0.6) / 5000) * 5000,
    },
  ];
  if (doctor.doctor.teleconsultation) {
    // docs/decisions/054: offered by video at lunchtime on weekdays, for patients already seen.
    visitTypes.push({
      _id: context.id(),
      name: 'Téléconsultation',
      names: { en: 'Teleconsultation', ar: 'استشارة عن بعد' },
      durationMinutes: slotMinutes,
      price: fee,
      remote: true,
      remoteSchedule: weekdays.map((day) => ({ day, intervals: [interval('13:00', '15:00')] })),
    });
  }

  const absences: Absence[] = [];
  if (isDemo || rng.chance(0.2)) {
    const startDay = addDays(context.today, isDemo ? 12 : rng.int(-30, 40)).day;
    const endDay = addDays(startDay, isDemo ? 3 : rng.int(1, 7)).day;
    absences.push({
      _id: context.id(),
      start: tunisInstant(startDay, '00:00').toISOString(),
      end: tunisInstant(endDay, '00:00').toISOString(),
      reason: isDemo ? 'Congrès de la Société tunisienne de cardiologie' : rng.pick(absenceReasons),
    });
  }

  const services = rng
    .sample(doctor.specialty.seed.services, isDemo ? doctor.specialty.seed.services.length : rng.int(1, 3))
    .map((service) => {
      const createdAt = context.daysAgo(rng.int(5, 400));
      return {
        id: context.id(createdAt),
        benefactor_id: doctor.doctor.id,
        name: service.name,
        names: toJson(service.names),
        description: null,
        price: millimes(service.price),
        duration_minutes: service.minutes,
        created_at: createdAt,
        updated_at: createdAt,
      };
    });

  return {
    doctor,
    slotMinutes,
    schedule: isDemo ? schedulePatterns[0]! : rng.pick(schedulePatterns),
    visitTypes,
    absences,
    services,
    taken: new Set(),
  };
}

/** Past rdvs end done, absent or cancelled; upcoming ones are pending, confirmed or cancelled. */
function statusFor(context: SeedContext, past: boolean): RdvStatus {
  const roll = context.rng.next();
  if (past) return roll < 0.75 ? 'done' : roll < 0.87 ? 'absent' : 'cancelled';
  return roll < 0.45 ? 'pending' : roll < 0.9 ? 'confirmed' : 'cancelled';
}

function makeRdv(
  context: SeedContext,
  agenda: DoctorAgenda,
  patientId: string,
  date: Date,
  status: RdvStatus,
  money: SeedMoney,
  inPerson = false,
): Insertable<RdvsTable> {
  const { rng } = context;
  const withService = agenda.services.length > 0 && rng.chance(0.15) ? rng.pick(agenda.services) : undefined;
  const picked = rng.pick(agenda.visitTypes);
  const visitType = inPerson && picked.remote === true ? agenda.visitTypes[0]! : picked;
  const remote = withService === undefined && visitType.remote === true;
  const price = withService?.price ?? visitType.price;
  const durationMinutes = withService === undefined ? visitType.durationMinutes : agenda.slotMinutes;
  // docs/decisions/054: a teleconsultation is paid online when booked.
  const online = (agenda.doctor.doctor.accepts_online_payment === true && rng.chance(0.4)) || remote;
  const bookedAt = new Date(
    Math.min(context.now.getTime(), date.getTime() - rng.int(1, 20) * 86_400_000 - rng.int(0, 600) * 60_000),
  );
  const paymentStatus = online
    ? status === 'cancelled'
      ? 'refunded'
      : status === 'pending'
        ? 'pending'
        : 'paid'
    : status === 'done'
      ? 'paid'
      : 'unpaid';
  const cancelledBy: Exclude<Role, 'admin'> | null =
    status === 'cancelled' ? rng.pick(['patient', 'patient', 'doctor', 'secretary'] as const) : null;
  const id = context.id(bookedAt);
  const updatedAt =
    status === 'pending' ? bookedAt : new Date(Math.min(context.now.getTime(), date.getTime()));
  if (online) {
    const paid = paymentStatus !== 'pending';
    const paymentId = context.id(bookedAt);
    money.payments.push({
      id: paymentId,
      rdv_id: id,
      amount: price,
      provider: 'sandbox',
      provider_ref: `sandbox_${id.replace(/-/g, '').slice(-16)}`,
      status: paid ? 'paid' : 'pending',
      payment_url: null,
      paid_at: paid ? bookedAt : null,
      created_at: bookedAt,
      updated_at: bookedAt,
    });
    // docs/decisions/035: a cancelled rdv paid online was refunded in full when it was cancelled.
    if (cancelledBy !== null) {
      money.refunds.push({
        id: context.id(updatedAt),
        payment_id: paymentId,
        rdv_id: id,
        amount: price,
        provider: 'sandbox',
        status: 'refunded',
        cause: cancelledBy === 'patient' ? 'patient_cancelled' : 'practice_cancelled',
        reference: `sandbox_refund_${paymentId.replace(/-/g, '').slice(-16)}`,
        requested_at: updatedAt,
        completed_at: updatedAt,
        updated_at: updatedAt,
      });
    }
  }
  return {
    id,
    doctor_id: agenda.doctor.doctor.id,
    patient_id: patientId,
    date,
    end_date: new Date(date.getTime() + durationMinutes * 60_000),
    status,
    visit_type: withService === undefined ? visitType.name : null,
    visit_type_names: toJson(withService === undefined ? (visitType.names ?? {}) : {}),
    service_id: withService?.id ?? null,
    price,
    payment_mode: online ? 'online' : 'onsite',
    payment_status: paymentStatus,
    reason: rng.pick(visitReasons),
    cancel_reason: cancelledBy === null ? null : rng.pick(cancelReasons[cancelledBy]),
    cancelled_by: cancelledBy,
    remote,
    remote_consent: remote
      ? toJson({
          consultation: true,
          dataProcessing: true,
          at: bookedAt.toISOString(),
          textVersion: REMOTE_CONSENT_TEXT_VERSION,
        })
      : null,
    created_at: bookedAt,
    updated_at: updatedAt,
  };
}

/** A free slot of `agenda` on a day `fromDay..toDay` days from today, or undefined after a few tries. */
function freeSlot(
  context: SeedContext,
  agenda: DoctorAgenda,
  fromDay: number,
  toDay: number,
): Date | undefined {
  for (let attempt = 0; attempt < 12; attempt++) {
    const { day, weekday } = addDays(context.today, context.rng.int(fromDay, toDay));
    const free = slotsOn(agenda, day, weekday).filter((at) => !agenda.taken.has(at.getTime()));
    if (free.length > 0) {
      const at = context.rng.pick(free);
      agenda.taken.add(at.getTime());
      return at;
    }
  }
  return undefined;
}

/**
 * Working hours, services, and rdvs for every doctor: 60 days back and 30 ahead, aligned on the
 * doctor's slots, never two on one slot (the unique index would refuse them). The demo doctor gets a
 * full agenda; the demo patient gets at least one rdv in every status.
 */
export function generateAgenda(
  context: SeedContext,
  doctors: SeedDoctor[],
  patientIds: string[],
  demoPatientId: string,
): SeedAgenda {
  const { rng } = context;
  const agendas = doctors.map((doctor, index) => planDoctor(context, doctor, index === 0));
  const rdvs: Insertable<RdvsTable>[] = [];
  const money: SeedMoney = { payments: [], refunds: [] };
  const book = (
    agenda: DoctorAgenda,
    patientId: string,
    fromDay: number,
    toDay: number,
    status?: RdvStatus,
    inPerson = false,
  ) => {
    const at = freeSlot(context, agenda, fromDay, toDay);
    if (at === undefined) return;
    const past = at.getTime() < context.now.getTime();
    rdvs.push(makeRdv(context, agenda, patientId, at, status ?? statusFor(context, past), money, inPerson));
  };

  const [demo, ...others] = agendas;
  // The demo doctor's agenda: busy recent weeks, a full-looking today and coming days.
  for (let i = 0; i < 140; i++) book(demo!, rng.pick(patientIds), -60, -1);
  for (let i = 0; i < 8; i++) book(demo!, rng.pick(patientIds), 0, 0);
  for (let i = 0; i < 70; i++) book(demo!, rng.pick(patientIds), 1, 30);
  const demoPatientPlan: [number, number, RdvStatus][] = [
    [-45, -30, 'done'],
    [-29, -15, 'done'],
    [-14, -7, 'absent'],
    [-20, -2, 'cancelled'],
    [2, 6, 'pending'],
    [7, 14, 'confirmed'],
    [15, 25, 'cancelled'],
  ];
  // docs/decisions/054: the demo patient was seen at the practice, so may book the demo doctor's teleconsultation.
  for (const [from, to, status] of demoPatientPlan) book(demo!, demoPatientId, from, to, status, true);
  for (const agenda of rng.sample(others, 4)) {
    book(agenda, demoPatientId, -90, -10, 'done');
    book(agenda, demoPatientId, 3, 28, rng.pick(['pending', 'confirmed'] as const));
  }
  for (const agenda of others) {
    const count = agenda.doctor.doctor.is_active === false ? rng.int(0, 2) : rng.int(3, 8);
    for (let i = 0; i < count; i++) {
      const upcoming = rng.chance(0.4);
      book(agenda, rng.pick(patientIds), upcoming ? 0 : -60, upcoming ? 30 : -1);
    }
  }

  return {
    workingHours: agendas.map((agenda) => ({
      id: context.id(agenda.doctor.user.created_at as Date),
      doctor_id: agenda.doctor.doctor.id,
      timezone: TUNIS_TIME_ZONE,
      slot_minutes: agenda.slotMinutes,
      schedule: toJson(agenda.schedule),
      visit_types: toJson(agenda.visitTypes),
      absences: toJson(agenda.absences),
      created_at: agenda.doctor.user.created_at,
    })),
    services: agendas.flatMap((agenda) => agenda.services),
    rdvs,
    ...money,
  };
}
