import type { DoctorSuggestion, Location, SearchSuggestions, Specialty } from '@tabib/sdk';
import { describe, expect, it } from 'vitest';

import { buildSuggestions, filtersForSubmit, foldText } from './homeSuggestions';

const cardiology: Specialty = {
  _id: 'spec-cardio',
  name: 'Cardiologie',
  names: { fr: 'Cardiologie', en: 'Cardiology', ar: 'أمراض القلب' },
  freq: 500,
};
const general: Specialty = {
  _id: 'spec-general',
  name: 'Médecine générale',
  names: { fr: 'Médecine générale', en: 'General practice', ar: 'الطب العام' },
  freq: 980,
};
const gabes: Location = {
  _id: 'city-gabes',
  Label: 'Gabès',
  labelEn: 'Gabes',
  labelAr: 'قابس',
  governorate: 'Gabès',
};
const doctor: DoctorSuggestion = {
  _id: 'doc-1',
  name: 'Dr Karim Ben Salah',
  specialty: 'Cardiologie',
  city: 'Tunis',
  photoUrl: null,
};

describe('foldText', () => {
  it('ignores case and accents', () => {
    expect(foldText(' Médecine GÉNÉRALE ')).toBe('medecine generale');
  });
});

describe('buildSuggestions', () => {
  const sources = { specialties: [general, cardiology], cities: [gabes], doctors: [doctor] };

  it('suggests nothing for a blank text', () => {
    expect(buildSuggestions({ ...sources, text: '  ', locale: 'fr' })).toEqual([]);
  });

  it('suggests the specialties and cities whose shown name contains the text, then the doctors found', () => {
    expect(buildSuggestions({ ...sources, text: 'medecine', locale: 'fr' })).toEqual([
      { kind: 'specialty', id: 'spec-general', label: 'Médecine générale' },
      { kind: 'doctor', id: 'doc-1', label: 'Dr Karim Ben Salah', description: 'Cardiologie · Tunis' },
    ]);
    expect(buildSuggestions({ ...sources, doctors: [], text: 'gabes', locale: 'fr' })).toEqual([
      { kind: 'city', id: 'city-gabes', label: 'Gabès', description: 'Gabès' },
    ]);
  });

  it('puts exact and prefix matches before names that only contain the text', () => {
    const city = (id: string, label: string): Location => ({
      _id: id,
      Label: label,
      labelEn: label,
      labelAr: label,
      governorate: 'Sousse',
    });
    const cities = [
      city('city-hammam', 'Hammam Sousse'),
      city('city-msaken', 'Msaken'),
      city('city-sousse', 'Sousse'),
      city('city-sousse-riadh', 'Sousse Riadh'),
    ];
    const labels = (text: string) =>
      buildSuggestions({ specialties: [], cities, doctors: [], text, locale: 'fr' }).map(
        (item) => item.label,
      );
    expect(labels('sousse')).toEqual(['Sousse', 'Sousse Riadh', 'Hammam Sousse']);
    expect(labels('sou')).toEqual(['Sousse', 'Sousse Riadh', 'Hammam Sousse']);
    expect(labels('ken')).toEqual(['Msaken']);
  });

  it('matches and shows names in the reader’s language', () => {
    expect(buildSuggestions({ ...sources, doctors: [], text: 'القلب', locale: 'ar' })).toEqual([
      { kind: 'specialty', id: 'spec-cardio', label: 'أمراض القلب' },
    ]);
  });
});

describe("buildSuggestions with the server's suggestions", () => {
  const sources = { specialties: [general, cardiology], cities: [gabes], doctors: [] };
  const server = (text: string): SearchSuggestions => ({
    q: text,
    specialties: [{ _id: 'spec-cardio', name: 'أمراض القلب', match: 'exact', text }],
    places: [
      { kind: 'city', city: 'city-gabes', governorate: 'Gabès', name: 'قابس', match: 'prefix', text },
      { kind: 'governorate', city: null, governorate: 'Gabès', name: 'ولاية قابس', match: 'prefix', text },
    ],
    doctors: [],
    reading: null,
  });

  it('adds what the server reads in the words patients use, each specialty and city once', () => {
    // No name contains "طبيب قلب": the server's synonyms find cardiology; Gabès is suggested once.
    expect(
      buildSuggestions({ ...sources, text: 'طبيب قلب', locale: 'ar', server: server('طبيب قلب') }),
    ).toEqual([
      { kind: 'specialty', id: 'spec-cardio', label: 'أمراض القلب' },
      { kind: 'city', id: 'city-gabes', label: 'قابس', description: 'Gabès' },
    ]);
    expect(
      buildSuggestions({ ...sources, text: 'قابس', locale: 'ar', server: server('قابس') }).filter(
        (item) => item.id === 'city-gabes',
      ),
    ).toHaveLength(1);
  });

  it("offers the server's reading of a whole phrase first, labelled with what it reads", () => {
    const text = 'tbib 9alb gabes';
    const read: SearchSuggestions = {
      ...server('gabes'),
      specialties: [],
      reading: {
        specialty: { _id: 'spec-cardio', name: 'Cardiologie' },
        place: { kind: 'governorate', city: null, governorate: 'Gabès', name: 'Gabès' },
        gender: null,
      },
    };
    expect(buildSuggestions({ ...sources, text, locale: 'fr', server: read })[0]).toEqual({
      kind: 'query',
      id: text,
      label: 'Cardiologie · Gabès',
    });
  });

  it('leaves out a suggestion for the end of the text only, which picking would replace the text with', () => {
    const text = 'cardiologue gab';
    expect(buildSuggestions({ ...sources, text, locale: 'fr', server: server('gab') })).toEqual([]);
  });
});

describe('filtersForSubmit', () => {
  const named = {
    specialties: [{ kind: 'specialty' as const, id: 'spec-cardio', label: 'Cardiologie' }],
  };

  // docs/decisions/031: a free text is a whole query the server reads ("cardiologue Tunis" found nobody
  // as a name); a name stays a name after that reading.
  it('sends a free text as a whole query for the server to read', () => {
    expect(filtersForSubmit(' Ben Salah ', {}, named)).toEqual({ q: 'Ben Salah' });
    expect(filtersForSubmit('cardiologue Tunis', {}, named)).toEqual({ q: 'cardiologue Tunis' });
  });

  it("searches a text naming a specialty as that filter, and a place's name as a query", () => {
    expect(filtersForSubmit('cardiologie', {}, named)).toEqual({ specialty: 'spec-cardio' });
    // The server reads "Sfax" as the governorate, its towns included, not the city alone.
    expect(filtersForSubmit('Sfax', {}, named)).toEqual({ q: 'Sfax' });
  });

  it('searches a picked city that is also its governorate as the governorate', () => {
    const picked = { city: { id: 'city-sfax', label: 'صفاقس', seatOf: 'Sfax' } };
    expect(filtersForSubmit('', picked, named)).toEqual({ governorate: 'Sfax' });
  });

  it('keeps the picked city and specialty, without searching the picked label as a name', () => {
    const picked = {
      city: { id: 'city-gabes', label: 'Gabès' },
      specialty: { id: 'spec-cardio', label: 'Cardiologie' },
    };
    expect(filtersForSubmit('Cardiologie', picked, named)).toEqual({
      city: 'city-gabes',
      specialty: 'spec-cardio',
    });
    expect(filtersForSubmit('', picked, named)).toEqual({ city: 'city-gabes', specialty: 'spec-cardio' });
    expect(filtersForSubmit('Abid', picked, named)).toEqual({
      city: 'city-gabes',
      specialty: 'spec-cardio',
      q: 'Abid',
    });
  });
});
