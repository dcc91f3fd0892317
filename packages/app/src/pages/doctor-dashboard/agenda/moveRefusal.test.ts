import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { ApiError, flattenMessages } from '@tabib/hooks';

import { loadCatalog } from '../../../../i18n/catalog';
import { moveRefusalId } from './moveRefusal';

const text = (locale: 'fr' | 'ar', id: string) =>
  createIntl({
    locale,
    messages: flattenMessages(loadCatalog(locale)) as Record<string, string>,
  }).formatMessage({
    id,
  });

describe('moveRefusalId: why the grid could not move an rdv there', () => {
  it.each([
    [
      'SLOT_NOT_ON_GRID',
      "Impossible de le déplacer ici : cet horaire n'est pas le début d'un créneau du médecin.",
      'لا يمكن نقله إلى هنا: هذا الوقت ليس بداية أحد مواعيد الطبيب.',
    ],
    [
      'SLOT_OUT_OF_HOURS',
      'Impossible de le déplacer ici : il dépasserait les heures de travail du médecin.',
      'لا يمكن نقله إلى هنا: سيتجاوز أوقات عمل الطبيب.',
    ],
    [
      'SLOT_IN_ABSENCE',
      'Impossible de le déplacer ici : le médecin est absent à ce moment-là.',
      'لا يمكن نقله إلى هنا: الطبيب غائب في هذا الوقت.',
    ],
    [
      'SLOT_IN_PAST',
      'Impossible de le déplacer ici : cet horaire est déjà passé.',
      'لا يمكن نقله إلى هنا: هذا الوقت قد مضى.',
    ],
    [
      'SOMETHING_NEW',
      'Impossible de le déplacer ici : cet horaire ne peut pas recevoir de rendez-vous.',
      'لا يمكن نقله إلى هنا: هذا الوقت لا يقبل مواعيد.',
    ],
  ])('422 SLOT_UNAVAILABLE, reason %s', (reason, fr, ar) => {
    const id = moveRefusalId(
      new ApiError(422, 'SLOT_UNAVAILABLE', 'This slot cannot be booked.', { reason }),
    );
    expect([text('fr', id), text('ar', id)]).toEqual([fr, ar]);
  });

  it('409 SLOT_TAKEN: another rdv is in the way, not "the slot was just taken"', () => {
    const id = moveRefusalId(new ApiError(409, 'SLOT_TAKEN', 'This slot is no longer available.'));
    expect(text('fr', id)).toBe('Impossible de le déplacer ici : il chevaucherait un autre rendez-vous.');
  });

  it('anything else as any change of an rdv', () => {
    expect(moveRefusalId(new ApiError(409, 'INVALID_TRANSITION', 'Changed'))).toBe(
      'PATIENT.RDVS.ALREADY_CHANGED',
    );
    expect(moveRefusalId(new TypeError('fetch failed'))).toBe('ERRORS.NETWORK');
  });
});
