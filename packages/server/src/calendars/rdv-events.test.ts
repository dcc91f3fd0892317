import { describe, expect, it } from 'vitest';
import type { Rdv } from '../booking/rdvs-data.js';
import { attendeeName, rdvEvent, visitName } from './rdv-events.js';

// docs/decisions/041-relatives.md: an rdv booked for a relative names them in both calendars.

const rdv: Rdv = {
  _id: '0190f3a2-7c1e-7d3a-9b2c-4e5f6a7b8c9d',
  doctor: {
    _id: 'd-1',
    name: 'Dr Amel Kallel',
    photoUrl: null,
    doctorSpecialty: { _id: 's-1', name: 'Pédiatrie' },
    city: 'Sfax',
    address: '12 rue de Tunis',
  },
  patient: {
    _id: 'p-1',
    name: 'Sami Ben Ali',
    sexe: 'M',
    phone: '+21620123456',
    email: 'sami@example.tn',
  },
  forRelative: { _id: 'r-1', name: 'Ahmed Ben Ali', birthDate: '2019-09-14', sexe: 'M', relation: 'child' },
  date: '2026-03-04T08:00:00.000Z',
  endDate: '2026-03-04T08:30:00.000Z',
  status: 'pending',
  visitType: 'Consultation',
  visitTypeNames: {},
  service: null,
  price: 60_000,
  paymentMode: 'onsite',
  paymentStatus: 'unpaid',
  payment: {
    status: 'unpaid',
    amount: 60_000,
    method: 'onsite',
    paidAt: null,
    holdUntil: null,
    refund: null,
  },
  reason: null,
  cancelReason: null,
  cancelledBy: null,
  remote: false,
  remoteConsent: null,
  createdAt: '2026-03-02T07:00:00.000Z',
  updatedAt: '2026-03-02T07:00:00.000Z',
};
const publicUrl = 'https://tabib.tn';

describe('the practice sees the relative and the account holder to call', () => {
  it('« Ahmed Ben Ali (fils de Sami Ben Ali) » in fr, en and ar', () => {
    expect(rdvEvent(rdv, { audience: 'practice', lang: 'fr', publicUrl }).summary).toBe(
      'Ahmed Ben Ali (fils de Sami Ben Ali) · Consultation',
    );
    expect(attendeeName(rdv, 'en')).toBe('Ahmed Ben Ali (son of Sami Ben Ali)');
    expect(attendeeName(rdv, 'ar')).toBe('Ahmed Ben Ali (ابن Sami Ben Ali)');
    const mother = {
      ...rdv.forRelative!,
      name: 'Amel Ben Ali',
      sexe: 'F' as const,
      relation: 'parent' as const,
    };
    expect(attendeeName({ ...rdv, forRelative: mother }, 'fr')).toBe('Amel Ben Ali (mère de Sami Ben Ali)');
    expect(attendeeName({ ...rdv, forRelative: null }, 'fr')).toBe('Sami Ben Ali');
    // Stored in E.164, written as people read it; in Arabic, isolated left to right.
    expect(rdvEvent(rdv, { audience: 'practice', lang: 'fr', publicUrl }).description).toBe(
      'Téléphone : +216 20 123 456',
    );
    expect(rdvEvent(rdv, { audience: 'practice', lang: 'ar', publicUrl }).description).toBe(
      'الهاتف: \u2066+216 20 123 456\u2069',
    );
  });
});

describe('the patient’s own calendar says who the rdv is for', () => {
  it('appends « pour Ahmed Ben Ali » to the summary', () => {
    expect(rdvEvent(rdv, { audience: 'patient', lang: 'fr', publicUrl }).summary).toBe(
      'Rendez-vous avec Dr Amel Kallel (pour Ahmed Ben Ali)',
    );
    expect(rdvEvent(rdv, { audience: 'patient', lang: 'en', publicUrl }).summary).toBe(
      'Appointment with Dr Amel Kallel (for Ahmed Ben Ali)',
    );
    expect(
      rdvEvent({ ...rdv, forRelative: null }, { audience: 'patient', lang: 'fr', publicUrl }).summary,
    ).toBe('Rendez-vous avec Dr Amel Kallel');
  });
});

describe('the visit is named in the calendar’s language (docs/decisions/043)', () => {
  it('takes the doctor’s name for that language, the standard visit translated, else the name as written', () => {
    const holter = {
      visitType: 'Holter ECG 24 h',
      visitTypeNames: { en: '24-hour Holter ECG', ar: 'هولتر تخطيط القلب 24 ساعة' },
    };
    expect(visitName(holter, 'ar')).toBe('هولتر تخطيط القلب 24 ساعة');
    expect(visitName(holter, 'en')).toBe('24-hour Holter ECG');
    expect(visitName(holter, 'fr')).toBe('Holter ECG 24 h');
    expect(visitName({ visitType: 'Bilan', visitTypeNames: {} }, 'ar')).toBe('Bilan');
    expect(visitName(rdv, 'ar')).toBe('استشارة');
    expect(
      rdvEvent({ ...rdv, ...holter, forRelative: null }, { audience: 'practice', lang: 'ar', publicUrl })
        .summary,
    ).toBe('Sami Ben Ali · هولتر تخطيط القلب 24 ساعة');
  });
});
