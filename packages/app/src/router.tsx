import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';

import { adminRoute } from './admin/routes';
import {
  embedRoutes,
  guardedRoutes,
  notFoundRoute,
  publicRoutes,
  type GuardedRoute,
  type PageRoute,
  type RouteHandle,
} from './routes';
import { RequireAuth } from './shell/RequireAuth';
import { Root } from './shell/Root';
import { RouteError } from './shell/RouteError';

function toRouteObject({
  path,
  load,
  roles,
  ...handleFields
}: PageRoute & { roles?: GuardedRoute['roles'] }): RouteObject {
  const handle: RouteHandle = { ...handleFields, roles };
  return { path, handle, lazy: async () => ({ Component: (await load()).default }) };
}

// Loaded with the widget's pages only: no other page's first load pays for it.
const EmbedLayout = lazy(() => import('./embed/embedLayoutModule'));

/** requirements §2: /auth is the login area; it opens the patient login, keeping the query (returnUrl). */
function AuthIndex() {
  const { search } = useLocation();
  return <Navigate to={`/auth/login${search}`} replace />;
}

export const appRoutes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    // Shown while the first route's module loads (before the providers exist).
    hydrateFallbackElement: <div className="app-boot" aria-busy="true" />,
    children: [
      ...publicRoutes.map(toRouteObject),
      { path: '/auth', element: <AuthIndex /> },
      { element: <RequireAuth />, children: guardedRoutes.map(toRouteObject) },
      toRouteObject(notFoundRoute),
    ],
  },
  // The booking widget (docs/decisions/046): the same providers, without the site's header and footer.
  {
    element: (
      <Root
        layout={
          <Suspense fallback={null}>
            <EmbedLayout />
          </Suspense>
        }
      />
    ),
    errorElement: <RouteError />,
    hydrateFallbackElement: <div className="app-boot" aria-busy="true" />,
    children: embedRoutes.map(toRouteObject),
  },
  // The back office (docs/decisions/018): its own providers and sign-in, outside the main app's shell.
  adminRoute,
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
