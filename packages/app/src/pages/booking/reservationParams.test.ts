import { describe, expect, it } from 'vitest';

import { loginUrlFor } from '@tabib/hooks';

import { isInstant, parseReservationParams, registerUrlFor, reservationSearch } from './reservationParams';

const DOCTOR = '0190f3a2-7c1e-7d3a-9b2c-4e5f6a7b8c9d';
const SERVICE = '0190f3a2-7c1e-7d3a-9b2c-000000000001';
const SLOT = '2026-12-01T08:30:00.000Z';

const parse = (query: string) => parseReservationParams(new URLSearchParams(query));

describe('parseReservationParams: the doctor profile links with ?doctor=<id>&slot=<ISO instant>', () => {
  it('reads the doctor and the slot, with a consultation paid at the practice by default', () => {
    expect(parse(`doctor=${DOCTOR}&slot=${encodeURIComponent(SLOT)}`)).toEqual({
      ok: true,
      params: { doctor: DOCTOR, slot: SLOT, visit: { kind: 'consultation' }, paymentMode: 'onsite' },
    });
  });

  it('reads the chosen visit type, service and online payment', () => {
    expect(parse(`doctor=${DOCTOR}&slot=${SLOT}&service=${SERVICE}&payment=online`)).toEqual({
      ok: true,
      params: { doctor: DOCTOR, slot: SLOT, visit: { kind: 'service', id: SERVICE }, paymentMode: 'online' },
    });
    const withVisitType = parse(`doctor=${DOCTOR}&visitType=${SERVICE}`);
    expect(withVisitType.ok && withVisitType.params.visit).toEqual({ kind: 'visitType', id: SERVICE });
  });

  it('leaves out the slot once the patient must pick another one', () => {
    const parsed = parse(`doctor=${DOCTOR}`);
    expect(parsed.ok && parsed.params.slot).toBeNull();
  });

  it('falls back to the defaults for malformed optional choices', () => {
    const parsed = parse(`doctor=${DOCTOR}&slot=${SLOT}&service=abc&payment=cash`);
    expect(parsed.ok && parsed.params).toMatchObject({
      visit: { kind: 'consultation' },
      paymentMode: 'onsite',
    });
  });

  it.each([
    ['', 'MISSING_DOCTOR'],
    [`slot=${SLOT}`, 'MISSING_DOCTOR'],
    [`doctor=%20&slot=${SLOT}`, 'MISSING_DOCTOR'],
    [`doctor=dr-ben-salah&slot=${SLOT}`, 'INVALID_DOCTOR'],
    [`doctor=${DOCTOR}&slot=tomorrow`, 'INVALID_SLOT'],
    [`doctor=${DOCTOR}&slot=2026-12-01`, 'INVALID_SLOT'],
    [`doctor=${DOCTOR}&slot=2026-13-45T99:00:00Z`, 'INVALID_SLOT'],
  ])('?%s is refused as %s', (query, problem) => {
    expect(parse(query)).toEqual({ ok: false, problem });
  });
});

describe('isInstant (spec/openapi.yaml Instant)', () => {
  it.each(['2026-12-01T08:30:00.000Z', '2026-12-01T08:30:00Z', '2026-12-01T09:30:00+01:00'])(
    'accepts %s',
    (value) => {
      expect(isInstant(value)).toBe(true);
    },
  );

  it.each(['2026-12-01T08:30:00', '1764577800000', ''])('refuses %s', (value) => {
    expect(isInstant(value)).toBe(false);
  });
});

describe('reservationSearch: every choice stays in the URL', () => {
  it('round-trips through parseReservationParams', () => {
    const params = {
      doctor: DOCTOR,
      slot: SLOT,
      visit: { kind: 'service', id: SERVICE } as const,
      paymentMode: 'online' as const,
    };
    const search = reservationSearch(params);
    expect(search).toBe(
      `?doctor=${DOCTOR}&slot=2026-12-01T08%3A30%3A00.000Z&service=${SERVICE}&payment=online`,
    );
    expect(parseReservationParams(new URLSearchParams(search))).toEqual({ ok: true, params });
  });

  it('keeps the profile link canonical for the defaults and drops a lost slot', () => {
    expect(
      reservationSearch({
        doctor: DOCTOR,
        slot: null,
        visit: { kind: 'consultation' },
        paymentMode: 'onsite',
      }),
    ).toBe(`?doctor=${DOCTOR}`);
  });
});

describe('login and register links bring the patient back to the same reservation', () => {
  const current = `/reservation?doctor=${DOCTOR}&slot=2026-12-01T08%3A30%3A00.000Z&payment=online`;

  it('encodes the whole current URL as returnUrl', () => {
    const encoded = encodeURIComponent(current);
    expect(loginUrlFor(current)).toBe(`/auth/login?returnUrl=${encoded}`);
    expect(registerUrlFor(current)).toBe(`/auth/register?returnUrl=${encoded}`);
    const returnUrl = new URL(registerUrlFor(current), 'http://localhost').searchParams.get('returnUrl');
    expect(returnUrl).toBe(current);
  });
});
