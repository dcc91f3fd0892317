import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Config, repoRoot } from '../platform/config.js';
import { type EmbedDoctorsFilter, listEmbedDoctors, listEmbedOrigins } from './embed-origins-data.js';
import type { DatabaseHandle } from '../platform/db/connect.js';
import { createSearchCache } from '../search/search-cache.js';
import { escapeHtml, htmlPageCsp, renderHtmlPage, sendHtmlPage } from '../platform/http/html-page.js';
import { resolvedPublicUrl } from '../platform/http/public-url.js';

/** packages/embed's build: the script a site pastes (`<script src="…/embed.js" async>`). */
export const embedScriptFile = join(repoRoot, 'packages', 'embed', 'dist', 'embed.js');

/**
 * The script's address carries no version, so browsers keep it a day, then revalidate it by its ETag:
 * a fix reaches every site within a day, and the sites' visitors rarely download it twice.
 */
const EMBED_SCRIPT_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** A doctor's id (the database's uuid). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The widget's frame of one doctor; its query names the site that frames it (`origin`). */
const FRAME_PATH = /^\/embed\/doctor\/([^/]+)\/?$/;
/** The frame of a practice: several doctors (`doctors=<id>,<id>`), at most as many as a site lists. */
const PRACTICE_PATH = /^\/embed\/practice\/?$/;
const MAX_PRACTICE_DOCTORS = 10;
/** The frame of a specialty in a city or governorate: the doctors there who registered the site. */
const SEARCH_PATH = /^\/embed\/search\/?$/;
/** As the spec's `governorate` parameter. */
const GOVERNORATE_MAX_LENGTH = 60;
/** The first-party window where the patient signs in, books and pays (docs/decisions/046). */
const POPUP_PATH = /^\/embed\/book\/?$/;

/** `https://Clinique.tn:443` → `https://clinique.tn` (the spec's pattern lets only origins through). */
export function normalizeOrigin(origin: string): string {
  return new URL(origin).origin;
}

/** The `origin` query parameter when it is an origin written as browsers write one, else null. */
function parsedOrigin(value: string | null): string | null {
  if (value === null || value.length > 200) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value ? value : null;
  } catch {
    return null;
  }
}

type Lang = 'fr' | 'en' | 'ar';
const langOf = (value: string | null): Lang => (value === 'ar' || value === 'en' ? value : 'fr');

interface RefusalTexts {
  title: string;
  text: string;
  link: string;
}

const REFUSAL: Record<Lang, RefusalTexts> = {
  fr: {
    title: 'Prise de rendez-vous indisponible sur ce site',
    text: "Ce site n'est pas autorisé à afficher la prise de rendez-vous de ce médecin. Le médecin peut l'autoriser dans son espace Tabib, page Paramètres.",
    link: 'Prendre rendez-vous sur Tabib',
  },
  en: {
    title: 'Booking is not available on this site',
    text: "This site is not allowed to show this doctor's booking. The doctor can allow it in their Tabib space, on the Settings page.",
    link: 'Book on Tabib',
  },
  ar: {
    title: 'حجز المواعيد غير متاح على هذا الموقع',
    text: 'هذا الموقع غير مسموح له بعرض حجز المواعيد لهذا الطبيب. يمكن للطبيب السماح به من فضائه في طبيب، صفحة الإعدادات.',
    link: 'احجز على طبيب',
  },
};

/** The refusal of a specialty's frame: no doctor of it there registered the site. */
const SEARCH_REFUSAL: Record<Lang, RefusalTexts> = {
  fr: {
    title: REFUSAL.fr.title,
    text: "Aucun médecin de cette spécialité à cet endroit n'a autorisé ce site à afficher sa prise de rendez-vous. Chaque médecin peut l'autoriser dans son espace Tabib, page Paramètres.",
    link: 'Chercher un médecin sur Tabib',
  },
  en: {
    title: REFUSAL.en.title,
    text: 'No doctor of this specialty in this place has allowed this site to show their booking. Each doctor can allow it in their Tabib space, on the Settings page.',
    link: 'Find a doctor on Tabib',
  },
  ar: {
    title: REFUSAL.ar.title,
    text: 'لم يسمح أي طبيب من هذا الاختصاص في هذا المكان لهذا الموقع بعرض حجز مواعيده. يمكن لكل طبيب السماح به من فضائه في طبيب، صفحة الإعدادات.',
    link: 'ابحث عن طبيب على طبيب',
  },
};

const REFUSAL_STYLE =
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2937;background:#fff}' +
  'main{padding:16px;max-width:40rem}h1{font-size:1.125rem;margin:0 0 8px}' +
  'a{color:#0b5cad;font-weight:600}';

/**
 * The frame's answer to a site that may not show the widget: a message in the widget's language
 * rather than the browser's blank refusal, with the doctor's page on Tabib. It holds nothing of the
 * doctor's booking, so any site may frame it.
 */
function sendRefusal(
  reply: FastifyReply,
  lang: Lang,
  linkUrl: string | null,
  texts: RefusalTexts = REFUSAL[lang],
): FastifyReply {
  const link =
    linkUrl === null
      ? ''
      : `<p><a href="${escapeHtml(linkUrl)}" target="_blank" rel="noopener">${escapeHtml(texts.link)}</a></p>`;
  const html = renderHtmlPage(
    REFUSAL_STYLE,
    texts.title,
    `<h1>${escapeHtml(texts.title)}</h1>\n<p>${escapeHtml(texts.text)}</p>\n${link}`,
    lang,
  );
  const csp = htmlPageCsp(REFUSAL_STYLE, "'none'").replace("frame-ancestors 'none'", 'frame-ancestors *');
  reply.raw.removeHeader('x-frame-options');
  return sendHtmlPage(reply, 403, html, csp);
}

/**
 * docs/decisions/046-embed.md: `/embed.js`, and the framing rules of the widget's pages.
 * - `/embed/doctor/<id>?origin=<site>`: framed only by `<site>` when the doctor registered it (or by
 *   Tabib itself, the dashboard's preview): its CSP says `frame-ancestors <site>` and it has no
 *   X-Frame-Options. Any other site gets the refusal page instead of the app.
 * - `/embed/practice?doctors=<id>,<id>&origin=<site>`: the same, when every doctor registered the site.
 * - `/embed/search?specialty=<id>&city=<id>&origin=<site>` (or `governorate=`): the same, when at least
 *   one public doctor of the specialty there registered the site; the frame lists only those.
 * - `/embed/book`: a window of Tabib's own, opened by the frame; it keeps `frame-ancestors 'none'`,
 *   and its opener (the frame) for the messages that tell the frame what was booked.
 * Every other page keeps `frame-ancestors 'none'` and `X-Frame-Options: DENY`.
 */
export function registerEmbed(app: FastifyInstance, config: Config, database: DatabaseHandle): void {
  const publicUrl = resolvedPublicUrl(app, config);
  // Each page load of a widget asks for its doctor's list: kept like search pages (decision 019),
  // and forgotten on the change feed (migration 0029's trigger).
  const originsCache = createSearchCache<string[]>({
    ttlMs: config.searchCacheMs,
    now: () => Date.now(),
    changes: database.changes,
  });
  app.addHook('onClose', async () => originsCache.close());
  const originsOf = (doctorId: string) =>
    originsCache.get(doctorId, () => listEmbedOrigins(database.db, doctorId));
  // A search's doctors are kept alongside: an origin's key never looks like a doctor's id.
  const doctorsFor = (filter: EmbedDoctorsFilter) =>
    originsCache.get(JSON.stringify(filter), () => listEmbedDoctors(database.db, filter));

  app.get('/embed.js', async (_request, reply) => {
    if (!existsSync(embedScriptFile)) return reply.callNotFound();
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', EMBED_SCRIPT_CACHE)
      .send(readFileSync(embedScriptFile));
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/embed/')) return;
    const url = new URL(request.url, 'http://localhost');
    if (POPUP_PATH.test(url.pathname)) {
      // The default (same-origin) would cut the window off from the frame that opened it.
      reply.header('cross-origin-opener-policy', 'unsafe-none');
      return;
    }
    if (SEARCH_PATH.test(url.pathname)) return searchFrame(url, reply);
    const match = FRAME_PATH.exec(url.pathname);
    const practice = PRACTICE_PATH.test(url.pathname);
    if (match === null && !practice) return;
    const doctorIds = match ? [match[1] ?? ''] : (url.searchParams.get('doctors') ?? '').split(',');
    const origin = parsedOrigin(url.searchParams.get('origin'));
    const lang = langOf(url.searchParams.get('lng'));
    if (doctorIds.length > MAX_PRACTICE_DOCTORS || !doctorIds.every((id) => UUID.test(id))) {
      return sendRefusal(reply, lang, null);
    }
    const tabib = new URL(publicUrl()).origin;
    // A practice's frame shows each of its doctors: every one of them must have registered the site.
    const registered = async (id: string) => (await originsOf(id.toLowerCase())).includes(origin ?? '');
    const allowed =
      origin !== null && (origin === tabib || (await Promise.all(doctorIds.map(registered))).every(Boolean));
    if (!allowed) {
      const [first] = doctorIds;
      const profile = match && first ? `${tabib}/doctor-profile?id=${encodeURIComponent(first)}` : null;
      return sendRefusal(reply, lang, profile);
    }
    return allowFraming(reply, origin === tabib ? "'self'" : origin);
  });

  /** `/embed/search`: framed by a site when one doctor at least of the specialty there registered it. */
  async function searchFrame(url: URL, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const parameters = url.searchParams;
    const lang = langOf(parameters.get('lng'));
    const specialty = parameters.get('specialty') ?? '';
    const city = parameters.get('city') ?? undefined;
    const governorate = parameters.get('governorate') ?? undefined;
    const valid =
      UUID.test(specialty) &&
      (city === undefined || UUID.test(city)) &&
      (governorate === undefined || (governorate !== '' && governorate.length <= GOVERNORATE_MAX_LENGTH));
    const origin = parsedOrigin(parameters.get('origin'));
    const tabib = new URL(publicUrl()).origin;
    if (!valid) return sendRefusal(reply, lang, null, SEARCH_REFUSAL[lang]);
    if (origin === tabib) return allowFraming(reply, "'self'");
    if (origin !== null && (await doctorsFor({ origin, specialty, city, governorate })).length > 0) {
      return allowFraming(reply, origin);
    }
    // The same search on Tabib, where every doctor of it may be booked.
    const search = new URL('/search-doctors', tabib);
    for (const [name, value] of Object.entries({ specialty, city, governorate })) {
      if (value !== undefined) search.searchParams.set(name, value);
    }
    return sendRefusal(reply, lang, search.href, SEARCH_REFUSAL[lang]);
  }
}

/** The app's page, framed by `ancestor` only (helmet's `frame-ancestors 'none'` replaced). */
function allowFraming(reply: FastifyReply, ancestor: string): undefined {
  const csp = String(reply.raw.getHeader('content-security-policy') ?? '');
  reply.raw.removeHeader('x-frame-options');
  reply.header(
    'content-security-policy',
    csp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${ancestor}`),
  );
  return undefined;
}
