import type { MessageFormatElement } from 'react-intl';

import type { Locale } from './locales';

/** The reference app's translation files: `/assets/i18n/` + `{lang}` + `.json` (its `i18nBaseUrl`). */
export const I18N_PREFIX = '/assets/i18n/';
export const I18N_SUFFIX = '.json';

/**
 * Flat `KEY.SUBKEY → message` messages, as react-intl takes them: ICU text, or the message already
 * parsed at build time (formatjs AST), which lets an app ship react-intl without its ICU parser.
 */
export type Messages = Record<string, string | MessageFormatElement[]>;

export function messagesUrl(locale: Locale, prefix: string = I18N_PREFIX): string {
  return `${prefix}${locale}${I18N_SUFFIX}`;
}

/**
 * The translation files nest keys (`{ "QUESTIONS": { "LOGIN_REQUIRED": "…" } }`); react-intl
 * wants flat ids: `QUESTIONS.LOGIN_REQUIRED`. A leaf is a string or a pre-parsed message (an array);
 * other values are skipped.
 */
export function flattenMessages(tree: unknown, prefix = ''): Messages {
  if (prefix === '' && typeof tree === 'object' && tree !== null) {
    let flat = flattened.get(tree);
    if (flat === undefined) {
      flat = flattenTree(tree, '');
      flattened.set(tree, flat);
    }
    return flat;
  }
  return flattenTree(tree, prefix);
}

/**
 * One language's catalog flattened once, not for each render: a server renders every page with the
 * same catalog object (and the provider flattens what it is given on each render).
 */
const flattened = new WeakMap<object, Messages>();

function flattenTree(tree: unknown, prefix: string): Messages {
  const messages: Messages = {};
  if (typeof tree !== 'object' || tree === null) return messages;
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || Array.isArray(value)) messages[id] = value as Messages[string];
    else Object.assign(messages, flattenTree(value, id));
  }
  return messages;
}

/** Fetches and flattens one language's messages; rejects on an HTTP error. */
export async function fetchMessages(
  locale: Locale,
  prefix: string,
  fetchImpl: typeof globalThis.fetch,
): Promise<Messages> {
  const url = messagesUrl(locale, prefix);
  const response = await fetchImpl(url);
  if (!response.ok) throw new Error(`Translations ${url}: HTTP ${response.status} ${response.statusText}`);
  return flattenMessages(await response.json());
}
