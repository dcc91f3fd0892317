import { act, waitFor } from '@testing-library/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { startFakeApi, type FakeApi } from '../../test/fakeApi';
import { renderWithTabib, serveNoSession } from '../../test/renderWithTabib';
import { useToasts } from '../toasts/useToasts';
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
      meta: { ...meta },
      enabled: useLoaded(),
    });
    return useErrorToasts();
  };
}

describe('the one owner of error feedback', () => {
  it('a query whose meta asks for a toast: one toast with the text mapped from the code, the cause logged', async () => {
    const meta = {
      errorToast: { message: 'ERRORS.SAVE_FAILED', byCode: { SLOT_TAKEN: 'BOOKING.SLOT_TAKEN' } },
    };
    const { result, logger } = renderWithTabib(api, failingQuery(slotTaken, meta));
    await waitFor(() => expect(result.current).toEqual(['Ce créneau vient d’être pris.']));
    expect(logger.error).toHaveBeenCalledWith('Shown as an error toast', 'BOOKING.SLOT_TAKEN', slotTaken);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toHaveLength(1);
  });

  it('opted out (errorToast: false), or not asked for: no toast', async () => {
    const { result } = renderWithTabib(api, () => {
      useQuery({ queryKey: ['off'], queryFn: () => Promise.reject(slotTaken), meta: { errorToast: false } });
      const silent = useQuery({ queryKey: ['silent'], queryFn: () => Promise.reject(slotTaken) });
      return { toasts: useErrorToasts(), settled: silent.isError };
    });
    await waitFor(() => expect(result.current.settled).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.toasts).toEqual([]);
  });

  it('a mutation whose meta asks for a toast: a network failure says so, not "save failed"', async () => {
    const { result, logger } = renderWithTabib(api, () => ({
      save: useMutation({
        mutationFn: () => Promise.reject(offline),
        meta: { errorToast: { message: 'ERRORS.SAVE_FAILED' } } satisfies ErrorFeedbackMeta,
      }),
      toasts: useErrorToasts(),
      loaded: useLoaded(),
    }));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    await act(() => result.current.save.mutateAsync().catch(() => undefined));
    await waitFor(() => expect(result.current.toasts).toEqual(['Erreur réseau. Vérifiez votre connexion.']));
    expect(logger.error).toHaveBeenCalledWith('Shown as an error toast', 'ERRORS.NETWORK', offline);
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
