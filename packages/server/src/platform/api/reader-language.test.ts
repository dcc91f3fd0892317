import { describe, expect, it } from 'vitest';
import { requestLanguage } from './reader-language';

const language = (header?: string) => requestLanguage({ headers: { 'accept-language': header } });

describe('requestLanguage: the language a request is made in (docs/decisions/048)', () => {
  it('takes the most wanted language Tabib is written in, by q then order', () => {
    expect(language('ar-TN,ar;q=0.9,fr;q=0.8')).toBe('ar');
    expect(language('fr;q=0.5, en-GB')).toBe('en');
    expect(language('de-DE,de;q=0.9,ar;q=0.3')).toBe('ar');
    expect(language('EN_us')).toBe('en');
  });

  it('is none for no header, a wildcard, only other languages, or a language refused with q=0', () => {
    expect(language()).toBeUndefined();
    expect(language('*')).toBeUndefined();
    expect(language('de, it;q=0.8')).toBeUndefined();
    expect(language('ar;q=0')).toBeUndefined();
  });
});
