import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';

import type { PageModule } from '../pages/pageModule';
import { RouteError } from '../shell/RouteError';
import { ADMIN_HOME } from './session/adminAccess';
import type { AdminRouteHandle } from './routeHandle';
import { ADMIN_SECTIONS, ADMIN_SUBPAGES, type AdminSection } from './sections';

const component = (load: () => Promise<{ default: ComponentType } | PageModule>) => async () => ({
  Component: (await load()).default,
});

function pageRoute({ path, label, load }: AdminSection): RouteObject {
  const handle: AdminRouteHandle = { adminTitle: label };
  return { path, handle, lazy: component(load) };
}

/**
 * The back office (docs/decisions/018) under /admin: its own providers, sign-in and session (requirements §1, §4). Every
 * module is loaded on demand, so visitors of the main app never download it.
 */
export const adminRoute: RouteObject = {
  path: '/admin',
  lazy: async () => ({ Component: (await import('./AdminRoot')).AdminRoot }),
  errorElement: <RouteError />,
  hydrateFallbackElement: <div className="app-boot" aria-busy="true" />,
  children: [
    {
      lazy: async () => ({ Component: (await import('./shell/AdminPublicLayout')).AdminPublicLayout }),
      children: [
        {
          path: 'login',
          handle: { adminTitle: 'ADMIN.LOGIN.TITLE' } satisfies AdminRouteHandle,
          lazy: component(() => import('./login/AdminLoginPage')),
        },
        {
          path: 'auth/social',
          handle: { adminTitle: 'ADMIN.SOCIAL.TITLE' } satisfies AdminRouteHandle,
          lazy: component(() => import('./login/AdminSocialPage')),
        },
      ],
    },
    {
      lazy: async () => ({ Component: (await import('./shell/AdminLayout')).AdminLayout }),
      children: [
        { index: true, element: <Navigate to={ADMIN_HOME} replace /> },
        ...[...ADMIN_SECTIONS, ...ADMIN_SUBPAGES].map(pageRoute),
        {
          path: '*',
          handle: { adminTitle: 'ADMIN.SHELL.NOT_FOUND.TITLE' } satisfies AdminRouteHandle,
          lazy: component(() => import('./shell/AdminNotFound')),
        },
      ],
    },
  ],
};
