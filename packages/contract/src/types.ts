import type { components } from './generated/api';

type Schemas = components['schemas'];

// The API's entities under their product names, for code that does not want to spell
// `components['schemas'][…]`.
export type ApiError = Schemas['Error'];
export type User = Schemas['User'];
export type Doctor = Schemas['Doctor'];
export type DoctorSearchResult = Schemas['DoctorSearchResult'];
export type DoctorSuggestion = Schemas['DoctorSuggestion'];
export type AvailabilityDay = Schemas['AvailabilityDay'];
export type SearchSuggestions = Schemas['SearchSuggestions'];
export type SpecialtySuggestion = Schemas['SpecialtySuggestion'];
export type PlaceSuggestion = Schemas['PlaceSuggestion'];
export type DoctorSummary = Schemas['DoctorSummary'];
export type PatientSummary = Schemas['PatientSummary'];
export type Specialty = Schemas['Specialty'];
export type Location = Schemas['Location'];
export type Rdv = Schemas['Rdv'];
export type RdvRelative = Schemas['RdvRelative'];
export type Relative = Schemas['Relative'];
export type RelativeRelation = Schemas['RelativeRelation'];
export type RdvStatus = Schemas['RdvStatus'];
export type Question = Schemas['Question'];
export type Secretary = Schemas['Secretary'];
export type WorkingHours = Schemas['WorkingHours'];
export type VisitType = Schemas['VisitType'];
export type Service = Schemas['Service'];
/**
 * The names a doctor gave a service or visit type, per language (`fr`, `en`, `ar`); a language left out
 * has none, and readers show the `name` as written instead.
 */
export type NamesByLanguage = Schemas['NamesByLanguage'];
export type Article = Schemas['Article'];
export type Payment = Schemas['Payment'];
export type SlotList = Schemas['SlotList'];
export type AuthSession = Schemas['AuthSession'];
