/** What the back-office shell reads from the matched route (`useMatches`) to title the page. */
export interface AdminRouteHandle {
  /** Message id of the page's name; the document title is "<name> — Tabib back-office". */
  adminTitle: string;
}
