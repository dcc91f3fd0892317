// The public API of @tabib/contract: the types generated from the API description and the rules and
// constants it fixes, shared by the client SDK, the hooks and the server. Nothing else is public.

export {
  LANDING_ARTICLES_LIMIT,
  PATIENT_QUESTIONS_PAGE_SIZE,
  PUBLIC_QUESTIONS_PAGE_SIZE,
  SPECIALTIES_FETCH_LIMIT,
  SPECIALTY_LIST_PAGE_SIZE,
  STANDARD_VISIT_TYPE,
} from './constants';
export { TUNIS_TIME_ZONE, tunisDay } from './time';
export { ACCOUNT_ROLES, ROLES } from './roles';
export { DEFAULT_LOCALE, LOCALES, directionOf, isLocale } from './locales';
export { formatTunisianPhone, normalizeTunisianPhone } from './phone';

export type { AccountRole, Role } from './roles';
export type { Direction, Locale } from './locales';
export type { RenderedPage } from './rendering';
export type { components, operations, paths } from './generated/api';
export type { defaultedQueryParameters, jsonQueryParameters } from './generated/validated';
export type * from './types';
