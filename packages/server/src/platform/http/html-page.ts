import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/*
 * The shell of the few pages the server renders itself, outside the app: the sandbox provider's payment
 * page (docs/decisions/015), the local identity provider's sign-in page (docs/decisions/018) and the
 * booking widget's refusal (docs/decisions/046). Plain HTML in French (requirements §9) unless told otherwise,
 * no script, one inline stylesheet allowed by its hash.
 */

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );

/** A whole page: `title` is followed by "— Tabib"; `body` is HTML already escaped. */
export function renderHtmlPage(
  style: string,
  title: string,
  body: string,
  lang: 'fr' | 'en' | 'ar' = 'fr',
): string {
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — Tabib</title>
<style>${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The page's Content-Security-Policy: no script, its stylesheet only, forms post to `formAction` only. */
export function htmlPageCsp(style: string, formAction: string): string {
  const styleHash = createHash('sha256').update(style).digest('base64');
  return [
    "default-src 'none'",
    `style-src 'sha256-${styleHash}'`,
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export function sendHtmlPage(reply: FastifyReply, status: number, html: string, csp: string): FastifyReply {
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      // A page's address may hold a secret (a payment token, a sign-in interaction): other sites never see it.
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', csp)
      .send(html)
  );
}
