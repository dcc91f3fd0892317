import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../platform/db/search-text.js';
import { createDoctorNameTest, similarity } from './doctor-names.js';

describe('createDoctorNameTest', () => {
  it('answers as comparing the name with every doctor, whatever the lengths of their names', () => {
    const firsts = ['amel', 'mohamed ali', 'sana', 'youssef', 'ines', 'abdelkader', 'rim', 'houda'];
    const lasts = ['ben salah', 'trabelsi', 'abid', 'ben amor bouzid', 'jaziri', 'gharbi', 'ayari', 'ka'];
    const names = firsts.flatMap((first) => lasts.map((last) => `${first} ${last}`));
    const namesADoctor = createDoctorNameTest(names);
    const asked = [
      ...names,
      ...lasts,
      'ab',
      'a',
      'ka',
      'ben',
      'trabelsy',
      'ben salh',
      // Similar only to a name of twice its trigrams ("rim ben salah"): the bound must let it through.
      'salahh',
      'mohamed',
      'abdelkader ben amor bouzid',
      'abdelkader ben amor',
      'bouzid ben amor abdelkader',
      // Inside a name or not, short or across a space.
      'qx',
      'zz',
      'bid',
      'd b',
      'l b',
      'elkader ben',
      'elkader bem',
      'menzah',
      'urgent',
      'pas cher',
      'xyz',
    ];
    for (const name of asked) {
      const text = normalizeSearchText(name);
      const expected = names.some(
        (doctor) => doctor.includes(text) || similarity(doctor, text) >= 0.3 - 1e-6,
      );
      expect(namesADoctor(name), name).toBe(expected);
    }
    expect(namesADoctor('menzah')).toBe(false);
    expect(namesADoctor('trabelsy')).toBe(true);
    expect(namesADoctor('salahh')).toBe(true);
  });
});
