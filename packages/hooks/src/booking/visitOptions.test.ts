import { describe, expect, it } from 'vitest';

import type { Service, WorkingHours } from '@tabib/contract';

import { bookingVisit, chosenVisitOption, visitOptions } from './visitOptions';

const VISIT_TYPE = '0190f3a2-7c1e-7d3a-9b2c-00000000000a';
const SERVICE = '0190f3a2-7c1e-7d3a-9b2c-00000000000b';

const visitTypes: WorkingHours['visitTypes'] = [
  {
    _id: VISIT_TYPE,
    name: 'Première consultation',
    names: { en: 'First visit', ar: 'استشارة أولى' },
    durationMinutes: 45,
    price: 80000,
  },
];
const services: Service[] = [
  {
    _id: SERVICE,
    benefactor: '0190f3a2-7c1e-7d3a-9b2c-00000000000c',
    name: 'Échographie',
    names: {},
    description: null,
    price: 120500,
    durationMinutes: 30,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
];

const summary = (options: ReturnType<typeof visitOptions>) =>
  options.map(({ value, name, names, price, durationMinutes }) => ({
    value,
    name,
    names,
    price,
    durationMinutes,
  }));

describe('visitOptions: visit types or the consultation at the doctor fee, then services (as the server prices them)', () => {
  const options = visitOptions({ fee: 60000 }, visitTypes, services);

  it('lists the visit types, then the services, with price in millimes and length', () => {
    expect(summary(options)).toEqual([
      {
        value: `visitType:${VISIT_TYPE}`,
        name: 'Première consultation',
        names: { en: 'First visit', ar: 'استشارة أولى' },
        price: 80000,
        durationMinutes: 45,
      },
      { value: `service:${SERVICE}`, name: 'Échographie', names: {}, price: 120500, durationMinutes: 30 },
    ]);
  });

  it('offers the consultation at the doctor fee when the doctor has no visit types', () => {
    expect(summary(visitOptions({ fee: 60000 }, [], services))).toEqual([
      { value: 'consultation', name: null, names: {}, price: 60000, durationMinutes: null },
      { value: `service:${SERVICE}`, name: 'Échographie', names: {}, price: 120500, durationMinutes: 30 },
    ]);
  });

  it('marks a remote visit type as a teleconsultation; the consultation and services never are', () => {
    const remoteType = { ...visitTypes[0]!, _id: 'remote-1', remote: true };
    const withRemote = visitOptions({ fee: 60000 }, [...visitTypes, remoteType], services);
    expect(withRemote.map(({ value, remote }) => [value, remote])).toEqual([
      [`visitType:${VISIT_TYPE}`, false],
      ['visitType:remote-1', true],
      [`service:${SERVICE}`, false],
    ]);
    expect(visitOptions({ fee: 60000 }, [], []).map((option) => option.remote)).toEqual([false]);
  });

  it('finds the option a choice names, or falls back to the first option', () => {
    expect(chosenVisitOption(options, { kind: 'service', id: SERVICE }).price).toBe(120500);
    expect(chosenVisitOption(options, { kind: 'service', id: VISIT_TYPE }).value).toBe(
      `visitType:${VISIT_TYPE}`,
    );
    expect(chosenVisitOption(options, { kind: 'consultation' }).value).toBe(`visitType:${VISIT_TYPE}`);
  });
});

describe('bookingVisit: the POST /rdvs fields of a choice', () => {
  it('sends visitType or service, nothing for the consultation', () => {
    expect(bookingVisit({ kind: 'visitType', id: VISIT_TYPE })).toEqual({ visitType: VISIT_TYPE });
    expect(bookingVisit({ kind: 'service', id: SERVICE })).toEqual({ service: SERVICE });
    expect(bookingVisit({ kind: 'consultation' })).toEqual({});
  });
});
