import { describe, expect, it } from 'vitest';

import { doctorName } from './localizedNames';

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
