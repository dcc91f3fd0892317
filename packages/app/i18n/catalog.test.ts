import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { compileCatalog, LANGUAGES, loadCatalog, messageIds } from './catalog';

const catalogs = Object.fromEntries(LANGUAGES.map((language) => [language, loadCatalog(language)]));
const ids = (language: (typeof LANGUAGES)[number]) => new Set(messageIds(catalogs[language]!));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('translations (docs/decisions/016: fr, en and ar for every visible string)', () => {
  it.each(['en', 'ar'] as const)('%s has exactly the message ids of fr', (language) => {
    expect([...ids(language)].sort()).toEqual([...ids('fr')].sort());
  });

  it('defines every literal message id the app uses', () => {
    // Any string literal shaped like an id under one of the catalogue's groups, wherever it stands
    // (`id: '…'`, a label map, a column list), so an id passed around before formatting is checked too.
    const groups = new Set(Object.keys(catalogs.fr!));
    const used = new Set<string>();
    for (const file of sourceFiles(join(import.meta.dirname, '..', 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/["'`]([A-Z][A-Z0-9_]*(?:\.[A-Z0-9_]+)+)["'`]/g)) {
        if (groups.has(match[1]!.split('.')[0]!)) used.add(match[1]!);
      }
    }
    const missing = [...used].filter((id) => !ids('fr').has(id));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(10);
  });

  it('keeps the requirements §8 messages word for word in English', () => {
    const en = catalogs.en as Record<string, Record<string, string>>;
    expect(en.ERRORS!.NETWORK).toBe('Network error. Please check your connection.');
    expect(en.ERRORS!.PAYMENT_FAILED).toBe('Payment failed. Please try again.');
    expect(en.SUCCESS!.RDV_BOOKED).toBe('Appointment booked successfully');
    expect(en.SUCCESS!.REVIEW_THANKS).toBe('Thank you for your review!');
    expect(en.INFO!.NO_RESULTS).toBe('No results found. Try adjusting your search criteria.');
  });
});

describe('loadCatalog merges the fragments of a language', () => {
  function catalogWith(fragments: Record<string, unknown>) {
    const dir = mkdtempSync(join(tmpdir(), 'tabib-i18n-'));
    mkdirSync(join(dir, 'fr'));
    for (const [name, content] of Object.entries(fragments)) {
      writeFileSync(join(dir, 'fr', name), JSON.stringify(content));
    }
    return () => loadCatalog('fr', dir);
  }

  it('deep-merges groups split over files', () => {
    const load = catalogWith({ 'a.json': { A: { X: 'x' } }, 'b.json': { A: { Y: 'y' }, B: 'b' } });
    expect(load()).toEqual({ A: { X: 'x', Y: 'y' }, B: 'b' });
  });

  it('refuses a message defined twice', () => {
    const load = catalogWith({ 'a.json': { A: { X: 'x' } }, 'b.json': { A: { X: 'other' } } });
    expect(load).toThrow('i18n: A.X is defined twice (again in fr/b.json)');
  });

  it('refuses a key that is both a message and a group', () => {
    const load = catalogWith({ 'a.json': { A: 'a' }, 'b.json': { A: { X: 'x' } } });
    expect(load).toThrow('i18n: A is both a message and a group (in fr/b.json)');
  });
});

describe('compileCatalog: the messages are served pre-parsed', () => {
  it.each(LANGUAGES)('parses every %s message', (language) => {
    expect(() => compileCatalog(loadCatalog(language))).not.toThrow();
  });

  it('turns text and arguments into the formatjs AST', () => {
    expect(compileCatalog({ ERRORS: { LOAD_FAILED: 'Failed to load {item}' } })).toEqual({
      ERRORS: {
        LOAD_FAILED: [
          { type: 0, value: 'Failed to load ' },
          { type: 1, value: 'item' },
        ],
      },
    });
  });

  it('names the message whose ICU syntax is broken', () => {
    expect(() => compileCatalog({ A: { B: 'Il y a {count, plural, one {# heure}' } })).toThrow(
      /^i18n: A\.B is not a valid ICU message/,
    );
  });
});
