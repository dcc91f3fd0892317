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
    expect(visitTypeName('Consultation', {}, 'ar', 'استشارة')).toBe('استشارة');
    expect(visitTypeName('Contrôle', {}, 'ar', 'استشارة')).toBe('Contrôle');
    expect(visitTypeName('consultation', undefined, 'ar', 'استشارة')).toBe('consultation');
  });

  // decision 043: services and visit types carry the names their doctor gave them per language.
  const holter = { en: '24-hour Holter ECG', ar: 'هولتر تخطيط القلب على 24 ساعة' };
  it('shows an Arabic reader the Arabic name the doctor gave, an English reader the English one', () => {
    expect(visitTypeName('Holter ECG 24 h', holter, 'ar', 'استشارة')).toBe('هولتر تخطيط القلب على 24 ساعة');
    expect(visitTypeName('Holter ECG 24 h', holter, 'en', 'Consultation')).toBe('24-hour Holter ECG');
  });

  it('falls back to the name as written when the reader’s language has none (or names are missing)', () => {
    expect(visitTypeName('Holter ECG 24 h', holter, 'fr', 'Consultation')).toBe('Holter ECG 24 h');
    expect(visitTypeName('Holter ECG 24 h', { ar: null }, 'ar', 'استشارة')).toBe('Holter ECG 24 h');
    expect(visitTypeName('Holter ECG 24 h', undefined, 'en', 'Consultation')).toBe('Holter ECG 24 h');
  });

  it('prefers the doctor’s own name for a visit type they called « Consultation »', () => {
    expect(visitTypeName('Consultation', { ar: 'استشارة أولى' }, 'ar', 'استشارة')).toBe('استشارة أولى');
  });
});
