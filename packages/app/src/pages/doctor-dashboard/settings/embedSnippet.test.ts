import { describe, expect, it } from 'vitest';

import { embedSnippet, parseEmbedOrigins } from './embedSnippet';

describe('parseEmbedOrigins', () => {
  it('turns what a doctor writes into origins, each once, in order', () => {
    expect(
      parseEmbedOrigins(
        'https://Clinique.tn/rdv\n\n  clinique-menzah.tn \nhttp://localhost:8080/\nhttps://clinique.tn',
      ),
    ).toEqual({
      ok: true,
      origins: ['https://clinique.tn', 'https://clinique-menzah.tn', 'http://localhost:8080'],
    });
    expect(parseEmbedOrigins('  \n')).toEqual({ ok: true, origins: [] });
  });

  it('names the first line that is no site, and refuses more than 10 sites', () => {
    expect(parseEmbedOrigins('https://clinique.tn\nftp://files.tn')).toEqual({
      ok: false,
      invalid: 'ftp://files.tn',
    });
    expect(parseEmbedOrigins('ma clinique')).toEqual({ ok: false, invalid: 'ma clinique' });
    const eleven = Array.from({ length: 11 }, (_, index) => `site${index}.tn`).join('\n');
    expect(parseEmbedOrigins(eleven)).toEqual({ ok: false, tooMany: true });
  });
});

describe('embedSnippet', () => {
  it('is the element and the script of Tabib', () => {
    expect(embedSnippet('https://tabib.tn', 'abc', 'ar')).toBe(
      '<div data-tabib-doctor="abc" data-tabib-mode="inline" data-tabib-lang="ar"></div>\n' +
        '<script src="https://tabib.tn/embed.js" async></script>',
    );
  });
});
