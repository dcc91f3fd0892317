import { useEffect, useRef } from 'react';
import { Outlet, useSearchParams } from 'react-router';

import { postToSite, reportHeight, themeStyle } from './frame';
import './embed.css';

/**
 * The booking widget's pages (docs/decisions/046-embed.md): no header nor footer, the site's theme
 * from the address (`color`, `radius`, `font`), and, in a frame, its height and Escape sent to the site.
 */
export function EmbedLayout() {
  const [search] = useSearchParams();
  const main = useRef<HTMLElement>(null);
  const site = search.get('origin');
  useEffect(() => {
    const element = main.current;
    if (element === null || site === null || window.parent === window) return undefined;
    const observer = new ResizeObserver(() => reportHeight(site, element));
    observer.observe(element);
    // Escape pressed in the frame never reaches the page: the site's dialog (mode popup) is told.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) postToSite(site, { type: 'tabib:escape' });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [site]);
  return (
    <main ref={main} id="main" className="embed-main" style={themeStyle(search)}>
      <Outlet />
    </main>
  );
}
