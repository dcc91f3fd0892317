import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** requirements §9: fr (default), en, ar. */
export const LANGUAGES = ['fr', 'en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

type Tree = { [key: string]: string | Tree };

const catalogDir = import.meta.dirname;

/**
 * One language's messages, merged from `i18n/<lang>/*.json`: each page or area keeps its own fragment
 * (no edit conflicts, small reviews), and the app is served one file per language as requirements §9 says,
 * `/assets/i18n/<lang>.json`. Two fragments defining the same key is an error, never a silent override.
 */
export function loadCatalog(language: Language, dir: string = catalogDir): Tree {
  const languageDir = join(dir, language);
  const merged: Tree = {};
  for (const file of readdirSync(languageDir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const fragment = JSON.parse(readFileSync(join(languageDir, file), 'utf8')) as Tree;
    mergeInto(merged, fragment, `${language}/${file}`, '');
  }
  return merged;
}

function mergeInto(target: Tree, source: Tree, file: string, prefix: string): void {
  for (const [key, value] of Object.entries(source)) {
    const id = prefix ? `${prefix}.${key}` : key;
    const existing = target[key];
    if (typeof value === 'string') {
      if (existing !== undefined) throw new Error(`i18n: ${id} is defined twice (again in ${file})`);
      target[key] = value;
    } else if (existing === undefined) {
      target[key] = {};
      mergeInto(target[key], value, file, id);
    } else if (typeof existing === 'string') {
      throw new Error(`i18n: ${id} is both a message and a group (in ${file})`);
    } else {
      mergeInto(existing, value, file, id);
    }
  }
}

/** The flat ids of a catalog (`QUESTIONS.LOGIN_REQUIRED`), as react-intl sees them. */
export function messageIds(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const id = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [id] : messageIds(value, id);
  });
}

type CompiledTree = { [key: string]: MessageFormatElement[] | CompiledTree };

/**
 * The catalog with every message parsed into formatjs's AST, as served to the browser: the app then
 * ships react-intl without its ICU parser (about 9 kB gzip less on every page; docs/decisions/016), and a
 * message with broken ICU syntax fails the build instead of a page.
 */
export function compileCatalog(tree: Tree, prefix = ''): CompiledTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => {
      const id = prefix ? `${prefix}.${key}` : key;
      if (typeof value !== 'string') return [key, compileCatalog(value, id)];
      try {
        return [key, parse(value)];
      } catch (error) {
        throw new Error(`i18n: ${id} is not a valid ICU message: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }),
  );
}
