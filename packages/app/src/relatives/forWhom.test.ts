import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { flattenMessages } from '@tabib/hooks';

import { loadCatalog } from '../../i18n/catalog';
import { attendeeName } from './forWhom';

const patient = { _id: 'p-1', name: 'Sami Ben Ali', sexe: 'M' as const };
const ahmed = {
  _id: 'r-1',
  name: 'Ahmed Ben Ali',
  birthDate: '2019-09-14',
  sexe: 'M' as const,
  relation: 'child' as const,
};
const now = new Date('2026-03-02T08:00:00Z');

function intlOf(locale: 'fr' | 'en' | 'ar') {
  return createIntl({
    locale,
    // The catalogue's files hold ICU text only, never pre-parsed messages.
    messages: flattenMessages(loadCatalog(locale)) as Record<string, string>,
  });
}

describe('attendeeName: who comes, as the agenda says it (docs/decisions/041-relatives.md)', () => {
  it('« Ahmed Ben Ali (fils de Sami Ben Ali), 6 ans » in fr, en and ar', () => {
    expect(attendeeName(intlOf('fr'), { patient, forRelative: ahmed }, 'fr', now)).toBe(
      'Ahmed Ben Ali (fils de Sami Ben Ali), 6 ans',
    );
    expect(attendeeName(intlOf('en'), { patient, forRelative: ahmed }, 'en', now)).toBe(
      'Ahmed Ben Ali (son of Sami Ben Ali), 6 years',
    );
    expect(attendeeName(intlOf('ar'), { patient, forRelative: ahmed }, 'ar', now)).toBe(
      'Ahmed Ben Ali (ابن Sami Ben Ali)، 6 سنوات',
    );
  });

  it('by relation and sex: « mère de », « wife of »', () => {
    const amel = {
      ...ahmed,
      name: 'Amel Ben Ali',
      sexe: 'F' as const,
      relation: 'parent' as const,
      birthDate: '1958-01-30',
    };
    expect(attendeeName(intlOf('fr'), { patient, forRelative: amel }, 'fr', now)).toBe(
      'Amel Ben Ali (mère de Sami Ben Ali), 68 ans',
    );
    const wife = { ...amel, relation: 'spouse' as const, birthDate: '1990-05-01' };
    expect(attendeeName(intlOf('en'), { patient, forRelative: wife }, 'en', now)).toBe(
      'Amel Ben Ali (wife of Sami Ben Ali), 35 years',
    );
  });

  it('the patient’s name when the rdv is theirs', () => {
    expect(attendeeName(intlOf('fr'), { patient, forRelative: null }, 'fr', now)).toBe('Sami Ben Ali');
  });
});
