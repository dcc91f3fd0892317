import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import { listEmbedOrigins } from '../data/embed-origins.js';
import type { DatabaseHandle } from '../db/connect.js';
import { createSearchCache } from '../search-cache.js';
import { escapeHtml, htmlPageCsp, renderHtmlPage, sendHtmlPage } from './html-page.js';
import { resolvedPublicUrl } from './public-url.js';

/** packages/embed's build: the script a site pastes (`<script src="…/embed.js" async>`). */
export const embedScriptFile = join(import.meta.dirname, '..', '..', '..', 'embed', 'dist', 'embed.js');

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

const REFUSAL: Record<Lang, { title: string; text: string; link: string }> = {
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

const REFUSAL_STYLE =
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2937;background:#fff}' +
  'main{padding:16px;max-width:40rem}h1{font-size:1.125rem;margin:0 0 8px}' +
  'a{color:#0b5cad;font-weight:600}';

/**
 * The frame's answer to a site that may not show the widget: a message in the widget's language
 * rather than the browser's blank refusal, with the doctor's page on Tabib. It holds nothing of the
 * doctor's booking, so any site may frame it.
 */
function sendRefusal(reply: FastifyReply, lang: Lang, profileUrl: string | null): FastifyReply {
  const texts = REFUSAL[lang];
  const link =
    profileUrl === null
      ? ''
      : `<p><a href="${escapeHtml(profileUrl)}" target="_blank" rel="noopener">${escapeHtml(texts.link)}</a></p>`;
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
    const csp = String(reply.raw.getHeader('content-security-policy') ?? '');
    reply.raw.removeHeader('x-frame-options');
    reply.header(
      'content-security-policy',
      csp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${origin === tabib ? "'self'" : origin}`),
    );
  });
}
