/**
 * How the hooks move the browser, injected through `TabibProvider` so nothing hard-wires a router.
 * The defaults use the History API and announce the change with `popstate`, which routers listening
 * to the URL (React Router's `BrowserRouter`) follow.
 */
export interface Navigation {
  /** Goes to `url` (path + query); `replace` replaces the current history entry. */
  navigate: (url: string, options: { replace: boolean }) => void;
  /** Reloads the page (`reloadHome`, the reference app's `afterLogout`, uses it). */
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

/**
 * The reference app's `afterLogout`: goes to `/`, then reloads the page, so nothing of the signed-in
 * user stays in memory. Another site chooses its own (or none: the session just becomes a guest).
 */
export function reloadHome(navigation: Navigation): void {
  navigation.navigate('/', { replace: false });
  navigation.reload();
}
