import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { ApiLogger, Locale, Messages } from '@tabib/hooks';
import type { TabibSession } from '@tabib/sdk';

/**
 * What a server render (entry-server.tsx) and the page that hydrates its HTML (main.tsx) share, so both
 * render the same markup (docs/decisions/025): the query cache holding the page's data, the language the
 * server chose with its messages, and the site's public origin. Without it the app renders in the browser
 * alone, with its defaults.
 */
export interface RenderEnv {
  session: TabibSession;
  queryClient: QueryClient;
  locale: Locale;
  messages: Messages;
  /** e.g. `https://tabib.tn`: absolute links of the page's metadata (canonical, Open Graph). */
  origin: string;
  /** When the server rendered the page (epoch ms), for the kit's `RenderTimeContext`. */
  renderedAt: number;
  /** On the server: the page found nothing at its address (an unknown landing slug), so it answers 404. */
  markNotFound?: () => void;
  /** On the server: where the page's failed API answers go (the server's log), instead of the console. */
  logger?: ApiLogger;
}

export const RenderContext = createContext<RenderEnv | null>(null);

export const useRenderEnv = (): RenderEnv | null => useContext(RenderContext);

/** The site's origin for absolute URLs: the server's public address while rendering there. */
export function usePublicOrigin(): string {
  return useRenderEnv()?.origin ?? window.location.origin;
}
