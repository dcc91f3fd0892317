import { describe, expect, it } from 'vitest';
import { createQueryParser } from './natural-query.js';
import { normalizeWords, wordsAsTyped } from './query-words.js';
import { editDistance, letterSet, mayBeWithin } from './typos.js';

const parse = createQueryParser({
  specialties: [
    {
      id: 'cardio',
      names: ['Cardiologie', 'Cardiology', 'أمراض القلب', 'cardiologue', 'cardiologist', 'طبيب قلب'],
      weight: 5,
    },
    {
      id: 'dent',
      names: ['Chirurgie dentaire', 'Dentistry', 'dentiste', 'dentist', 'طبيب أسنان'],
      weight: 9,
    },
    { id: 'gp', names: ['Médecine générale', 'généraliste', 'médecin généraliste'], weight: 10 },
    {
      id: 'gyneco',
      names: ['Gynécologie obstétrique', 'gynécologue', 'gyneco', 'طبيب نساء', 'طبيبة نساء'],
      weight: 7,
    },
    { id: 'midwife', names: ['Sage-femme', 'sage femme', 'midwife', 'قابلة'], weight: 2 },
  ],
  cities: [
    { id: 'sousse', names: ['Sousse', 'سوسة', 'Sousse'], weight: 30, governorate: 'Sousse' },
    { id: 'hammam-sousse', names: ['Hammam Sousse', 'حمام سوسة'], weight: 8, governorate: 'Sousse' },
    { id: 'marsa', names: ['La Marsa', 'المرسى', 'La Marsa'], weight: 12, governorate: 'Tunis' },
  ],
  governorates: [{ id: 'Ben Arous', names: ['Ben Arous'], weight: 20 }],
});

describe('normalizeWords', () => {
  it("ignores case, accents, Arabic hamza and ta marbuta spellings and a long word's article", () => {
    expect(normalizeWords('Généraliste À LA MARSA')).toBe('generaliste a la marsa');
    expect(normalizeWords('طبيب الأطفال سوسة')).toBe(normalizeWords('طبيب اطفال سوسه'));
  });
});

/** Every word of up to 5 letters over a 3-letter alphabet, the empty one first (364 words). */
function shortWords(): string[] {
  const words = [''];
  for (let length = 1; length <= 5; length += 1) {
    for (const word of words.filter((w) => w.length === length - 1))
      words.push(word + 'a', word + 'b', word + 'c');
  }
  return words;
}

describe('editDistance', () => {
  it('counts a transposition as one edit', () => {
    expect(editDistance('cardiolgoue', 'cardiologue', 2)).toBe(1);
    expect(editDistance('cardiolgue', 'cardiologue', 2)).toBe(1);
    expect(editDistance('abc', 'xyzabc', 2)).toBe(3);
  });

  it('gives the same distance after a longer word grew its rows', () => {
    expect(editDistance('ophtalmologie', 'ophtalmologue', 2)).toBe(1);
    expect(editDistance('gynecologue', 'gynecolgoie', 2)).toBe(2);
    expect(editDistance('gastro-enterologie pediatrique', 'gastro-enterologie pediatrique', 2)).toBe(0);
    expect(editDistance('pediatre', 'pédiatre', 1)).toBe(1);
    expect(editDistance('dentsite', 'dentiste', 1)).toBe(1);
  });

  it('agrees with the whole table on every pair of short words, within the band it computes', () => {
    /** Optimal string alignment over the whole table, no band and no early stop. */
    const reference = (a: string, b: string) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i += 1) {
        for (let j = 1; j <= b.length; j += 1) {
          const cost = a[i - 1] === b[j - 1] ? 0 : 1;
          d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
            d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
          }
        }
      }
      return d[a.length]![b.length]!;
    };
    // Every word of up to 5 letters over a 3-letter alphabet, against every other: 131,044 pairs.
    const words = shortWords();
    for (const max of [1, 2]) {
      for (const a of words) {
        for (const b of words) {
          expect(editDistance(a, b, max), `${a} ${b} ${max}`).toBe(Math.min(reference(a, b), max + 1));
        }
      }
    }
  });
});

describe('mayBeWithin', () => {
  it('never turns away a pair within the edits allowed, and turns away words of other letters', () => {
    const words = shortWords();
    // Letters 32 codes apart share a bit ("a" and "A"), as do Arabic letters with Latin ones.
    words.push('cardiologue', 'cardiolgue', 'caRdiologue', 'طبيب', 'طبب', 'dentiste', 'dentsite');
    for (const max of [1, 2]) {
      for (const a of words) {
        for (const b of words) {
          if (editDistance(a, b, max) <= max) {
            expect(mayBeWithin(letterSet(a), letterSet(b), max), `${a} ${b} ${max}`).toBe(true);
          }
        }
      }
    }
    expect(mayBeWithin(letterSet('sousse'), letterSet('monastir'), 2)).toBe(false);
    expect(mayBeWithin(letterSet('dermato'), letterSet('pediatre'), 1)).toBe(false);
    expect(mayBeWithin(letterSet('cardiolgue'), letterSet('cardiologue'), 1)).toBe(true);
  });
});

describe('wordsAsTyped', () => {
  it.each([
    ['dentiste Menzah', 'menzah', 'Menzah'],
    ['طبيب أسنان المنزه', 'منزه', 'المنزه'],
    ['Pédiatre URGENT à Sousse, très urgent', 'urgent tres urgent', 'URGENT très urgent'],
    ["cardiologue d'El Manar", 'el manar', 'El Manar'],
    ['طبيبة نساء مستعجلة', 'مستعجله', 'مستعجلة'],
  ])('traces %j back to %j as typed', (query, normalized, typed) => {
    expect(wordsAsTyped(query, normalized)).toBe(typed);
  });

  it('gives the normalised words back when they cannot all be traced', () => {
    expect(wordsAsTyped('dentiste', 'menzah')).toBe('menzah');
    expect(wordsAsTyped('Menzah dentiste', 'dentiste menzah')).toBe('dentiste menzah');
  });
});

describe('createQueryParser', () => {
  it.each([
    [
      'cardiologue Sousse',
      { specialty: 'cardio', city: 'sousse', governorate: 'Sousse', gender: null, name: null },
    ],
    [
      'cardiologist in sousse',
      { specialty: 'cardio', city: 'sousse', governorate: 'Sousse', gender: null, name: null },
    ],
    [
      'طبيب قلب سوسة',
      { specialty: 'cardio', city: 'sousse', governorate: 'Sousse', gender: null, name: null },
    ],
    ['cardiolgue', { specialty: 'cardio', city: null, governorate: null, gender: null, name: null }],
    [
      'dentiste hammam sousse',
      { specialty: 'dent', city: 'hammam-sousse', governorate: 'Sousse', gender: null, name: null },
    ],
    [
      'médecin généraliste la marsa',
      { specialty: 'gp', city: 'marsa', governorate: 'Tunis', gender: null, name: null },
    ],
    [
      'dentist ben arous',
      { specialty: 'dent', city: null, governorate: 'Ben Arous', gender: null, name: null },
    ],
    [
      'Dr Ben Salah cardiologue',
      { specialty: 'cardio', city: null, governorate: null, gender: null, name: 'ben salah' },
    ],
    [
      'Karim Trabelsi',
      { specialty: null, city: null, governorate: null, gender: null, name: 'karim trabelsi' },
    ],
    // A letter alone is no name.
    [
      "Dr K. Trabelsi d'Sousse",
      { specialty: null, city: 'sousse', governorate: 'Sousse', gender: null, name: 'trabelsi' },
    ],
  ])('%s', (query, expected) => {
    expect(parse(query)).toEqual(expected);
  });

  it('reads a query typed again the same way, and its answer cannot be changed by a caller', () => {
    const first = parse('Cardiologue  SOUSSE');
    first.city = 'tampered';
    expect(parse('cardiologue sousse')).toEqual({
      specialty: 'cardio',
      city: 'sousse',
      governorate: 'Sousse',
      gender: null,
      name: null,
    });
  });

  it.each([
    ['gynécologue femme Sousse', { specialty: 'gyneco', city: 'sousse', gender: 'F', name: null }],
    ['female dentist in Sousse', { specialty: 'dent', city: 'sousse', gender: 'F', name: null }],
    ['docteure Ben Salah', { specialty: null, city: null, gender: 'F', name: 'ben salah' }],
    ['طبيبة أسنان سوسة', { specialty: 'dent', city: 'sousse', gender: 'F', name: null }],
    ['دكتورة طبيب أسنان', { specialty: 'dent', city: null, gender: 'F', name: null }],
    ['cardiologue homme', { specialty: 'cardio', city: null, gender: 'M', name: null }],
    ['male cardiologist', { specialty: 'cardio', city: null, gender: 'M', name: null }],
    // A specialty named with a gender word is the specialty.
    ['sage-femme Sousse', { specialty: 'midwife', city: 'sousse', gender: null, name: null }],
    ['طبيبة نساء', { specialty: 'gyneco', city: null, gender: null, name: null }],
  ])('reads the gender asked for in %s', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('ranks the exact place before a longer one that contains it ("Sousse" is not "Hammam Sousse")', () => {
    expect(parse('sousse').city).toBe('sousse');
    expect(parse('hammam sousse').city).toBe('hammam-sousse');
  });

  it('reads a place that is both a city and a governorate as the governorate, its towns included', () => {
    const withSfax = createQueryParser({
      specialties: [{ id: 'dent', names: ['Chirurgie dentaire', 'dentiste', 'tbib snan'], weight: 9 }],
      cities: [
        { id: 'sfax', names: ['Sfax', 'صفاقس'], weight: 30, governorate: 'Sfax' },
        { id: 'sakiet', names: ['Sakiet Ezzit', 'ساقية الزيت'], weight: 5, governorate: 'Sfax' },
      ],
      governorates: [{ id: 'Sfax', names: ['Sfax', 'صفاقس'], weight: 35 }],
    });
    const governorate = { specialty: 'dent', city: null, governorate: 'Sfax', gender: null, name: null };
    expect(withSfax('dentiste à Sfax')).toEqual(governorate);
    expect(withSfax('tbib snan صفاقس')).toEqual(governorate);
    // A city of its own name stays the city.
    expect(withSfax('dentiste Sakiet Ezzit')).toEqual({ ...governorate, city: 'sakiet' });
  });

  it.each(['', '   ', '🦷🦷', "'; DROP TABLE users; --", '(.*)+$', 'x'.repeat(200)])(
    'reads odd input %j without throwing',
    (query) => {
      expect(() => parse(query)).not.toThrow();
    },
  );
});
