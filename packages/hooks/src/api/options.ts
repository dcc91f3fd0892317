/** What a query hook lets its caller decide besides the request itself. */
export interface QueryHookOptions {
  /** `false` keeps the query idle, e.g. until the user has typed a keyword or signed in. */
  enabled?: boolean;
}
