import { isCancelledError, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isNetworkError } from '@tabib/sdk';

import { useTabibLogger } from '../provider/context';
import { useToasts } from '../toasts/useToasts';
import { ApiError } from './keys';

/** What an error toast says: message ids of the app's translations. */
export interface ErrorToast {
  /** The message for an answer whose code `byCode` does not name, or a failure that is no answer nor network. */
  message?: string;
  /** The message for each of the server's stable codes (`SLOT_TAKEN` → `BOOKING.ERRORS.SLOT_TAKEN`). */
  byCode?: Readonly<Record<string, string>>;
  /** The message's values (`{ item }`). */
  values?: Readonly<Record<string, string | number>>;
}

/**
 * Who tells the user that a query or a mutation failed, as its `meta.errorToast`:
 * - left out, or `{ message, byCode, values }`: the owner shows one toast, mapped from the failure;
 * - `false`: the page shows the failure itself — a form's error summary, a page's error state with its
 *   retry, an inline message — or it is a check the user need not hear of. No toast.
 *
 * A type, not an interface: TanStack's `Register` takes a meta only if it fits `Record<string, unknown>`.
 */
export type ErrorFeedbackMeta = {
  errorToast?: false | ErrorToast;
};

// Every query's and mutation's `meta` is type-checked against it.
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorFeedbackMeta;
    mutationMeta: ErrorFeedbackMeta;
  }
}

/** The server refused the caller (a 403): whatever the call was, that is what the reader needs to know. */
export const NOT_AUTHORIZED_MESSAGE_ID = 'ERRORS.NOT_AUTHORIZED';
/** No answer came at all (the SDK rejects with the fetch's own `TypeError`). */
export const NETWORK_ERROR_MESSAGE_ID = 'ERRORS.NETWORK';
/** A failed write whose caller named no message. */
export const DEFAULT_ERROR_MESSAGE_ID = 'ERRORS.SAVE_FAILED';
/** A failed read whose caller named no message. */
export const DEFAULT_QUERY_ERROR_MESSAGE_ID = 'ERRORS.QUERY_FAILED';
/** The same toast again within this time is not shown twice (a list and its count failing together). */
export const DUPLICATE_TOAST_WINDOW_MS = 5_000;

/**
 * The message id of a failure: the one mapped to the server's `code`, else `ERRORS.NOT_AUTHORIZED` for a
 * 403, else the caller's, else `fallback`; a failure that reached no server is always `ERRORS.NETWORK`
 * (a lost connection is not "save failed").
 */
export function errorToastMessageId(
  error: unknown,
  toast: ErrorToast = {},
  fallback: string = DEFAULT_ERROR_MESSAGE_ID,
): string {
  if (error instanceof ApiError) {
    const byCode =
      toast.byCode && Object.hasOwn(toast.byCode, error.code) ? toast.byCode[error.code] : undefined;
    if (byCode !== undefined) return byCode;
    return error.status === 403 ? NOT_AUTHORIZED_MESSAGE_ID : (toast.message ?? fallback);
  }
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE_ID;
  return toast.message ?? fallback;
}

/**
 * A failure no toast should tell: a request cancelled or aborted (the page left, the query was
 * superseded), or a 401 — the SDK has tried the refresh already, and the session's end sends the
 * user to the sign-in page, which says so.
 */
export function isSilentFailure(error: unknown): boolean {
  if (isCancelledError(error)) return true;
  // A DOMException of another realm (jsdom's, a frame's) is no `instanceof Error`.
  if ((error as { name?: unknown } | null)?.name === 'AbortError') return true;
  return error instanceof ApiError && error.status === 401;
}

/** Shows a failure as one error toast (`fallback`: the message when neither code nor caller names one) and logs its cause. */
export type ReportError = (error: unknown, toast?: ErrorToast, fallback?: string) => void;

const ErrorFeedbackContext = createContext<ReportError | null>(null);

/**
 * The one owner of error feedback, inside `TabibProvider`: every failed query and mutation becomes one
 * toast (their caches are watched) unless its `meta.errorToast` is `false`, and so do the calls of
 * `useReportError()`; each is mapped to its message, shown once within `DUPLICATE_TOAST_WINDOW_MS`,
 * and its cause logged.
 */
export function ErrorFeedbackProvider({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const toasts = useToasts();
  const logger = useTabibLogger();
  const queryClient = useQueryClient();
  const lastShown = useRef(new Map<string, number>());

  const report = useCallback<ReportError>(
    (error, toast = {}, fallback = DEFAULT_ERROR_MESSAGE_ID) => {
      const id = errorToastMessageId(error, toast, fallback);
      // The cause is kept: the toast says what it means to the reader, the log says what happened.
      logger.error('Shown as an error toast', id, error);
      const text = intl.formatMessage({ id }, toast.values);
      const now = Date.now();
      const shownAt = lastShown.current.get(text);
      if (shownAt !== undefined && now - shownAt < DUPLICATE_TOAST_WINDOW_MS) return;
      lastShown.current.set(text, now);
      toasts.error(text);
    },
    [intl, toasts, logger],
  );

  useEffect(() => {
    const fromMeta = (meta: ErrorFeedbackMeta | undefined, error: unknown, fallback: string) => {
      const toast = meta?.errorToast;
      if (toast === false || isSilentFailure(error)) return;
      report(error, toast, fallback);
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      // `error` is dispatched once, after the last retry; a refetch that fails keeps the data on
      // screen, so the toast is all that tells the user it may be out of date.
      if (event.type === 'updated' && event.action.type === 'error')
        fromMeta(event.query.meta, event.action.error, DEFAULT_QUERY_ERROR_MESSAGE_ID);
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        fromMeta(event.mutation.meta, event.action.error, DEFAULT_ERROR_MESSAGE_ID);
      }
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient, report]);

  return <ErrorFeedbackContext.Provider value={report}>{children}</ErrorFeedbackContext.Provider>;
}

/**
 * The owner's report, for a failure the page catches itself (a call of a mutation the hooks define):
 * `report(error, { message: 'ERRORS.SAVE_FAILED' })` — never `toasts.error` with a message of its own.
 */
export function useReportError(): ReportError {
  const report = useContext(ErrorFeedbackContext);
  if (report === null) throw new Error('useReportError() must be used inside <TabibProvider>.');
  return report;
}
