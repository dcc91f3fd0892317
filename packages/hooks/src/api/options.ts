import type { ErrorFeedbackMeta } from '../query/errorFeedback';

/** What a query hook lets its caller decide besides the request itself. */
export interface QueryHookOptions {
  /** `false` keeps the query idle, e.g. until the user has typed a keyword or signed in. */
  enabled?: boolean;
  /** `{ errorToast: false }` where the page shows a failed load itself (its error state). */
  meta?: ErrorFeedbackMeta;
}

/** What a mutation hook lets its caller decide. */
export interface MutationHookOptions {
  /**
   * `{ errorToast: false }` where the page shows the failure itself (a form's error summary), or
   * `{ errorToast: { message, byCode, values } }` to name the toast's message.
   */
  meta?: ErrorFeedbackMeta;
}
