import type { Location, Specialty } from '@tabib/sdk';
import { describe, expect, it } from 'vitest';

import { cityBySlug, cityLandingHref, specialtyBySlug, specialtyLandingHref } from './landing';

const cardiology = {
  _id: 's1',
  name: 'Cardiologie',
  names: { fr: 'Cardiologie', en: 'Cardiology', ar: 'أمراض القلب والشرايين' },
} as Specialty;
const ent = {
  _id: 's2',
  name: 'Oto-rhino-laryngologie (ORL)',
  names: { fr: 'Oto-rhino-laryngologie (ORL)', en: 'ENT', ar: 'أنف وأذن وحنجرة' },
} as Specialty;
const hammamSousse = {
  _id: 'c1',
  Label: 'Hammam Sousse',
  labelEn: 'Hammam Sousse',
  labelAr: 'حمام سوسة',
} as Location;
const beja = { _id: 'c2', Label: 'Béja', labelEn: 'Beja', labelAr: 'باجة' } as Location;

describe('landing pages: slugs', () => {
  it('are in the reader’s language in links', () => {
    expect(specialtyLandingHref(cardiology, 'fr')).toBe('/medecins/cardiologie');
    expect(specialtyLandingHref(cardiology, 'en')).toBe('/medecins/cardiology');
    expect(cityLandingHref(ent, beja, 'fr')).toBe('/medecins/oto-rhino-laryngologie-orl/beja');
    expect(decodeURIComponent(cityLandingHref(cardiology, hammamSousse, 'ar'))).toBe(
      '/medecins/امراض-القلب-والشرايين/حمام-سوسة',
    );
  });

  it('name their record in any language, whatever the case or accents', () => {
    expect(specialtyBySlug([cardiology, ent], 'cardiology')).toBe(cardiology);
    expect(specialtyBySlug([cardiology, ent], 'Cardiologie')).toBe(cardiology);
    expect(specialtyBySlug([cardiology, ent], 'أمراض-القلب-والشرايين')).toBe(cardiology);
    expect(cityBySlug([hammamSousse, beja], 'béja')).toBe(beja);
    expect(cityBySlug([hammamSousse, beja], 'sousse')).toBeUndefined();
    expect(specialtyBySlug([cardiology, ent], 'dentiste')).toBeUndefined();
  });
});
