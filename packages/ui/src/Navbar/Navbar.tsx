import type { ComponentPropsWithRef, ReactNode } from 'react';

import type { AvatarSrcResolver } from '../Avatar/Avatar';
import type { UiLocale } from '../i18n/UiProvider';
import type { LanguageOption } from '../LanguageSelector/languages';
import { DefaultLink, type LinkComponent } from '../link/LinkComponent';
import type { NavbarLabels } from './messages';
import {
  dashboardRoute,
  DEFAULT_NAVBAR_ROUTES,
  hasMobileMenuEntries,
  seesOpenQuestions,
  type NavbarRoutes,
} from './navbarRoutes';
import * as Parts from './parts';
import { MenuItemContent, type NavbarMenuItem, type NavbarUser } from './menuItem';

export interface NavbarProps extends Omit<ComponentPropsWithRef<'header'>, 'children' | 'translate'> {
  /** The signed-in user; `null` or absent shows the logged-out entries. */
  user?: NavbarUser | null;
  /** The role's menu items for the user dropdown; empty shows 'no menu items'. */
  menuItems?: readonly NavbarMenuItem[];
  /** Number of open questions on the questions link, for doctors, secretaries and admins. */
  openQuestionsBadge?: number;
  /** Called when the user chooses logout. */
  onLogout?: () => void;
  /**
   * The current language.
   * @default the UiProvider locale
   */
  language?: UiLocale;
  /** Called with the chosen language code. */
  onLanguageChange: (code: UiLocale) => void;
  /**
   * Languages of the selector.
   * @default LANGUAGE_OPTIONS (fr, en, ar)
   */
  languages?: readonly LanguageOption[];
  /** The current route: marks the active link and closes the mobile menu when it changes. */
  currentPath?: string;
  /**
   * Your router's link.
   * @default <a>
   */
  linkComponent?: LinkComponent;
  /** Resolves a menu item's `labelKey` (e.g. react-intl's `formatMessage`). Default: the key itself. */
  translate?: (labelKey: string) => string;
  /**
   * Overrides of the default routes.
   * @default DEFAULT_NAVBAR_ROUTES
   */
  routes?: Partial<NavbarRoutes>;
  /** Height of the header in px, written as `--tabib-header-offset` (90). */
  headerOffset?: number;
  /**
   * The placeholder avatar (an inline SVG).
   * @default DEFAULT_AVATAR_PLACEHOLDER
   */
  placeholderAvatarSrc?: string;
  /** Turns the user's photo URL into the image-proxy URL (see `Avatar`). */
  resolveAvatarSrc?: AvatarSrcResolver;
  /** Called when the mobile menu opens or closes, e.g. to style the page. */
  onMobileMenuOpenChange?: (open: boolean) => void;
  /**
   * The logo inside the home link.
   * @default the Tabib mark and name
   */
  logo?: ReactNode;
  /** Overrides of the built-in labels (`navbarMessages`). */
  labels?: Partial<NavbarLabels>;
}

const identity = (labelKey: string) => labelKey;

/**
 * The top bar of every page: logo, search-doctors and questions links, the Dashboard
 * and questions links by role, the user dropdown or the logged-out entries, the language
 * selector, and a slide-in menu on windows up to 1199 px wide. Composed of `Navbar.Root` and its parts.
 *
 * Data attributes: `data-state="open|closed"` (mobile menu) on the header, its panel and overlay;
 * `data-role` on the header when signed in; `aria-current="page"` on the active link.
 */
export function Navbar({
  user,
  currentPath,
  headerOffset,
  onMobileMenuOpenChange,
  labels,
  menuItems,
  openQuestionsBadge,
  onLogout,
  language,
  onLanguageChange,
  languages,
  linkComponent,
  translate,
  routes,
  placeholderAvatarSrc,
  resolveAvatarSrc,
  logo,
  ...headerProps
}: NavbarProps) {
  return (
    <Parts.Root
      {...headerProps}
      role={user?.role}
      currentPath={currentPath}
      headerOffset={headerOffset}
      onMobileMenuOpenChange={onMobileMenuOpenChange}
      labels={labels}
    >
      <NavbarContent
        {...{ user, menuItems, openQuestionsBadge, onLogout, language, onLanguageChange, languages }}
        {...{ linkComponent, translate, routes, placeholderAvatarSrc, resolveAvatarSrc, logo }}
      />
      <Parts.MobileMenuOverlay />
    </Parts.Root>
  );
}

type NavbarContentProps = Pick<
  NavbarProps,
  | 'user'
  | 'menuItems'
  | 'openQuestionsBadge'
  | 'onLogout'
  | 'language'
  | 'onLanguageChange'
  | 'languages'
  | 'linkComponent'
  | 'translate'
  | 'routes'
  | 'placeholderAvatarSrc'
  | 'resolveAvatarSrc'
  | 'logo'
>;

function NavbarContent({
  user,
  menuItems = [],
  openQuestionsBadge = 0,
  onLogout,
  language,
  onLanguageChange,
  languages,
  linkComponent: Link = DefaultLink,
  translate = identity,
  routes: routeOverrides,
  placeholderAvatarSrc,
  resolveAvatarSrc,
  logo,
}: NavbarContentProps) {
  const { text } = Parts.useNavbarContext();
  const routes = { ...DEFAULT_NAVBAR_ROUTES, ...routeOverrides };
  const role = user?.role;
  const dashboard = role ? dashboardRoute(role, routes) : null;

  const navLink = (href: string, label: ReactNode) => (
    <Parts.Link href={href} asChild>
      <Link href={href}>{label}</Link>
    </Parts.Link>
  );

  return (
    <Parts.Bar>
      <Parts.Brand asChild>
        <Link href={routes.home}>
          {logo ?? <Parts.Logo />}
          <Parts.HomeText />
        </Link>
      </Parts.Brand>
      <Parts.MobileMenuTrigger />
      <Parts.MobileMenuContent>
        <Parts.Links>
          <Parts.Item>{navLink(routes.searchDoctors, text.searchDoctors)}</Parts.Item>
          <Parts.Item>{navLink(routes.questions, text.questions)}</Parts.Item>
          {dashboard ? <Parts.Item>{navLink(dashboard, text.dashboard)}</Parts.Item> : null}
          {role && seesOpenQuestions(role) ? (
            <Parts.Item>
              {navLink(
                routes.doctorQuestions,
                <>
                  {role === 'doctor' ? text.myQuestions : text.doctorQuestions}
                  <Parts.Badge count={openQuestionsBadge} />
                </>,
              )}
            </Parts.Item>
          ) : null}
        </Parts.Links>
        {role && hasMobileMenuEntries(role) && menuItems.length > 0 ? (
          // Doctors and secretaries also get their menu items in the mobile menu.
          <ul className="tabib-navbar__mobile-entries">
            {menuItems.map((item) => (
              <li key={item.route}>
                {navLink(item.route, <MenuItemContent item={item} translate={translate} labels={text} />)}
              </li>
            ))}
          </ul>
        ) : null}
        <Parts.Account>
          {user ? (
            <Parts.UserMenu
              user={user}
              onLogout={onLogout}
              placeholderAvatarSrc={placeholderAvatarSrc}
              resolveAvatarSrc={resolveAvatarSrc}
            >
              <Parts.MenuTrigger />
              <Parts.MenuContent>
                <Parts.MenuLabel />
                <Parts.MenuSeparator />
                {menuItems.length > 0 ? (
                  menuItems.map((item) => (
                    <Parts.MenuItem key={item.route} href={item.route} asChild>
                      <Link href={item.route}>
                        <MenuItemContent item={item} translate={translate} labels={text} />
                      </Link>
                    </Parts.MenuItem>
                  ))
                ) : (
                  <Parts.MenuEmpty />
                )}
                <Parts.MenuSeparator />
                <Parts.MenuLogout />
              </Parts.MenuContent>
            </Parts.UserMenu>
          ) : (
            <>
              {navLink(routes.doctorLogin, text.doctorLogin)}
              <Parts.PatientSpaceMenu>
                <Parts.MenuTrigger />
                <Parts.MenuContent>
                  <Parts.MenuItem href={routes.patientLogin} asChild>
                    <Link href={routes.patientLogin}>{text.login}</Link>
                  </Parts.MenuItem>
                  <Parts.MenuItem href={routes.patientRegister} asChild>
                    <Link href={routes.patientRegister}>{text.register}</Link>
                  </Parts.MenuItem>
                </Parts.MenuContent>
              </Parts.PatientSpaceMenu>
            </>
          )}
        </Parts.Account>
      </Parts.MobileMenuContent>
      <Parts.Language value={language} onChange={onLanguageChange} options={languages} />
    </Parts.Bar>
  );
}
