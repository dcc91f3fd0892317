import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.js';
import { escapeHtml } from '../platform/http/html-page.js';

/*
 * docs/decisions/023: robots.txt and sitemap.xml, read from the database at each request so they follow
 * the data (a doctor verified, an article published). sitemap.xml is an index of pages of at most
 * SITEMAP_PAGE_SIZE URLs each (sitemaps.org allows 50,000), one family of pages per kind of URL.
 */

export const SITEMAP_PAGE_SIZE = 5000;

type Db = Kysely<Database>;

/** The public doctors (spec `searchDoctors`: verified, active, not blocked). */
const publicDoctors = (db: Db) =>
  db
    .selectFrom('doctors as d')
    .innerJoin('users as u', 'u.id', 'd.id')
    .where('d.is_verified', '=', true)
    .where('d.is_active', '=', true)
    .where('u.blocked', '=', false);

const answeredQuestions = (db: Db) => db.selectFrom('questions').where('answer', 'is not', null);

/** Whether `/doctor-profile?id=` names a doctor a guest may see. */
export async function isPublicDoctor(db: Db, id: string): Promise<boolean> {
  const row = await publicDoctors(db).select('d.id').where('d.id', '=', id).executeTakeFirst();
  return row !== undefined;
}

interface SitemapFamily {
  count(db: Db): Promise<number>;
  /** The page's paths with their last modification, `offset` rows in. */
  page(db: Db, offset: number): Promise<{ path: string; lastmod?: Date }[]>;
}

const STATIC_PATHS = ['/', '/search-doctors', '/questions', '/articles', '/s', '/s/quiSommeNous'];

/** The landing page of a specialty (in a city), by their French names (the app's rule, decision 025). */
export type LandingPath = (specialty: string, city?: string) => string;

/**
 * The landing pages patients arrive at from a search engine: every specialty with a public doctor,
 * then every specialty × city with one, in French (each page names its English and Arabic versions).
 */
function landingFamily(landingPath: LandingPath): SitemapFamily {
  const ofSpecialty = (db: Db) => publicDoctors(db).innerJoin('specialties as s', 's.id', 'd.specialty_id');
  const pages = (db: Db) =>
    db.selectFrom(
      ofSpecialty(db)
        .select(['s.name_fr as specialty', sql<string | null>`null`.as('city')])
        .distinct()
        .unionAll(
          ofSpecialty(db)
            .innerJoin('locations as l', 'l.id', 'd.city_id')
            .select(['s.name_fr as specialty', sql<string | null>`l.label`.as('city')])
            .distinct(),
        )
        .as('pages'),
    );
  return {
    count: async (db) =>
      Number(
        (
          await pages(db)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    page: async (db, offset) =>
      (
        await pages(db)
          .selectAll()
          // Each specialty's page right before its cities' pages.
          .orderBy('specialty')
          .orderBy(sql`city NULLS FIRST`)
          .offset(offset)
          .limit(SITEMAP_PAGE_SIZE)
          .execute()
      ).map((row) => ({ path: landingPath(row.specialty, row.city ?? undefined) })),
  };
}

const families: Record<string, SitemapFamily> = {
  pages: {
    count: () => Promise.resolve(STATIC_PATHS.length),
    page: (_db, offset) =>
      Promise.resolve(STATIC_PATHS.slice(offset, offset + SITEMAP_PAGE_SIZE).map((path) => ({ path }))),
  },
  doctors: {
    count: async (db) =>
      Number(
        (
          await publicDoctors(db)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    page: async (db, offset) =>
      (
        await publicDoctors(db)
          .select(['d.id', 'd.updated_at'])
          .orderBy('d.id')
          .offset(offset)
          .limit(SITEMAP_PAGE_SIZE)
          .execute()
      ).map((row) => ({ path: `/doctor-profile?id=${encodeURIComponent(row.id)}`, lastmod: row.updated_at })),
  },
  articles: {
    count: async (db) =>
      Number(
        (
          await db
            .selectFrom('articles')
            .where('published', '=', true)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    page: async (db, offset) =>
      (
        await db
          .selectFrom('articles')
          .where('published', '=', true)
          .select(['slug', 'updated_at'])
          .orderBy('id')
          .offset(offset)
          .limit(SITEMAP_PAGE_SIZE)
          .execute()
      ).map((row) => ({
        path: `/articles?${new URLSearchParams({ id: row.slug }).toString()}`,
        lastmod: row.updated_at,
      })),
  },
  // The answered questions, each on its page (spec `getQuestion`: unanswered ones are not public).
  questions: {
    count: async (db) =>
      Number(
        (
          await answeredQuestions(db)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    page: async (db, offset) =>
      (
        await answeredQuestions(db)
          .select(['id', 'updated_at'])
          .orderBy('id')
          .offset(offset)
          .limit(SITEMAP_PAGE_SIZE)
          .execute()
      ).map((row) => ({ path: `/questions/${row.id}`, lastmod: row.updated_at })),
  },
};

const XML_TYPE = 'application/xml; charset=utf-8';
const urlsetOpen =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/** The languages of every page: French at the bare address, the others with `lng` (decision 025). */
const OTHER_LANGUAGES = ['en', 'ar'] as const;

/**
 * A page's language versions, as its own hreflang links name them: French (also x-default, the address
 * without `lng`), English and Arabic. A search engine reads them here without fetching each page.
 */
function alternates(url: string): string {
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`;
  const separator = url.includes('?') ? '&' : '?';
  return [
    link('fr', url),
    ...OTHER_LANGUAGES.map((language) => link(language, `${url}${separator}lng=${language}`)),
    link('x-default', url),
  ].join('');
}

/** The landing pages are listed when the app is served (`landingPath` from its server renderer). */
export function registerSitemap(
  app: FastifyInstance,
  db: Db,
  publicUrl: () => string,
  landingPath?: LandingPath,
): void {
  const listed: Record<string, SitemapFamily> = landingPath
    ? { ...families, landings: landingFamily(landingPath) }
    : families;
  const headers = { 'cache-control': 'no-cache' };

  app.get('/robots.txt', (_request, reply) =>
    reply.headers(headers).type('text/plain; charset=utf-8').send(
      // The private areas and the API are not for search engines.
      `User-agent: *\nDisallow: /v1/\nDisallow: /admin\nDisallow: /doctor-dashboard\nDisallow: /patient-dashboard\nDisallow: /reservation\nDisallow: /payment\nSitemap: ${publicUrl()}/sitemap.xml\n`,
    ),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const entries: string[] = [];
    for (const [name, family] of Object.entries(listed)) {
      const pages = Math.max(1, Math.ceil((await family.count(db)) / SITEMAP_PAGE_SIZE));
      for (let page = 1; page <= pages; page += 1)
        entries.push(`<sitemap><loc>${publicUrl()}/sitemap-${name}-${page}.xml</loc></sitemap>`);
    }
    return reply
      .headers(headers)
      .type(XML_TYPE)
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`,
      );
  });

  app.get<{ Params: { name: string } }>('/sitemap-:name.xml', async (request, reply) => {
    const match = /^([a-z]+)-([1-9]\d{0,5})$/.exec(request.params.name);
    const family = match ? listed[match[1] as string] : undefined;
    if (!match || !family || !Object.hasOwn(listed, match[1] as string)) return reply.callNotFound();
    const urls = await family.page(db, (Number(match[2]) - 1) * SITEMAP_PAGE_SIZE);
    // Page 1 always exists (it may be empty); a later page exists only with URLs in it.
    if (urls.length === 0 && match[2] !== '1') return reply.callNotFound();
    const body = urls
      .map(
        ({ path, lastmod }) =>
          `<url><loc>${escapeHtml(publicUrl() + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${alternates(publicUrl() + path)}</url>`,
      )
      .join('\n');
    return reply.headers(headers).type(XML_TYPE).send(`${urlsetOpen}${body}\n</urlset>\n`);
  });
}
