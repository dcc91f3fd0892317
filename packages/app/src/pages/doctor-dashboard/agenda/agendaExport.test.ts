import type { Rdv } from '@tabib/sdk';
import { describe, expect, it } from 'vitest';

import { visitTypeName } from '../../../i18n/catalogNames';
import { agendaCsv, type AgendaCsvLabels } from './agendaExport';

const labels: AgendaCsvLabels = {
  headers: ['Date', 'Heure', 'Patient', 'Téléphone', 'E-mail', 'Visite', 'Statut', 'Paiement', 'Motif'],
  status: {
    pending: 'En attente',
    confirmed: 'Confirmé',
    done: 'Terminé',
    cancelled: 'Annulé',
    absent: 'Absent',
  },
  payment: { unpaid: 'Non payé', pending: 'En cours', paid: 'Payé', refunded: 'Remboursé' },
  visitType: (name) => name,
};

const rdv = (overrides: Partial<Rdv> & Pick<Rdv, 'date'>): Rdv =>
  ({
    _id: overrides.date,
    status: 'confirmed',
    paymentStatus: 'paid',
    visitType: 'Consultation',
    visitTypeNames: {},
    reason: null,
    ...overrides,
    patient: {
      _id: 'p1',
      name: 'Amel Trabelsi',
      sexe: 'F',
      // Stored in E.164, written as people read it.
      phone: '+21622123456',
      email: 'amel@example.tn',
      ...overrides.patient,
    },
  }) as Rdv;

describe("agendaCsv: the day's list as a spreadsheet", () => {
  it('writes one line per rdv in date order, in Tunis time, with the header and a BOM', () => {
    const csv = agendaCsv(
      [
        rdv({ date: '2026-11-25T09:30:00.000Z', status: 'pending', paymentStatus: 'unpaid' }),
        rdv({ date: '2026-11-25T07:00:00.000Z', reason: 'Douleur thoracique' }),
      ],
      labels,
    );
    expect(csv).toBe(
      '\uFEFFDate,Heure,Patient,Téléphone,E-mail,Visite,Statut,Paiement,Motif\r\n' +
        '2026-11-25,08:00,Amel Trabelsi,+216 22 123 456,amel@example.tn,Consultation,Confirmé,Payé,Douleur thoracique\r\n' +
        '2026-11-25,10:30,Amel Trabelsi,+216 22 123 456,amel@example.tn,Consultation,En attente,Non payé,\r\n',
    );
  });

  it('quotes fields with commas, quotes or line breaks, and leaves a missing phone empty', () => {
    const csv = agendaCsv(
      [
        rdv({
          date: '2026-11-25T07:00:00.000Z',
          reason: 'Toux, fièvre\n"depuis 3 jours"',
          patient: { _id: 'p2', name: 'Ben Ali, Sami', sexe: 'M', phone: null, email: 'sami@example.tn' },
        }),
      ],
      labels,
    );
    expect(csv.split('\r\n')[1]).toBe(
      '2026-11-25,08:00,"Ben Ali, Sami",,sami@example.tn,Consultation,Confirmé,Payé,"Toux, fièvre\n""depuis 3 jours"""',
    );
  });

  it("names each visit in the reader's language: the doctor's name for it, the standard visit translated, else as written", () => {
    const csv = agendaCsv(
      [
        rdv({ date: '2026-11-25T07:00:00.000Z' }),
        rdv({ date: '2026-11-25T08:00:00.000Z', visitType: 'Contrôle' }),
        rdv({
          date: '2026-11-25T09:00:00.000Z',
          visitType: 'Holter ECG 24 h',
          visitTypeNames: { en: '24-hour Holter ECG', ar: 'هولتر تخطيط القلب على 24 ساعة' },
        }),
      ],
      { ...labels, visitType: (name, names) => visitTypeName(name, names, 'ar', 'استشارة') },
    );
    expect(csv.split('\r\n').map((line) => line.split(',')[5])).toEqual([
      'Visite',
      'استشارة',
      'Contrôle',
      'هولتر تخطيط القلب على 24 ساعة',
      undefined,
    ]);
  });
});
