import type { DehydratedState } from '@tanstack/react-query';
import { isLocale, type Locale } from '@tabib/hooks';

/** The element carrying a server render's state to the page; JSON, never run as script (CSP). */
export const RENDER_STATE_ID = 'tabib-render-state';

/** What the server hands to the page that hydrates its HTML (docs/decisions/025). */
export interface RenderState {
  /** The language the server rendered in. */
  locale: Locale;
  /** The answers the page was rendered with, so the first render in the browser shows the same. */
  queries: DehydratedState;
  /** When the server rendered it (epoch ms): times shown as "2 hours ago" start from it. */
  renderedAt: number;
}

/** The `<script type="application/json">` element; `<` is escaped so no value can end it early. */
export function renderStateElement(state: RenderState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${RENDER_STATE_ID}">${json}</script>`;
}

/** The state a server render left in the document, or null for a page rendered in the browser. */
export function readRenderState(doc: Document): RenderState | null {
  const text = doc.getElementById(RENDER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<RenderState>;
    return isLocale(state.locale) && state.queries && typeof state.renderedAt === 'number'
      ? (state as RenderState)
      : null;
  } catch {
    return null;
  }
}
