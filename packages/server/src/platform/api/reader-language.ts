import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type Database, type Locale, locales } from '../db/schema';

/*
 * docs/decisions/048-notification-language-sms.md: the language a request is made in is its
 * Accept-Language — the apps' SDK sends the language the reader chose in the app, a browser or another
 * client sends its own. Notifications are written in the language the recipient last used.
 */

function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/**
 * The first language of an Accept-Language header Tabib is written in, by preference (`q`) and then
 * order: `ar-TN,fr;q=0.8` → `ar`, `de,en;q=0.5` → `en`; undefined when none is.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Locale | undefined {
  const ranked = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.map((param) => /^q=([\d.]+)$/i.exec(param)?.[1]).find(Boolean);
      return { primary: tag.toLowerCase().split(/[-_]/)[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((language) => language.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((language) => language.primary).find(isLocale);
}

/** A signed-in user's request in another language than the stored one makes it theirs. */
export async function rememberLanguage(
  db: Kysely<Database>,
  user: { id: string; locale: Locale },
  request: Pick<FastifyRequest, 'headers'>,
  now: Date,
): Promise<void> {
  const language = requestLanguage(request);
  if (language === undefined || language === user.locale) return;
  await db
    .updateTable('users')
    .set({ locale: language, updated_at: now })
    .where('id', '=', user.id)
    .execute();
}
