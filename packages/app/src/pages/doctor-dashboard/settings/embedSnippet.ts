/** At most this many sites per doctor (the API's limit). */
export const MAX_EMBED_ORIGINS = 10;

export type ParsedOrigins =
  { ok: true; origins: string[] } | { ok: false; invalid: string } | { ok: false; tooMany: true };

/**
 * The sites a doctor writes, one per line, as the API takes them: `clinique.tn/rdv` or
 * `https://Clinique.tn/` become `https://clinique.tn` (https when no scheme is written, the path
 * dropped), blank lines are skipped and each site is kept once. The first line that names no site
 * is reported as written.
 */
export function parseEmbedOrigins(text: string): ParsedOrigins {
  const origins: string[] = [];
  for (const line of text.split('\n').map((value) => value.trim())) {
    if (line === '') continue;
    let url: URL;
    try {
      url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(line) ? line : `https://${line}`);
    } catch {
      return { ok: false, invalid: line };
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !/^[a-z0-9.-]+$/.test(url.hostname)) {
      return { ok: false, invalid: line };
    }
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return origins.length > MAX_EMBED_ORIGINS ? { ok: false, tooMany: true } : { ok: true, origins };
}

/** The HTML a site pastes to show the doctor's widget (the script is served by Tabib at `/embed.js`). */
export function embedSnippet(tabib: string, doctorId: string, lang: string): string {
  return `<div data-tabib-doctor="${doctorId}" data-tabib-mode="inline" data-tabib-lang="${lang}"></div>
<script src="${tabib}/embed.js" async></script>`;
}
