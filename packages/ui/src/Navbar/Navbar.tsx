import {
  useId,
  useRef,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';

import type { AvatarSrcResolver } from '../Avatar/Avatar';
import { resolveLabels } from '../i18n/messages';
import { useUiLocale, type UiLocale } from '../i18n/UiProvider';
import { LanguageSelector } from '../LanguageSelector/LanguageSelector';
import type { LanguageOption } from '../LanguageSelector/languages';
import { DefaultLink, type LinkComponent } from '../link/LinkComponent';
import { navbarMessages, type NavbarLabels } from './messages';
import {
  dashboardRoute,
  DEFAULT_HEADER_OFFSET,
  DEFAULT_NAVBAR_ROUTES,
  hasMobileMenuEntries,
  seesOpenQuestions,
  type NavbarRoutes,
} from './navbarRoutes';
import { PatientSpaceMenu } from './PatientSpaceMenu';
import { useMobileMenu } from './useMobileMenu';
import { MenuItemContent, type NavbarMenuItem, type NavbarUser } from './menuItem';
import { UserMenu } from './UserMenu';

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

function TabibLogo({ brand }: { brand: string }) {
  return (
    <>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M13 8h6v5h5v6h-5v5h-6v-5H8v-6h5z" fill="#fff" />
      </svg>
      <span className="tabib-navbar__brand">{brand}</span>
    </>
  );
}

/**
 * The top bar of every page: logo, search-doctors and questions links, the Dashboard
 * and questions links by role, the user dropdown or the logged-out entries, the language
 * selector, and a slide-in menu on windows up to 1199 px wide.
 *
 * Data attributes: `data-state="open|closed"` (mobile menu) on the header, its panel and overlay;
 * `data-role` on the header when signed in; `aria-current="page"` on the active link.
 */
export function Navbar({
  user,
  menuItems = [],
  openQuestionsBadge = 0,
  onLogout,
  language,
  onLanguageChange,
  languages,
  currentPath,
  linkComponent: Link = DefaultLink,
  translate = identity,
  routes: routeOverrides,
  headerOffset = DEFAULT_HEADER_OFFSET,
  placeholderAvatarSrc,
  resolveAvatarSrc,
  onMobileMenuOpenChange,
  logo,
  labels,
  className,
  style,
  ...headerProps
}: NavbarProps) {
  const { locale, dir } = useUiLocale();
  const text = resolveLabels(navbarMessages, locale, labels);
  const routes = { ...DEFAULT_NAVBAR_ROUTES, ...routeOverrides };
  const menu = useMobileMenu(currentPath, onMobileMenuOpenChange);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const state = menu.open ? 'open' : 'closed';
  const role = user?.role;
  const dashboard = role ? dashboardRoute(role, routes) : null;

  // A click on a link closes the mobile menu, except on a dropdown toggle. Clicks in
  // the portalled dropdowns bubble here through React, so their links close it too.
  const closeOnLinkClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a[href]');
    if (link && !link.matches('[aria-haspopup]')) menu.close();
  };

  // Escape closes the open mobile menu and returns focus to its toggle. Radix handles (and
  // marks as handled) an Escape that closes one of its dropdowns first.
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !menu.open) return;
    menu.close();
    toggleRef.current?.focus();
  };

  const navLink = (href: string, label: ReactNode, extraClass = '') => (
    <Link
      href={href}
      className={`tabib-navbar__link${extraClass}`}
      aria-current={href === currentPath ? 'page' : undefined}
    >
      {label}
    </Link>
  );

  return (
    <header
      dir={dir}
      {...headerProps}
      className={className ? `tabib-navbar ${className}` : 'tabib-navbar'}
      data-state={state}
      data-role={role}
      style={{ ...style, ['--tabib-header-offset' as string]: `${headerOffset}px` }}
    >
      <div className="tabib-navbar__bar">
        <Link href={routes.home} className="tabib-navbar__logo">
          {logo ?? <TabibLogo brand={text.brand} />}
          <span className="tabib-visually-hidden">{` ${text.home}`}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="tabib-navbar__toggle"
          aria-expanded={menu.open}
          aria-controls={panelId}
          aria-label={menu.open ? text.closeMenu : text.openMenu}
          data-state={state}
          onClick={menu.toggle}
        >
          <span className="tabib-navbar__toggle-bars" aria-hidden="true" />
        </button>
        {/* Delegation, not an interactive nav: these handlers watch the links and menus inside. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <nav
          id={panelId}
          className="tabib-navbar__panel"
          aria-label={text.navigation}
          data-state={state}
          onClick={closeOnLinkClick}
          onKeyDown={closeOnEscape}
        >
          <ul className="tabib-navbar__links">
            <li>{navLink(routes.searchDoctors, text.searchDoctors)}</li>
            <li>{navLink(routes.questions, text.questions)}</li>
            {dashboard ? <li>{navLink(dashboard, text.dashboard)}</li> : null}
            {role && seesOpenQuestions(role) ? (
              <li>
                {navLink(
                  routes.doctorQuestions,
                  <>
                    {role === 'doctor' ? text.myQuestions : text.doctorQuestions}
                    {openQuestionsBadge > 0 ? (
                      <span className="tabib-badge" data-count={openQuestionsBadge}>
                        <span aria-hidden="true">{openQuestionsBadge}</span>
                        <span className="tabib-visually-hidden">{` (${text.openQuestions(openQuestionsBadge)})`}</span>
                      </span>
                    ) : null}
                  </>,
                )}
              </li>
            ) : null}
          </ul>
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
          <div className="tabib-navbar__account">
            {user ? (
              <UserMenu
                user={user}
                items={menuItems}
                currentPath={currentPath}
                dir={dir}
                labels={text}
                Link={Link}
                translate={translate}
                onLogout={() => {
                  // Logging out closes the menu.
                  menu.close();
                  onLogout?.();
                }}
                placeholderAvatarSrc={placeholderAvatarSrc}
                resolveAvatarSrc={resolveAvatarSrc}
              />
            ) : (
              <>
                {navLink(routes.doctorLogin, text.doctorLogin)}
                <PatientSpaceMenu dir={dir} labels={text} routes={routes} Link={Link} />
              </>
            )}
          </div>
        </nav>
        <LanguageSelector
          className="tabib-navbar__language"
          value={language}
          onChange={onLanguageChange}
          options={languages}
        />
      </div>
      <div className="tabib-navbar__overlay" data-state={state} aria-hidden="true" onClick={menu.close} />
    </header>
  );
}
