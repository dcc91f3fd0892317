import { describe, expect, it } from 'vitest';
import { slugOf } from './slug';

describe('slugOf', () => {
  it('is lower case, without accents, one hyphen between words', () => {
    expect(slugOf('Oto-rhino-laryngologie (ORL)')).toBe('oto-rhino-laryngologie-orl');
    expect(slugOf('Béja')).toBe('beja');
    expect(slugOf('  Médecine générale ')).toBe('medecine-generale');
  });

  it('drops Arabic marks: أ and ا, as patients type them, give one slug', () => {
    expect(slugOf('أمراض القلب والشرايين')).toBe('امراض-القلب-والشرايين');
    expect(slugOf('طبّ الأسنان')).toBe('طب-الاسنان');
  });
});
