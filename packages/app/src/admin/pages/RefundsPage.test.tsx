import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createToastStore, TabibProvider } from '@tabib/hooks';
import { createMemoryStorage, createTabibClient, type components } from '@tabib/sdk';
import { formatFee } from '@tabib/ui';

import { compileCatalog, loadCatalog } from '../../../i18n/catalog';
import RefundsPage from './RefundsPage';

type AdminRefundRow = components['schemas']['AdminRefundRow'];

const messages = {
  fr: JSON.stringify(compileCatalog(loadCatalog('fr'))),
  ar: JSON.stringify(compileCatalog(loadCatalog('ar'))),
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const requested: AdminRefundRow = {
  _id: '0190f3a2-7c1e-7d3a-9b2c-000000000001',
  status: 'requested',
  cause: 'patient_cancelled',
  amount: 60_000,
  currency: 'TND',
  provider: 'paymee',
  payment: '0190f3a2-7c1e-7d3a-9b2c-000000000002',
  rdv: { _id: '0190f3a2-7c1e-7d3a-9b2c-000000000003', date: '2026-03-04T08:00:00.000Z', status: 'cancelled' },
  patient: { _id: 'p-1', name: 'Ali Sassi', email: 'ali@example.tn', phone: null },
  doctor: { _id: 'd-1', name: 'Dr Amel Kallel' },
  reference: null,
  failure: null,
  requestedAt: '2026-03-02T08:00:00.000Z',
  completedAt: null,
};
const done: AdminRefundRow = {
  ...requested,
  _id: '0190f3a2-7c1e-7d3a-9b2c-000000000004',
  status: 'refunded',
  provider: 'sandbox',
  patient: { ...requested.patient, name: 'Sami Trabelsi' },
  reference: 'sandbox_refund_0123456789abcdef',
  completedAt: '2026-03-02T08:00:00.000Z',
};

// jsdom has no modal <dialog>; the browser's behaviour (inert page, focus) is the e2e journeys'.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});
afterEach(cleanup);

function renderRefundsPage(completion: Response, language: 'fr' | 'ar' = 'fr') {
  const sent: { method: string; path: string; body: unknown }[] = [];
  let rows = [requested, done];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input === `/assets/i18n/${language}.json`) return new Response(messages[language]);
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname, search } = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.json();
    sent.push({ method: request.method, path: `${pathname}${search}`, body });
    if (request.method === 'GET' && pathname === '/v1/admin/refunds') {
      return json(200, { page: 1, limit: 20, totalPages: 1, totalResults: rows.length, results: rows });
    }
    if (request.method === 'POST' && pathname === `/v1/admin/refunds/${requested._id}/complete`) {
      if (completion.ok) rows = [{ ...requested, status: 'refunded', reference: 'VIR-42' }, done];
      return completion;
    }
    return json(404, { code: 'NOT_FOUND', message: pathname });
  });
  const toasts = createToastStore();
  const client = createTabibClient({
    baseUrl: 'http://app.test/v1',
    fetch,
    refresh: false,
    getXsrfToken: () => 'x',
  });
  const router = createMemoryRouter(
    [
      {
        path: '/admin/refunds',
        element: (
          <TabibProvider
            client={client}
            toastStore={toasts}
            currentUrl="/admin/refunds"
            logger={{ error: vi.fn() }}
            locale={{
              fetch,
              i18nBaseUrl: '/assets/i18n/',
              fallback: null,
              storage: createMemoryStorage(),
              languages: [language],
            }}
          >
            <RefundsPage />
          </TabibProvider>
        ),
      },
    ],
    { initialEntries: ['/admin/refunds'] },
  );
  render(<RouterProvider router={router} />);
  return { sent, toasts };
}

describe('the back office’s refunds (docs/decisions/035)', () => {
  it('offers to complete only what waits for an admin; confirming sends the reference and says so', async () => {
    const { sent, toasts } = renderRefundsPage(json(200, { ...requested, status: 'refunded' }));

    const waiting = (await screen.findByText('Ali Sassi')).closest('tr')!;
    const finished = screen.getByText('Sami Trabelsi').closest('tr')!;
    expect(within(finished).queryByRole('button')).toBeNull();
    expect(within(waiting).getByText('Demandé')).toBeTruthy();
    expect(within(waiting).getByText('Annulé par le patient')).toBeTruthy();

    fireEvent.click(within(waiting).getByRole('button', { name: /^Marquer remboursé.*Ali Sassi$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Marquer le remboursement comme effectué' });
    expect(dialog.textContent).toContain(`Avez-vous rendu ${formatFee(60_000, 'fr')} à Ali Sassi`);
    fireEvent.change(within(dialog).getByLabelText(/Référence du remboursement/), {
      target: { value: ' VIR-42 ' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Marquer remboursé' }));
    });

    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: `/v1/admin/refunds/${requested._id}/complete`, body: { reference: 'VIR-42' } },
    ]);
    expect(toasts.getSnapshot().map(({ type, text }) => [type, text])).toEqual([
      ['success', 'Remboursement de Ali Sassi marqué comme effectué'],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The list is read again: the refund no longer waits.
    expect(await within(waiting).findByText('VIR-42')).toBeTruthy();
    expect(within(waiting).queryByRole('button')).toBeNull();
  });

  it('keeps the dialog open with the reason when the refund was completed meanwhile (409)', async () => {
    const { sent, toasts } = renderRefundsPage(
      json(409, { code: 'INVALID_TRANSITION', message: 'A refunded refund cannot be completed by hand.' }),
    );

    const waiting = (await screen.findByText('Ali Sassi')).closest('tr')!;
    fireEvent.click(within(waiting).getByRole('button', { name: /^Marquer remboursé.*Ali Sassi$/ }));
    const dialog = screen.getByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Marquer remboursé' }));
    });

    expect(within(dialog).getByRole('alert').textContent).toBe(
      "Ce remboursement n'attend plus d'action : la liste a été mise à jour.",
    );
    expect(toasts.getSnapshot()).toEqual([]);
    expect(sent.filter((request) => request.method === 'GET')).toHaveLength(2);
  });
  it('gives the doctor the Arabic title on an Arabic page (the API writes "Dr")', async () => {
    renderRefundsPage(json(200, requested), 'ar');
    const waiting = (await screen.findByText('Ali Sassi')).closest('tr')!;
    expect(within(waiting).getByText('د. Amel Kallel')).toBeTruthy();
    expect(within(waiting).queryByText(/Dr Amel Kallel/)).toBeNull();
  });
});
