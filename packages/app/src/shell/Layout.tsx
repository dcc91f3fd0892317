import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useLoadingBar, useLocale, useOpenQuestionsBadge, useSession, useToasts } from '@tabib/hooks';
import { LoadingBar, menuItemsFor, Navbar, useToastStore, type NavbarUser } from '@tabib/ui';

import type { RouteHandle } from '../routes';
import { preloadAllRoutes } from '../routes';
import { rememberSignedInUser } from '../offline/signedInUser';
import { homeFor } from './areas';
import { PageMeta } from './PageMeta';
import { PLACEHOLDER_AVATAR, proxiedImage } from './images';
import { RouterLink } from './RouterLink';
import { useRememberedLanguage } from './useRememberedLanguage';

const ToastStack = lazy(() => import('./toastStackModule'));
const Footer = lazy(() => import('./footerModule'));

/**
 * requirements §2 "Routing behaviour": scroll to top on each navigation (not on a change of query only), unless
 * the link names a section (`#creneaux`): the page then scrolls to it.
 */
function useScrollToTop(pathname: string) {
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
}

/** requirements §2: every on-demand route is preloaded once the first page has loaded (shell/preload.ts). */
function usePreloadAfterFirstRender() {
  useEffect(() => preloadAllRoutes(), []);
}

function toggleMenuOpenedStyle(open: boolean) {
  document.body.toggleAttribute('data-menu-open', open);
}

/** The frame of every page (requirements §1, §2): loading bar, top bar, the page, footer and toasts. */
export function Layout() {
  const intl = useIntl();
  const location = useLocation();
  const { user, role, logout } = useSession();
  const { locale, setLocale } = useLocale();
  const toasts = useToasts();
  const toastList = useToastStore(toasts.store);
  const pending = useLoadingBar();
  const openQuestions = useOpenQuestionsBadge();
  const ownMeta = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.ownMeta === true;
  useScrollToTop(location.pathname);
  usePreloadAfterFirstRender();
  useRememberedLanguage();
  // Docs/decisions/042: the offline copy of rdvs is only ever shown to the user last signed in here.
  const userId = user?._id;
  useEffect(() => {
    if (userId) rememberSignedInUser(userId);
  }, [userId]);

  const translate = useCallback((id: string) => intl.formatMessage({ id }), [intl]);
  const navbarUser: NavbarUser | null = user ? { name: user.name, role, photoUrl: user.photoUrl } : null;

  return (
    <>
      <a className="app-skip-link" href="#main">
        {intl.formatMessage({ id: 'APP.SKIP_TO_CONTENT' })}
      </a>
      {ownMeta ? null : <PageMeta />}
      <Navbar
        user={navbarUser}
        menuItems={menuItemsFor(role, openQuestions)}
        openQuestionsBadge={openQuestions}
        onLogout={() => void logout()}
        language={locale}
        onLanguageChange={setLocale}
        currentPath={location.pathname}
        linkComponent={RouterLink}
        translate={translate}
        routes={{ patientRegister: '/auth/register' }}
        placeholderAvatarSrc={PLACEHOLDER_AVATAR}
        resolveAvatarSrc={proxiedImage}
        onMobileMenuOpenChange={toggleMenuOpenedStyle}
      />
      <main id="main" className="app-main" tabIndex={-1}>
        {/* Fixed to the top of the window; inside main so every content is in a landmark (axe "region"). */}
        <LoadingBar pending={pending} />
        <Outlet />
      </main>
      {/* Decision 020: "cancel an appointment" leads each signed-in role to its own rdvs. */}
      <Suspense fallback={null}>
        <Footer
          linkComponent={RouterLink}
          routes={role === 'guest' ? undefined : { cancelAppointment: homeFor(role) }}
        />
      </Suspense>
      {/* A toast raised before the chunk arrives is kept in the store and shown once it is there. */}
      <Suspense fallback={null}>
        <ToastStack toasts={toastList} onDismiss={toasts.dismiss} linkComponent={RouterLink} />
      </Suspense>
    </>
  );
}
