import { describe, expect, it } from 'vitest';

import { doctorBio, doctorName } from './localizedNames';

describe('doctorName', () => {
  it('writes the title as Arabic does on an Arabic page', () => {
    expect(doctorName('Dr Amel Trabelsi', 'ar')).toBe('د. Amel Trabelsi');
  });

  it('keeps the name as the API gives it in French and English, and a name without the title', () => {
    expect(doctorName('Dr Amel Trabelsi', 'fr')).toBe('Dr Amel Trabelsi');
    expect(doctorName('Dr Amel Trabelsi', 'en')).toBe('Dr Amel Trabelsi');
    expect(doctorName('Drissa Ben Ali', 'ar')).toBe('Drissa Ben Ali');
  });
});

// decision 043: a doctor may write the bio in the reader's language too.
describe('doctorBio', () => {
  const bio = 'Cardiologue à Tunis.';
  const bios = { en: 'Cardiologist in Tunis.', ar: 'طبيب قلب في تونس.' };

  it('shows the bio written in the reader’s language', () => {
    expect(doctorBio({ bio, bios }, 'en')).toBe('Cardiologist in Tunis.');
    expect(doctorBio({ bio, bios }, 'ar')).toBe('طبيب قلب في تونس.');
  });

  it('shows the bio as written to a reader of a language without one', () => {
    expect(doctorBio({ bio, bios }, 'fr')).toBe('Cardiologue à Tunis.');
    expect(doctorBio({ bio, bios: { ar: bios.ar } }, 'en')).toBe('Cardiologue à Tunis.');
    expect(doctorBio({ bio: null, bios: {} }, 'ar')).toBeNull();
  });
});
