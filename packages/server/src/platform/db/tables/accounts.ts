import type { AccountRole, Locale } from '@tabib/contract';
import type { CreatedAt, NullableTimestamp, Timestamp, UpdatedAt, WithDefault } from '../columns.js';

/* Accounts: users, their sign-in identities and refresh tokens, patients and their relatives. (docs/decisions/056-server-domains.md) */

export type Role = AccountRole;
export const sexes = ['M', 'F'] as const;
export type Sexe = (typeof sexes)[number];

/** Who a relative is to the patient who manages them (docs/decisions/041-relatives.md). */
export const relativeRelations = ['child', 'spouse', 'parent', 'sibling', 'other'] as const;
export type RelativeRelation = (typeof relativeRelations)[number];

export const identityProviders = ['google', 'facebook'] as const;
export type IdentityProvider = (typeof identityProviders)[number];

export interface UsersTable {
  id: string;
  /** Stored lower-case (CHECK); unique. */
  email: string;
  /** argon2id; null for accounts that only sign in through Google or Facebook. */
  password_hash: string | null;
  role: Role;
  first_name: string;
  last_name: string;
  phone: string | null;
  photo_url: string | null;
  sexe: Sexe | null;
  /**
   * The patient gets their rdv notifications by SMS at `phone` (docs/decisions/030-sms.md); on unless
   * they said no, for accounts made since docs/decisions/048-notification-language-sms.md.
   */
  sms_consent: WithDefault<boolean>;
  /** The language the user last used Tabib in; their notifications are written in it (decision 048). */
  locale: WithDefault<Locale>;
  blocked: WithDefault<boolean>;
  email_verified: WithDefault<boolean>;
  last_login_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface UserIdentitiesTable {
  id: string;
  user_id: string;
  provider: IdentityProvider;
  /** The provider's `sub`. */
  subject: string;
  created_at: CreatedAt;
}

/** A patient's profile; `id` is the patient's user id. */
export interface PatientsTable {
  id: string;
  birth_date: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** docs/decisions/041-relatives.md: a person a patient books and asks for. */
export interface RelativesTable {
  id: string;
  patient_id: string;
  first_name: string;
  last_name: string;
  /** 'YYYY-MM-DD' */
  birth_date: string;
  sexe: Sexe;
  relation: RelativeRelation;
  /** Set when the patient removes the relative; the row stays for the rdvs that name it. */
  deleted_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  /** Every token issued from one sign-in shares a family; reuse of a rotated token revokes it all. */
  family_id: string;
  /** SHA-256 of the opaque token, hex; the token itself is never stored. */
  token_hash: string;
  expires_at: Timestamp;
  rotated_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: CreatedAt;
}
