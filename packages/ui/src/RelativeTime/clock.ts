import { createContext, useContext, useEffect, useState } from 'react';

/**
 * When a server rendered the page (epoch ms). A live RelativeTime starts from it, so the page that
 * hydrates the server's HTML shows the same text, then reads the clock once mounted. Provide it around
 * server-rendered content, with the same value on the server and in the hydrating page.
 */
export const RenderTimeContext = createContext<number | undefined>(undefined);

/**
 * The current time (epoch ms), refreshed every `refreshMs` while `live`: the render time first, so a
 * hydrating page shows the server's text, then the clock once mounted. Shared by the kit's components
 * that show something relative to now; it lives here so the app's entry, which provides the context,
 * carries no extra chunk.
 */
export function useClock(live: boolean, refreshMs: number): number {
  const renderedAt = useContext(RenderTimeContext);
  const [clock, setClock] = useState(() => renderedAt ?? Date.now());
  useEffect(() => {
    if (!live) return;
    const tick = () => setClock(Date.now());
    // After a server render the first text showed the render time; the clock is read once mounted.
    const first = renderedAt === undefined ? undefined : setTimeout(tick, 0);
    const timer = setInterval(tick, refreshMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [live, renderedAt, refreshMs]);
  return clock;
}
