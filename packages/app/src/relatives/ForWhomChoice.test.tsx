import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TabibProvider } from '@tabib/hooks';
import { createMemoryStorage, createTabibClient, type Relative } from '@tabib/sdk';

import { compileCatalog, loadCatalog } from '../../i18n/catalog';
import { ForWhomChoice } from './ForWhomChoice';

const frMessages = JSON.stringify(compileCatalog(loadCatalog('fr')));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const added: Relative = {
  _id: '0190f3a2-7c1e-7d3a-9b2c-000000000010',
  firstName: 'Yasmine',
  lastName: 'Ben Ali',
  name: 'Yasmine Ben Ali',
  birthDate: '2019-05-04',
  sexe: 'F',
  relation: 'child',
  createdAt: '2026-03-02T08:00:00.000Z',
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

/** The booking page's shape: « Pour qui ? » inside the form that books. */
function BookingLikeForm({ onBook }: { onBook: (relativeId: string | null) => void }) {
  const [relativeId, setRelativeId] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onBook(relativeId);
      }}
    >
      <ForWhomChoice value={relativeId} onChange={setRelativeId} />
      <button type="submit">Confirmer</button>
    </form>
  );
}

function renderInForm() {
  const posted: unknown[] = [];
  let relatives: Relative[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input === '/assets/i18n/fr.json') return new Response(frMessages);
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    if (pathname === '/v1/users/me/relatives' && request.method === 'GET') {
      return json(200, { results: relatives });
    }
    if (pathname === '/v1/users/me/relatives' && request.method === 'POST') {
      posted.push(await request.json());
      relatives = [added];
      return json(201, added);
    }
    return json(404, { code: 'NOT_FOUND', message: pathname });
  });
  const client = createTabibClient({
    baseUrl: 'http://app.test/v1',
    fetch,
    refresh: false,
    getXsrfToken: () => 'x',
  });
  const onBook = vi.fn();
  render(
    <TabibProvider
      client={client}
      currentUrl="/reservation"
      logger={{ error: vi.fn() }}
      locale={{
        fetch,
        i18nBaseUrl: '/assets/i18n/',
        fallback: null,
        storage: createMemoryStorage(),
        languages: ['fr'],
      }}
    >
      <BookingLikeForm onBook={onBook} />
    </TabibProvider>,
  );
  return { posted, onBook };
}

const fill = (scope: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('« Pour qui ? » inside the booking form (docs/decisions/041-relatives.md)', () => {
  it('adding a relative saves and selects them, and books nothing', async () => {
    const { posted, onBook } = renderInForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un proche' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un proche' });

    // "Lien" left empty: the relative's form says so, and the booking form is not sent either.
    fill(dialog, /^Prénom/, 'Yasmine');
    fill(dialog, /^Nom/, 'Ben Ali');
    fill(dialog, /^Date de naissance/, '2019-05-04');
    fill(dialog, /^Sexe/, 'F');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter ce proche' }));
    });
    expect(posted).toEqual([]);
    expect(onBook).not.toHaveBeenCalled();

    fill(dialog, /^Lien/, 'child');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter ce proche' }));
    });
    expect(posted).toEqual([
      { firstName: 'Yasmine', lastName: 'Ben Ali', birthDate: '2019-05-04', sexe: 'F', relation: 'child' },
    ]);
    expect(onBook).not.toHaveBeenCalled();
    const chosen = await screen.findByRole('radio', { name: /Yasmine Ben Ali/ });
    expect((chosen as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(onBook).toHaveBeenCalledExactlyOnceWith(added._id);
  });
});
