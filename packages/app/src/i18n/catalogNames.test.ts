import { describe, expect, it } from 'vitest';
import type { Location, Specialty } from '@tabib/sdk';

import { catalogNamer, visitTypeName } from './catalogNames';

const cardiology = {
  _id: 'cardio',
  name: 'Cardiologie',
  names: { fr: 'Cardiologie', en: 'Cardiology', ar: 'أمراض القلب' },
} as Specialty;
const mahres = {
  _id: 'mahres',
  Label: 'Mahrès',
  governorate: 'Sfax',
  labelAr: 'المحرس',
  labelEn: 'Mahres',
} as Location;

describe('catalogNamer', () => {
  it('names a specialty (by id or French name) and a city (by Label) in the reader’s language', () => {
    const arabic = catalogNamer([cardiology], [mahres], 'ar');
    expect(arabic.specialty('cardio')).toBe('أمراض القلب');
    expect(arabic.specialty('Cardiologie')).toBe('أمراض القلب');
    expect(arabic.city('Mahrès')).toBe('المحرس');
    const english = catalogNamer([cardiology], [mahres], 'en');
    expect(english.specialty('Cardiologie')).toBe('Cardiology');
    expect(english.city('Mahrès')).toBe('Mahres');
    expect(catalogNamer([cardiology], [mahres], 'fr').city('Mahrès')).toBe('Mahrès');
  });

  it('shows a name the catalogue does not know as given (the lists are still loading)', () => {
    const empty = catalogNamer([], [], 'ar');
    expect(empty.specialty('Cardiologie')).toBe('Cardiologie');
    expect(empty.city('Mahrès')).toBe('Mahrès');
  });
});

describe('visitTypeName', () => {
  it('names the standard visit in the reader’s language and keeps a doctor’s own visit type as written', () => {
    expect(visitTypeName('Consultation', 'استشارة')).toBe('استشارة');
    expect(visitTypeName('Contrôle', 'استشارة')).toBe('Contrôle');
    expect(visitTypeName('consultation', 'استشارة')).toBe('consultation');
  });
});
