import type { components, Doctor, Service } from '@tabib/sdk';

import {
  collectErrors,
  NAME_MAX_LENGTH,
  optionalPhone,
  requiredText,
  type FieldError,
  type FieldErrors,
} from '../../forms/validation';
import { millimesOf, tndOf } from './hours/workingHoursEditor';

// spec/openapi.yaml DoctorProfileInput and ServiceInput limits.
export const ADDRESS_MAX_LENGTH = 300;
export const BIO_MAX_LENGTH = 4000;
export const CUTOFF_HOURS_MAX = 168;
export const MAX_UPCOMING_MAX = 100;
export const SERVICE_NAME_MAX_LENGTH = 120;
export const SERVICE_DESCRIPTION_MAX_LENGTH = 1000;
export const SERVICE_MINUTES_MIN = 5;
export const SERVICE_MINUTES_MAX = 480;
const MILLIMES_MAX = 100_000_000;

/** A price in TND: required, at most three decimals, within the Millimes schema. */
export function priceError(value: string): FieldError | undefined {
  if (value.trim() === '') return { id: 'FORMS.VALIDATION.REQUIRED' };
  const millimes = millimesOf(value);
  return millimes === null || millimes > MILLIMES_MAX ? { id: 'DOCTOR_SETTINGS.ERROR_PRICE' } : undefined;
}

function wholeNumberError(value: string, min: number, max: number): FieldError | undefined {
  if (value.trim() === '') return { id: 'FORMS.VALIDATION.REQUIRED' };
  const fits = /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;
  return fits ? undefined : { id: 'DOCTOR_SETTINGS.ERROR_WHOLE_NUMBER', values: { min, max } };
}

function optionalTextError(value: string, max: number): FieldError | undefined {
  return value.trim().length > max ? { id: 'FORMS.VALIDATION.TOO_LONG', values: { max } } : undefined;
}

export interface DoctorProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  bio: string;
  /** The bio for readers in English and in Arabic, '' for none (decision 043). */
  bioEn: string;
  bioAr: string;
  /** TND as typed. */
  fee: string;
  cancellationCutoffHours: string;
  maxUpcomingRdvsPerPatient: string;
}

export const DOCTOR_PROFILE_LABELS: Record<keyof DoctorProfileValues, string> = {
  firstName: 'AUTH.FIELDS.FIRST_NAME',
  lastName: 'AUTH.FIELDS.LAST_NAME',
  phone: 'DOCTOR_SETTINGS.PROFILE.PHONE',
  address: 'DOCTOR_SETTINGS.PROFILE.ADDRESS',
  bio: 'DOCTOR_SETTINGS.PROFILE.BIO',
  bioEn: 'DOCTOR_SETTINGS.PROFILE.BIO_EN',
  bioAr: 'DOCTOR_SETTINGS.PROFILE.BIO_AR',
  fee: 'DOCTOR_SETTINGS.PROFILE.FEE',
  cancellationCutoffHours: 'DOCTOR_SETTINGS.PROFILE.CUTOFF',
  maxUpcomingRdvsPerPatient: 'DOCTOR_SETTINGS.PROFILE.MAX_UPCOMING',
};

export function doctorProfileValuesOf(doctor: Doctor): DoctorProfileValues {
  return {
    firstName: doctor.firstName,
    lastName: doctor.lastName,
    phone: doctor.phone ?? '',
    address: doctor.address,
    bio: doctor.bio ?? '',
    bioEn: doctor.bios.en ?? '',
    bioAr: doctor.bios.ar ?? '',
    fee: tndOf(doctor.fee),
    cancellationCutoffHours: String(doctor.cancellationCutoffHours),
    maxUpcomingRdvsPerPatient: String(doctor.maxUpcomingRdvsPerPatient),
  };
}

export function validateDoctorProfile(values: DoctorProfileValues): FieldErrors<keyof DoctorProfileValues> {
  return collectErrors({
    firstName: requiredText(values.firstName, NAME_MAX_LENGTH),
    lastName: requiredText(values.lastName, NAME_MAX_LENGTH),
    phone: optionalPhone(values.phone),
    address: optionalTextError(values.address, ADDRESS_MAX_LENGTH),
    bio: optionalTextError(values.bio, BIO_MAX_LENGTH),
    bioEn: optionalTextError(values.bioEn, BIO_MAX_LENGTH),
    bioAr: optionalTextError(values.bioAr, BIO_MAX_LENGTH),
    fee: priceError(values.fee),
    cancellationCutoffHours: wholeNumberError(values.cancellationCutoffHours, 0, CUTOFF_HOURS_MAX),
    maxUpcomingRdvsPerPatient: wholeNumberError(values.maxUpcomingRdvsPerPatient, 1, MAX_UPCOMING_MAX),
  });
}

/**
 * The `PUT /users/updateDoctor` body; the Phone schema has no null, so a blank phone is left unchanged.
 * The photo is not edited here: seeded photos are site paths (`/assets/demo/…`), not the http(s)
 * addresses the form accepts, and leaving it out keeps it as it is.
 */
export function doctorProfileBody(values: DoctorProfileValues): components['schemas']['DoctorProfileInput'] {
  const phone = values.phone.trim();
  const bio = values.bio.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...(phone === '' ? {} : { phone }),
    address: values.address.trim(),
    bio: bio === '' ? null : bio,
    // No French field: a French bio set elsewhere is kept (the server keeps languages left out).
    bios: { en: values.bioEn.trim() || null, ar: values.bioAr.trim() || null },
    fee: millimesOf(values.fee) ?? 0,
    cancellationCutoffHours: Number(values.cancellationCutoffHours),
    maxUpcomingRdvsPerPatient: Number(values.maxUpcomingRdvsPerPatient),
  };
}

export interface ServiceValues {
  name: string;
  /** The name for readers in English and in Arabic, '' for none (decision 043). */
  nameEn: string;
  nameAr: string;
  description: string;
  /** TND as typed. */
  price: string;
  durationMinutes: string;
}

export const EMPTY_SERVICE: ServiceValues = {
  name: '',
  nameEn: '',
  nameAr: '',
  description: '',
  price: '',
  durationMinutes: '30',
};

export const SERVICE_LABELS: Record<keyof ServiceValues, string> = {
  name: 'DOCTOR_SERVICES.FIELDS.NAME',
  nameEn: 'DOCTOR_SERVICES.FIELDS.NAME_EN',
  nameAr: 'DOCTOR_SERVICES.FIELDS.NAME_AR',
  description: 'DOCTOR_SERVICES.FIELDS.DESCRIPTION',
  price: 'DOCTOR_SERVICES.FIELDS.PRICE',
  durationMinutes: 'DOCTOR_SERVICES.FIELDS.DURATION',
};

export function serviceValuesOf(service: Service): ServiceValues {
  return {
    name: service.name,
    nameEn: service.names.en ?? '',
    nameAr: service.names.ar ?? '',
    description: service.description ?? '',
    price: tndOf(service.price),
    durationMinutes: String(service.durationMinutes),
  };
}

export function validateService(values: ServiceValues): FieldErrors<keyof ServiceValues> {
  return collectErrors({
    name: requiredText(values.name, SERVICE_NAME_MAX_LENGTH),
    nameEn: optionalTextError(values.nameEn, SERVICE_NAME_MAX_LENGTH),
    nameAr: optionalTextError(values.nameAr, SERVICE_NAME_MAX_LENGTH),
    description: optionalTextError(values.description, SERVICE_DESCRIPTION_MAX_LENGTH),
    price: priceError(values.price),
    durationMinutes: wholeNumberError(values.durationMinutes, SERVICE_MINUTES_MIN, SERVICE_MINUTES_MAX),
  });
}

export function serviceBody(values: ServiceValues): components['schemas']['ServiceInput'] {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    // No French field: a French name set elsewhere is kept (the server keeps languages left out).
    names: { en: values.nameEn.trim() || null, ar: values.nameAr.trim() || null },
    description: description === '' ? null : description,
    price: millimesOf(values.price) ?? 0,
    durationMinutes: Number(values.durationMinutes),
  };
}
