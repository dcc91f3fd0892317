import { StrictMode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TabibProvider } from '@tabib/hooks';
import { createMemoryStorage } from '@tabib/sdk';

import { compileCatalog, loadCatalog } from '../../../i18n/catalog';
import { createAdminSession } from '../session/adminSession';
import { AdminSessionContext } from '../session/AdminSessionContext';
import { testAdmin, testToken } from '../session/testTokens';
import AdminLoginPage from './AdminLoginPage';

const frMessages = JSON.stringify(compileCatalog(loadCatalog('fr')));
const admin = testAdmin();
const accessToken = testToken('u-admin', Math.floor(Date.now() / 1000) + 900);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderLoginPage(loginStatus = 200) {
  const logins: unknown[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // The translations are asked for by a relative path, which a Request cannot hold outside a page.
    if (input === '/assets/i18n/fr.json') return new Response(frMessages);
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    if (request.method === 'POST' && pathname === '/v1/auth/admin/login') {
      logins.push(await request.json());
      return loginStatus === 200
        ? json(200, { accessToken, refreshToken: null, user: admin })
        : json(loginStatus, { code: 'INVALID_CREDENTIALS', message: 'Wrong' });
    }
    return json(404, { code: 'NOT_FOUND', message: pathname });
  });
  const session = createAdminSession({
    apiBaseUrl: 'http://app.test/v1',
    fetch,
    local: window.localStorage,
    session: window.sessionStorage,
    getXsrfToken: () => 'xsrf',
  });
  function Providers() {
    return (
      <AdminSessionContext.Provider value={session}>
        <TabibProvider
          client={session.client}
          queryClient={session.queryClient}
          currentUrl="/admin/login"
          logger={{ error: vi.fn() }}
          locale={{
            fetch,
            i18nBaseUrl: '/assets/i18n/',
            fallback: null,
            storage: createMemoryStorage(),
            languages: ['fr'],
          }}
        >
          <Outlet />
        </TabibProvider>
      </AdminSessionContext.Provider>
    );
  }
  const router = createMemoryRouter(
    [
      {
        element: <Providers />,
        children: [
          { path: '/admin/login', element: <AdminLoginPage /> },
          { path: '/admin/users', element: <h1>Utilisateurs</h1> },
          { path: '/admin/doctors', element: <h1>Médecins</h1> },
        ],
      },
    ],
    { initialEntries: ['/admin/login?returnUrl=%2Fadmin%2Fusers'] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return { logins, router };
}

async function signIn({ remember }: { remember: boolean }) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'admin@tabib.test' } });
  fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'Tabib-Demo-2026' } });
  const checkbox = screen.getByRole('checkbox', { name: 'Se souvenir de moi' });
  if (remember) fireEvent.click(checkbox);
  expect((checkbox as HTMLInputElement).checked).toBe(remember);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
  });
}

describe('requirements §4 admin sign-in: "Se souvenir de moi" chooses the storage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  afterEach(cleanup);

  it('remembered: credentials in localStorage, none in sessionStorage, then the returnUrl', async () => {
    const { logins } = renderLoginPage();
    await signIn({ remember: true });

    expect(await screen.findByRole('heading', { name: 'Utilisateurs' })).toBeTruthy();
    expect(logins).toEqual([{ email: 'admin@tabib.test', password: 'Tabib-Demo-2026', remember: true }]);
    expect(JSON.parse(window.localStorage.getItem('connectedAdmin')!)).toEqual({
      token: accessToken,
      refreshToken: null,
      user: admin,
    });
    expect(window.sessionStorage.getItem('connectedAdmin')).toBeNull();
  });

  it('not remembered: credentials in sessionStorage, none in localStorage', async () => {
    const { logins } = renderLoginPage();
    await signIn({ remember: false });

    expect(await screen.findByRole('heading', { name: 'Utilisateurs' })).toBeTruthy();
    expect(logins).toEqual([{ email: 'admin@tabib.test', password: 'Tabib-Demo-2026', remember: false }]);
    expect(JSON.parse(window.sessionStorage.getItem('connectedAdmin')!).token).toBe(accessToken);
    expect(window.localStorage.getItem('connectedAdmin')).toBeNull();
  });

  it('wrong credentials: the translated message, nothing stored, still on the page', async () => {
    renderLoginPage(401);
    await signIn({ remember: true });

    expect(await screen.findByText('Email ou mot de passe incorrect.')).toBeTruthy();
    expect(window.localStorage.getItem('connectedAdmin')).toBeNull();
    expect(window.sessionStorage.getItem('connectedAdmin')).toBeNull();
  });
});
