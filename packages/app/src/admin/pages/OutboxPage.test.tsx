import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TabibProvider } from '@tabib/hooks';
import { createMemoryStorage, createTabibClient, type components } from '@tabib/sdk';
import { formatTunisInstant } from '@tabib/ui';

import { compileCatalog, loadCatalog } from '../../../i18n/catalog';
import OutboxPage from './OutboxPage';

type OutboxMessage = components['schemas']['OutboxMessage'];

const frMessages = JSON.stringify(compileCatalog(loadCatalog('fr')));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const reminder: OutboxMessage = {
  _id: '0190f3a2-7c1e-7d3a-9b2c-000000000011',
  kind: 'reminder',
  channel: 'sms',
  rdv: '0190f3a2-7c1e-7d3a-9b2c-000000000012',
  to: '+21622333444',
  status: 'pending',
  subject: null,
  text: null,
  html: null,
  runAt: '2026-03-04T09:00:00.000Z',
  attempts: 0,
  lastError: null,
  transport: null,
  sentAt: null,
  createdAt: '2026-03-02T07:00:00.000Z',
  updatedAt: '2026-03-02T07:00:00.000Z',
  locale: 'ar',
  rdvDate: '2026-03-05T09:00:00.000Z',
  doctorName: 'Amel Kallel',
  invitationUrl: null,
};
const invitation: OutboxMessage = {
  ...reminder,
  _id: '0190f3a2-7c1e-7d3a-9b2c-000000000013',
  kind: 'secretary_invitation',
  channel: 'email',
  rdv: null,
  to: 'nour.jaziri@example.tn',
  status: 'sent',
  subject: 'Dr Amel Kallel vous invite comme secrétaire sur Tabib',
  text: 'Bonjour,',
  transport: 'outbox',
  sentAt: '2026-03-02T07:00:00.000Z',
  locale: 'fr',
  rdvDate: null,
  invitationUrl: 'https://tabib.tn/secretary-invitation?token=abc',
};

afterEach(cleanup);

function renderOutbox() {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input === '/assets/i18n/fr.json') return new Response(frMessages);
    const request = input instanceof Request ? input : new Request(input, init);
    if (new URL(request.url).pathname === '/v1/outbox') {
      return json(200, {
        page: 1,
        limit: 20,
        totalPages: 1,
        totalResults: 2,
        results: [reminder, invitation],
      });
    }
    return json(404, { code: 'NOT_FOUND', message: request.url });
  });
  const client = createTabibClient({
    baseUrl: 'http://app.test/v1',
    fetch,
    refresh: false,
    getXsrfToken: () => 'x',
  });
  const router = createMemoryRouter(
    [
      {
        path: '/admin/outbox',
        element: (
          <TabibProvider
            client={client}
            toastStore={createToastStore()}
            currentUrl="/admin/outbox"
            logger={{ error: vi.fn() }}
            locale={{
              fetch,
              i18nBaseUrl: '/assets/i18n/',
              fallback: null,
              storage: createMemoryStorage(),
              languages: ['fr'],
            }}
          >
            <OutboxPage />
          </TabibProvider>
        ),
      },
    ],
    { initialEntries: ['/admin/outbox'] },
  );
  render(<RouterProvider router={router} />);
}

/** The value of the term `term` in a card's description list. */
const valueOf = (card: HTMLElement, term: string) =>
  within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the back office’s outbox (docs/decisions/048-notification-language-sms.md)', () => {
  it('says which rdv a message is about, its language, when it goes out, and the invitation link', async () => {
    renderOutbox();
    const pending = (await screen.findByText('+21622333444')).closest('article')!;
    expect(valueOf(pending, 'Rendez-vous')).toBe(
      `${formatTunisInstant(reminder.rdvDate!, 'fr', 'dateTime')}, Dr Amel Kallel`,
    );
    expect(valueOf(pending, 'Langue')).toBe('Arabe');
    expect(valueOf(pending, 'Part le')).toBe(formatTunisInstant(reminder.runAt, 'fr', 'dateTime'));

    const sent = screen.getByText('nour.jaziri@example.tn').closest('article')!;
    expect(valueOf(sent, 'Médecin')).toBe('Amel Kallel');
    expect(within(sent).queryByText('Part le')).toBeNull();
    expect(within(sent).getByRole('link', { name: invitation.invitationUrl! }).getAttribute('href')).toBe(
      invitation.invitationUrl,
    );
  });
});
