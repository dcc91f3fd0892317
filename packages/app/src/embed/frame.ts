import type { CSSProperties } from 'react';
import type { TabibEscapeMessage, TabibEvent, TabibResizeMessage } from '@tabib/embed';

/**
 * The frame's side of the widget's messages (docs/decisions/046-embed.md). The frame posts only to the
 * site named by its `origin` parameter, which the server checked against the doctor's registered
 * sites and pinned as the only one allowed to frame it (`frame-ancestors`).
 */
export function postToSite(
  site: string | null,
  message: TabibEvent | TabibResizeMessage | TabibEscapeMessage,
): void {
  if (site === null || window.parent === window) return;
  window.parent.postMessage(message, site);
}

/** The frame's content height, so the site sizes the frame to it (no inner scrollbar). */
export function reportHeight(site: string, element: HTMLElement): void {
  const { marginBlockStart, marginBlockEnd } = getComputedStyle(element);
  const height =
    element.getBoundingClientRect().height + parseFloat(marginBlockStart) + parseFloat(marginBlockEnd);
  postToSite(site, { type: 'tabib:resize', height: Math.ceil(height) });
}

/** What the booking window tells the frame that opened it once an rdv is booked. */
export interface BookedInWindow {
  type: 'tabib-window:booked';
  doctorId: string;
  rdvId: string;
  date: string;
  payment: 'onsite' | 'online';
}

export const isBookedInWindow = (data: unknown): data is BookedInWindow =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'tabib-window:booked' &&
  typeof (data as BookedInWindow).rdvId === 'string' &&
  typeof (data as BookedInWindow).date === 'string' &&
  ['onsite', 'online'].includes((data as BookedInWindow).payment);

/** The theme's values the widget accepts (the same rules as embed.js), as the kit's CSS variables. */
const THEME: Record<'color' | 'radius' | 'font', { pattern: RegExp; variables: string[] }> = {
  color: {
    pattern: /^#[0-9a-fA-F]{3,8}$/,
    variables: ['--tabib-color-primary', '--tabib-color-primary-strong'],
  },
  radius: { pattern: /^\d{1,2}(\.\d+)?(px|rem|em)$/, variables: ['--tabib-radius'] },
  font: { pattern: /^[\w\s,'"-]{1,100}$/, variables: ['--tabib-font-family'] },
};

export function themeStyle(search: URLSearchParams): CSSProperties {
  const style: Record<string, string> = {};
  for (const [name, { pattern, variables }] of Object.entries(THEME)) {
    const value = search.get(name);
    if (value !== null && pattern.test(value)) for (const variable of variables) style[variable] = value;
  }
  if (style['--tabib-font-family'] !== undefined) style.fontFamily = style['--tabib-font-family'];
  return style as CSSProperties;
}
