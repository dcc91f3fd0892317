import { isCancelledError, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, type ReactNode } from 'react';
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
 * What a query or a mutation says of its failure, as its `meta`: `{ errorToast: { message, byCode } }` makes
 * its error a toast, `{ errorToast: false }` (or no `errorToast`) leaves it to the page (an inline state).
 */
export interface ErrorFeedbackMeta {
  errorToast?: false | ErrorToast;
}

/** No answer came at all (the SDK rejects with the fetch's own `TypeError`). */
export const NETWORK_ERROR_MESSAGE_ID = 'ERRORS.NETWORK';
/** A failed write whose caller named no message. */
export const DEFAULT_ERROR_MESSAGE_ID = 'ERRORS.SAVE_FAILED';

/**
 * The message id of a failure: the one mapped to the server's `code`, else the caller's; a failure that
 * reached no server is always `ERRORS.NETWORK` (a lost connection is not "save failed").
 */
export function errorToastMessageId(error: unknown, toast: ErrorToast = {}): string {
  if (error instanceof ApiError) {
    const byCode =
      toast.byCode && Object.hasOwn(toast.byCode, error.code) ? toast.byCode[error.code] : undefined;
    return byCode ?? toast.message ?? DEFAULT_ERROR_MESSAGE_ID;
  }
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE_ID;
  return toast.message ?? DEFAULT_ERROR_MESSAGE_ID;
}

/** Shows a failure as one error toast and logs its cause. */
export type ReportError = (error: unknown, toast?: ErrorToast) => void;

const ErrorFeedbackContext = createContext<ReportError | null>(null);

/**
 * The one owner of error feedback, inside `TabibProvider`: every failure shown as a toast goes through
 * it — the queries' and mutations' whose `meta.errorToast` asks for one (their caches are watched), and
 * the calls of `useReportError()` — mapped to its message, shown once, and its cause logged.
 */
export function ErrorFeedbackProvider({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const toasts = useToasts();
  const logger = useTabibLogger();
  const queryClient = useQueryClient();

  const report = useCallback<ReportError>(
    (error, toast = {}) => {
      const id = errorToastMessageId(error, toast);
      // The cause is kept: the toast says what it means to the reader, the log says what happened.
      logger.error('Shown as an error toast', id, error);
      toasts.error(intl.formatMessage({ id }, toast.values));
    },
    [intl, toasts, logger],
  );

  useEffect(() => {
    const fromMeta = (meta: Record<string, unknown> | undefined, error: unknown) => {
      const toast = (meta as ErrorFeedbackMeta | undefined)?.errorToast;
      if (!toast || isCancelledError(error)) return;
      report(error, toast);
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      // `error` is dispatched once, after the last retry.
      if (event.type === 'updated' && event.action.type === 'error')
        fromMeta(event.query.meta, event.action.error);
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        fromMeta(event.mutation.meta, event.action.error);
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
