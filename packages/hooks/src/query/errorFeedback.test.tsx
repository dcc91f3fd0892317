import { act, waitFor } from '@testing-library/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { startFakeApi, type FakeApi } from '../../test/fakeApi';
import { renderWithTabib, serveNoSession } from '../../test/renderWithTabib';
import { useToasts } from '../toasts/useToasts';
import { useCancelRdv } from '../api/rdvs/useCancelRdv';
import { errorToastMessageId, useReportError, type ErrorFeedbackMeta } from './errorFeedback';
import { ApiError } from './keys';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  serveNoSession(api);
  api.route('GET /assets/i18n/fr.json', {
    body: {
      ERRORS: {
        NETWORK: 'Erreur réseau. Vérifiez votre connexion.',
        SAVE_FAILED: "L'enregistrement a échoué.",
        QUERY_FAILED: 'Le chargement a échoué.',
        DELETE_FAILED: 'La suppression de {item} a échoué.',
      },
      BOOKING: { SLOT_TAKEN: 'Ce créneau vient d’être pris.' },
    },
  });
});
afterEach(() => api.close());

const slotTaken = new ApiError(409, 'SLOT_TAKEN', 'Slot taken');
const offline = new TypeError('Failed to fetch');

function useErrorToasts() {
  const { store } = useToasts();
  const list = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return list.filter((toast) => toast.type === 'error').map((toast) => toast.text);
}

/** The translations are in (they load after the first render). */
const useLoaded = () => useIntl().messages['ERRORS.NETWORK'] !== undefined;

function failingQuery(error: unknown, meta?: ErrorFeedbackMeta) {
  return () => {
    useQuery({
      queryKey: ['failing', String(meta?.errorToast)],
      queryFn: () => Promise.reject(error),
      meta,
      enabled: useLoaded(),
    });
    return useErrorToasts();
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the one owner of error feedback', () => {
  it('a failed query says nothing of toasts: one toast all the same, the cause logged', async () => {
    const { result, logger } = renderWithTabib(api, failingQuery(new ApiError(500, 'INTERNAL', 'down')));
    await waitFor(() => expect(result.current).toEqual(['Le chargement a échoué.']));
    expect(logger.error).toHaveBeenCalledWith(
      'Shown as an error toast',
      'ERRORS.QUERY_FAILED',
      expect.objectContaining({ code: 'INTERNAL' }),
    );
    await settle();
    expect(result.current).toHaveLength(1);
  });

  it("a query's meta names the message: the one mapped from the code", async () => {
    const meta = {
      errorToast: { message: 'ERRORS.SAVE_FAILED', byCode: { SLOT_TAKEN: 'BOOKING.SLOT_TAKEN' } },
    };
    const { result, logger } = renderWithTabib(api, failingQuery(slotTaken, meta));
    await waitFor(() => expect(result.current).toEqual(['Ce créneau vient d’être pris.']));
    expect(logger.error).toHaveBeenCalledWith('Shown as an error toast', 'BOOKING.SLOT_TAKEN', slotTaken);
  });

  it('opted out (errorToast: false), or a 401, or an aborted request: no toast', async () => {
    const aborted = new DOMException('The user aborted a request.', 'AbortError');
    const { result, logger } = renderWithTabib(api, () => {
      const loaded = useLoaded();
      const useFailing = (key: string, error: unknown, meta?: ErrorFeedbackMeta) =>
        useQuery({ queryKey: [key], queryFn: () => Promise.reject(error), meta, enabled: loaded });
      const optedOut = useFailing('off', slotTaken, { errorToast: false });
      const expired = useFailing('expired', new ApiError(401, 'UNAUTHORIZED', 'expired'));
      const cancelled = useFailing('aborted', aborted);
      const settled = [optedOut, expired, cancelled].every((query) => query.isError);
      const save = useMutation({ mutationFn: () => Promise.reject(offline), meta: { errorToast: false } });
      return { toasts: useErrorToasts(), settled, save };
    });
    await waitFor(() => expect(result.current.settled).toBe(true));
    await act(() => result.current.save.mutateAsync().catch(() => undefined));
    await settle();
    expect(result.current.toasts).toEqual([]);
    expect(logger.error).not.toHaveBeenCalledWith(
      'Shown as an error toast',
      expect.anything(),
      expect.anything(),
    );
  });

  it('a failed mutation says nothing of toasts: a network failure says so, not "save failed"', async () => {
    const { result, logger } = renderWithTabib(api, () => ({
      save: useMutation({ mutationFn: () => Promise.reject(offline) }),
      toasts: useErrorToasts(),
      loaded: useLoaded(),
    }));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    await act(() => result.current.save.mutateAsync().catch(() => undefined));
    await waitFor(() => expect(result.current.toasts).toEqual(['Erreur réseau. Vérifiez votre connexion.']));
    expect(logger.error).toHaveBeenCalledWith('Shown as an error toast', 'ERRORS.NETWORK', offline);
  });

  it('the same toast twice within the window is shown once; each cause is logged', async () => {
    const { result, logger } = renderWithTabib(api, () => {
      const loaded = useLoaded();
      useQuery({ queryKey: ['list'], queryFn: () => Promise.reject(offline), enabled: loaded });
      useQuery({ queryKey: ['count'], queryFn: () => Promise.reject(offline), enabled: loaded });
      return useErrorToasts();
    });
    await waitFor(() =>
      expect(logger.error).toHaveBeenCalledTimes(
        2 + logger.error.mock.calls.filter(([first]) => first !== 'Shown as an error toast').length,
      ),
    );
    await settle();
    expect(result.current).toEqual(['Erreur réseau. Vérifiez votre connexion.']);
  });

  it('a refetch that fails while the data is on screen: a toast, unless the page shows the failure', async () => {
    let fail = false;
    const { result, queryClient } = renderWithTabib(api, () => {
      const loaded = useLoaded();
      const load = () => (fail ? Promise.reject(offline) : Promise.resolve(['rdv']));
      const shown = useQuery({ queryKey: ['shown'], queryFn: load, enabled: loaded });
      const own = useQuery({
        queryKey: ['own'],
        queryFn: load,
        enabled: loaded,
        meta: { errorToast: false },
      });
      return { toasts: useErrorToasts(), loaded: shown.isSuccess && own.isSuccess };
    });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    fail = true;
    await act(() => queryClient.refetchQueries());
    await waitFor(() => expect(result.current.toasts).toEqual(['Erreur réseau. Vérifiez votre connexion.']));
    expect(queryClient.getQueryData(['shown'])).toEqual(['rdv']);
    await settle();
    expect(result.current.toasts).toHaveLength(1);
  });

  it("a hook's call: its meta reaches the cache — its own message, or no toast at all", async () => {
    api.route('POST /v1/rdvs/r1/cancel', { status: 409, body: { code: 'SLOT_TAKEN', message: 'taken' } });
    const { result } = renderWithTabib(api, () => ({
      named: useCancelRdv({
        meta: { errorToast: { message: 'ERRORS.SAVE_FAILED', byCode: { SLOT_TAKEN: 'BOOKING.SLOT_TAKEN' } } },
      }),
      silent: useCancelRdv({ meta: { errorToast: false } }),
      toasts: useErrorToasts(),
      loaded: useLoaded(),
    }));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    const cancel = { id: 'r1', reason: 'x' };
    await act(() => result.current.silent.mutateAsync(cancel).catch(() => undefined));
    await settle();
    expect(result.current.toasts).toEqual([]);
    await act(() => result.current.named.mutateAsync(cancel).catch(() => undefined));
    await waitFor(() => expect(result.current.toasts).toEqual(['Ce créneau vient d’être pris.']));
  });

  it("a page's own catch reports through the owner: the message with its values, once", async () => {
    const { result } = renderWithTabib(api, () => ({
      report: useReportError(),
      toasts: useErrorToasts(),
      loaded: useLoaded(),
    }));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    act(() =>
      result.current.report(new ApiError(500, 'INTERNAL', 'down'), {
        message: 'ERRORS.DELETE_FAILED',
        values: { item: 'la demande' },
      }),
    );
    await waitFor(() => expect(result.current.toasts).toEqual(['La suppression de la demande a échoué.']));
  });
});

describe('errorToastMessageId', () => {
  it.each<[string, unknown, string]>([
    ['a mapped code', slotTaken, 'BOOKING.SLOT_TAKEN'],
    ['an unmapped code: the caller message', new ApiError(500, 'INTERNAL', 'down'), 'ERRORS.DELETE_FAILED'],
    ['no answer at all', offline, 'ERRORS.NETWORK'],
    [
      'a refusal (403) the caller does not map',
      new ApiError(403, 'FORBIDDEN', 'no'),
      'ERRORS.NOT_AUTHORIZED',
    ],
    ['another failure: the caller message', new Error('clipboard'), 'ERRORS.DELETE_FAILED'],
  ])('%s', (_case, error, id) => {
    expect(
      errorToastMessageId(error, {
        message: 'ERRORS.DELETE_FAILED',
        byCode: { SLOT_TAKEN: 'BOOKING.SLOT_TAKEN' },
      }),
    ).toBe(id);
  });

  it('a code named like an Object member is not taken for a mapped one', () => {
    expect(errorToastMessageId(new ApiError(400, 'toString', 'x'), { byCode: {} })).toBe(
      'ERRORS.SAVE_FAILED',
    );
  });
});
