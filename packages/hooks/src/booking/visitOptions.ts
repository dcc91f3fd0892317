import type { Doctor, NamesByLanguage, Service, WorkingHours } from '@tabib/contract';

/** What is booked: a visit type of the doctor's working hours, one of their services, or neither (a plain consultation). */
export type VisitChoice =
  { kind: 'consultation' } | { kind: 'visitType'; id: string } | { kind: 'service'; id: string };

/** One choice of the "visit type" list with what it costs (TND millimes) and how long it lasts. */
export interface VisitOption {
  choice: VisitChoice;
  /** Stable value for a radio or a select: `consultation`, `visitType:<id>` or `service:<id>`. */
  value: string;
  /** The visit type's or service's name; `null` for the plain consultation (its label is the UI's to translate). */
  name: string | null;
  /** Its names per language; none for the plain consultation. */
  names: NamesByLanguage;
  price: number;
  /** `null` for the plain consultation: one slot of the doctor's agenda. */
  durationMinutes: number | null;
  /** A teleconsultation: booked only by a patient the doctor has seen, with their consent, paid online. */
  remote: boolean;
}

export const visitValue = (choice: VisitChoice): string =>
  choice.kind === 'consultation' ? 'consultation' : `${choice.kind}:${choice.id}`;

/**
 * The visits a patient can book with a doctor, priced as the server prices them (visit type → service →
 * the doctor's fee for one slot): the visit types of the working hours, or the plain consultation at the
 * doctor's fee when there are none (a doctor's visit types usually include their own consultation), then
 * the services. The first option is the default.
 */
export function visitOptions(
  doctor: Pick<Doctor, 'fee'>,
  visitTypes: WorkingHours['visitTypes'],
  services: readonly Service[],
): VisitOption[] {
  const plain: VisitOption[] =
    visitTypes.length === 0
      ? [
          optionOf(
            { kind: 'consultation' },
            { name: null, names: {}, price: doctor.fee, durationMinutes: null, remote: false },
          ),
        ]
      : [];
  return [
    ...plain,
    ...visitTypes.map((visitType) =>
      optionOf({ kind: 'visitType', id: visitType._id }, { ...visitType, remote: visitType.remote === true }),
    ),
    ...services.map((service) =>
      optionOf({ kind: 'service', id: service._id }, { ...service, remote: false }),
    ),
  ];
}

function optionOf(
  choice: VisitChoice,
  {
    name,
    names,
    price,
    durationMinutes,
    remote,
  }: Pick<VisitOption, 'name' | 'names' | 'price' | 'durationMinutes' | 'remote'>,
): VisitOption {
  return { choice, value: visitValue(choice), name, names, price, durationMinutes, remote };
}

/** The option `choice` names, or the default (first) one when it names none the doctor offers. */
export function chosenVisitOption(options: readonly VisitOption[], choice: VisitChoice): VisitOption {
  const value = visitValue(choice);
  return options.find((option) => option.value === value) ?? options[0]!;
}

/** The `visitType` / `service` fields of `POST /rdvs` for a choice; none for the plain consultation. */
export function bookingVisit(choice: VisitChoice): { visitType?: string; service?: string } {
  if (choice.kind === 'visitType') return { visitType: choice.id };
  if (choice.kind === 'service') return { service: choice.id };
  return {};
}
