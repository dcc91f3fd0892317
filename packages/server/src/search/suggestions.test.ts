import { describe, expect, it } from 'vitest';
import { createSuggester } from './suggestions.js';

const labels = (fr: string, en: string, ar: string) => ({ fr, en, ar });

const suggest = createSuggester({
  specialties: [
    {
      id: 'cardio',
      names: ['Cardiologie', 'Cardiology', 'أمراض القلب', 'cardiologue', 'cardiologist', 'طبيب قلب'],
      labels: labels('Cardiologie', 'Cardiology', 'أمراض القلب'),
      weight: 5,
    },
    {
      id: 'dent',
      names: ['Chirurgie dentaire', 'Dentistry', 'طب الأسنان', 'dentiste', 'dentist', 'طبيب أسنان'],
      labels: labels('Chirurgie dentaire', 'Dentistry', 'طب الأسنان'),
      weight: 9,
    },
    {
      id: 'derma',
      names: ['Dermatologie', 'Dermatology', 'dermatologue'],
      labels: labels('Dermatologie', 'Dermatology', 'الأمراض الجلدية'),
      weight: 7,
    },
  ],
  cities: [
    {
      id: 'hammam-sousse',
      names: ['Hammam Sousse', 'حمام سوسة'],
      labels: labels('Hammam Sousse', 'Hammam Sousse', 'حمام سوسة'),
      weight: 40,
      governorate: 'Sousse',
    },
    {
      id: 'sousse',
      names: ['Sousse', 'سوسة'],
      labels: labels('Sousse', 'Sousse', 'سوسة'),
      weight: 30,
      governorate: 'Sousse',
    },
    {
      id: 'tunis',
      names: ['Tunis', 'تونس'],
      labels: labels('Tunis', 'Tunis', 'تونس'),
      weight: 90,
      governorate: 'Tunis',
    },
  ],
  governorates: [
    { id: 'Sousse', names: ['Sousse', 'سوسة'], labels: labels('Sousse', 'Sousse', 'سوسة'), weight: 70 },
    { id: 'Tunis', names: ['Tunis', 'تونس'], labels: labels('Tunis', 'Tunis', 'تونس'), weight: 90 },
  ],
});

const names = (list: { name: string }[]) => list.map((item) => item.name);

describe('suggestions: exact, then prefix, then near misses', () => {
  it('puts "Sousse" before "Hammam Sousse", though Hammam Sousse has more doctors', () => {
    const { places } = suggest('sousse', 'fr', 5);
    expect(places).toEqual([
      { kind: 'city', city: 'sousse', governorate: 'Sousse', name: 'Sousse', match: 'exact', text: 'sousse' },
      {
        kind: 'governorate',
        city: null,
        governorate: 'Sousse',
        name: 'Sousse',
        match: 'exact',
        text: 'sousse',
      },
      {
        kind: 'city',
        city: 'hammam-sousse',
        governorate: 'Sousse',
        name: 'Hammam Sousse',
        match: 'prefix',
        text: 'sousse',
      },
    ]);
  });

  it('completes a beginning, and ranks a name starting with it before one whose later word does', () => {
    expect(names(suggest('sou', 'fr', 5).places)).toEqual(['Sousse', 'Sousse', 'Hammam Sousse']);
    expect(names(suggest('hammam s', 'fr', 5).places)).toEqual(['Hammam Sousse']);
  });

  it('reads a specialty the way people say it, accents and case aside, and names it in the language asked', () => {
    expect(suggest('Cardiologue', 'fr', 5).specialties).toEqual([
      { id: 'cardio', name: 'Cardiologie', match: 'exact', text: 'Cardiologue' },
    ]);
    expect(names(suggest('dentist', 'en', 5).specialties)).toEqual(['Dentistry']);
    expect(names(suggest('طبيب اسنان', 'ar', 5).specialties)).toEqual(['طب الأسنان']);
    expect(names(suggest('derma', 'ar', 5).specialties)).toEqual(['الأمراض الجلدية']);
  });

  it('forgives a typo from five letters, and a typo in a word still being typed', () => {
    expect(suggest('cardiolgue', 'fr', 5).specialties).toMatchObject([{ id: 'cardio', match: 'fuzzy' }]);
    expect(suggest('dermatp', 'fr', 5).specialties).toMatchObject([{ id: 'derma', match: 'fuzzy' }]);
    expect(suggest('tunos', 'fr', 5).places[0]).toMatchObject({ city: 'tunis', match: 'fuzzy' });
    // Under five letters, a typo is another word.
    expect(suggest('tuns', 'fr', 5).places).toEqual([]);
  });

  it('suggests for the end of a longer text and says which end, as typed', () => {
    const { specialties, places } = suggest('cardiologue  Tun', 'fr', 5);
    expect(specialties).toEqual([]);
    expect(places).toMatchObject([
      { kind: 'city', city: 'tunis', match: 'prefix', text: 'Tun' },
      { kind: 'governorate', governorate: 'Tunis', match: 'prefix', text: 'Tun' },
    ]);
    expect(suggest('dentiste à sous', 'fr', 5).places[0]).toMatchObject({ city: 'sousse', text: 'sous' });
    // Two words naming one place are taken together, not the last alone.
    expect(suggest('cardio hammam sousse', 'fr', 5).places[0]).toMatchObject({
      city: 'hammam-sousse',
      match: 'exact',
      text: 'hammam sousse',
    });
  });

  it('keeps to the limit per group, and suggests nothing for emoji, linking words or SQL', () => {
    expect(suggest('s', 'fr', 2).places).toHaveLength(2);
    for (const text of ['🦷 😷', 'à', "'; DROP TABLE users; --", '(.*)+$']) {
      expect(suggest(text, 'fr', 5)).toEqual({ specialties: [], places: [] });
    }
  });
});
