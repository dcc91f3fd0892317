/**
 * How the hooks move the browser, injected through `TabibProvider` so nothing hard-wires a router.
 * The defaults use the History API and announce the change with `popstate`, which routers listening
 * to the URL (React Router's `BrowserRouter`) follow.
 */
export interface Navigation {
  /** Goes to `url` (path + query); `replace` replaces the current history entry. */
  navigate: (url: string, options: { replace: boolean }) => void;
  /** Reloads the page (spec §4: after logout, "reloads the page in a browser"). */
  reload: () => void;
  /** The current path + query + hash, e.g. `/patient-dashboard?tab=2`. */
  currentUrl: () => string;
}

export const browserNavigation: Navigation = {
  navigate(url, { replace }) {
    if (replace) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  },
  reload: () => window.location.reload(),
  currentUrl: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
};
