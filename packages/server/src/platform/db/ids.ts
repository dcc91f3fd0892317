import { randomBytes } from 'node:crypto';

/**
 * A UUID v7 (RFC 9562): 48-bit Unix milliseconds, then random bits, so ids sort by creation
 * (docs/decisions/001-domain-model.md, "Identifiers"). `random` lets the seed make reproducible ids.
 */
export function newId(
  timeMs: number = Date.now(),
  random: (size: number) => Uint8Array = randomBytes,
): string {
  const bytes = Buffer.from(random(16));
  bytes.writeUIntBE(Math.floor(timeMs), 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids are `uuid` columns: a malformed id would make PostgreSQL raise 22P02 (a 500), so callers check
 * with this first and answer "not found" for anything that is not a UUID.
 */
export function isId(value: string): boolean {
  return uuidPattern.test(value);
}
