import { newId } from '../platform/db/ids.js';
import { Random } from './random.js';
import { tunisDay } from '../platform/zoned-time.js';

/** What every generator shares: one PRNG, the seed's "now", and id making. */
export interface SeedContext {
  rng: Random;
  now: Date;
  /** Today in Tunis, 'YYYY-MM-DD'. */
  today: string;
  /** The argon2id hash of the demo password, computed once for every account. */
  passwordHash: string;
  /** A UUID v7 for a row created at `at` (default: now), random bits from the seeded PRNG. */
  id(at?: Date): string;
  /** An instant `days` (fractional allowed) before now. */
  daysAgo(days: number): Date;
}

export function createSeedContext(seed: number, now: Date, passwordHash: string): SeedContext {
  const rng = new Random(seed);
  const idBytes = new Random(seed ^ 0x5eed);
  return {
    rng,
    now,
    today: tunisDay(now),
    passwordHash,
    id: (at = now) => newId(at.getTime(), (size) => idBytes.bytes(size)),
    daysAgo: (days) => new Date(now.getTime() - days * 86_400_000),
  };
}

/** 'Hédi Ben Salah' → 'hedi.ben-salah': the local part of generated e-mail addresses. */
export function emailSlug(firstName: string, lastName: string): string {
  const slug = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return `${slug(firstName)}.${slug(lastName)}`;
}

/** Integer millimes from TND (1 TND = 1000 millimes, docs/decisions/001). */
export const millimes = (tnd: number): number => Math.round(tnd * 1000);
