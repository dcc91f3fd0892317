import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref } from 'react';

import { resolveLabels } from '../i18n/messages';
import { useUiLocale } from '../i18n/UiProvider';
import { LanguageSelector, type LanguageSelectorProps } from '../LanguageSelector/LanguageSelector';
import { renderPart, type PartProps } from '../primitives/part';
import { composeRefs } from '../primitives/Slot';
import type { Role } from '../RoleBadge/roles';
import { navbarMessages, type NavbarLabels } from './messages';
import { NavbarContext, useNavbar, type NavbarContextValue, type NavbarPartState } from './navbarContext';
import { DEFAULT_HEADER_OFFSET } from './navbarRoutes';
import { useMobileMenu } from './useMobileMenu';

export type { NavbarPartState } from './navbarContext';

/** The Root's texts in the reader's language, and `close()` for the mobile menu, for a composition's own entries. */
export function useNavbarContext(): Pick<
  NavbarContextValue,
  'text' | 'dir' | 'close' | 'role' | 'currentPath'
> {
  return useNavbar('useNavbarContext');
}

export type NavbarRootProps = PartProps<'header', NavbarPartState> & {
  /** The signed-in user's role (`data-role`); absent when signed out. */
  role?: Role;
  /** The current route: marks the current `Link` and closes the mobile menu when it changes. */
  currentPath?: string;
  /** Called when the mobile menu opens or closes, e.g. to style the page. */
  onMobileMenuOpenChange?: (open: boolean) => void;
  /** Height of the header in px, written as `--tabib-header-offset` (90). */
  headerOffset?: number;
  /** Overrides of the built-in labels (`navbarMessages`). */
  labels?: Partial<NavbarLabels>;
};

/**
 * The top bar (`<header>`, banner landmark) in the reader's direction; holds the mobile menu's state.
 *
 * Data attributes: `data-state="open|closed"` (mobile menu), `data-role` when signed in.
 * CSS variable: `--tabib-header-offset` (e.g. `90px`).
 */
export function Root({
  role,
  currentPath,
  onMobileMenuOpenChange,
  headerOffset = DEFAULT_HEADER_OFFSET,
  labels,
  style,
  ...props
}: NavbarRootProps) {
  const { locale, dir } = useUiLocale();
  const menu = useMobileMenu(currentPath, onMobileMenuOpenChange);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const state: NavbarPartState = { state: menu.open ? 'open' : 'closed', role };
  const context: NavbarContextValue = {
    ...state,
    text: resolveLabels(navbarMessages, locale, labels),
    dir,
    currentPath,
    panelId,
    toggleRef,
    toggle: menu.toggle,
    close: menu.close,
  };
  const ownStyle = typeof style === 'function' ? style(state) : style;
  return (
    <NavbarContext.Provider value={context}>
      {renderPart(
        { dir, ...props, style: { ...ownStyle, ['--tabib-header-offset' as string]: `${headerOffset}px` } },
        { as: 'header', part: 'tabib-navbar', state, data: { state: state.state, role } },
      )}
    </NavbarContext.Provider>
  );
}

export type NavbarBarProps = PartProps<'div', NavbarPartState>;

/** The bar's row (`<div>`): brand, mobile menu trigger, menu, language. Inside `Navbar.Root`. */
export function Bar({ ...props }: NavbarBarProps) {
  const { state, role } = useNavbar('Bar');
  return renderPart(props, { as: 'div', part: 'tabib-navbar__bar', state: { state, role } });
}

/** The Tabib mark and name (decorative mark, the name in the reader's language). */
export function Logo() {
  const { text } = useNavbar('Logo');
  return (
    <>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M13 8h6v5h5v6h-5v5h-6v-5H8v-6h5z" fill="#fff" />
      </svg>
      <span className="tabib-navbar__brand">{text.brand}</span>
    </>
  );
}

/** The home link's spoken end, " Accueil" / " Home" / " الرئيسية", hidden on screen. */
export function HomeText() {
  const { text } = useNavbar('HomeText');
  return <span className="tabib-visually-hidden">{` ${text.home}`}</span>;
}

export type NavbarBrandProps = PartProps<'a', NavbarPartState>;

/**
 * The home link (`<a>`; your router's with `asChild`). Default content: the `Logo` then the `HomeText`, so
 * it is named "Tabib Accueil"; with your own content, keep a `HomeText` in it. Inside `Navbar.Root`.
 */
export function Brand({ ...props }: NavbarBrandProps) {
  const { state, role } = useNavbar('Brand');
  return renderPart(props, {
    as: 'a',
    part: 'tabib-navbar__logo',
    state: { state, role },
    children: props.children ?? (
      <>
        <Logo />
        <HomeText />
      </>
    ),
  });
}

export type NavbarMobileMenuTriggerProps = PartProps<'button', NavbarPartState>;

/**
 * Opens and closes the mobile menu (`<button>`, `aria-expanded`, `aria-controls` the menu), named "Ouvrir le
 * menu" / "Fermer le menu" (fr, en, ar); Escape in the menu brings focus back to it. Default content: the
 * three bars (decorative). Data attributes: `data-state="open|closed"`. Inside `Navbar.Root`.
 */
export function MobileMenuTrigger({ ref, onClick, ...props }: NavbarMobileMenuTriggerProps) {
  const navbar = useNavbar('MobileMenuTrigger');
  return renderPart(props, {
    as: 'button',
    part: 'tabib-navbar__toggle',
    state: { state: navbar.state, role: navbar.role },
    data: { state: navbar.state },
    required: {
      // composeRefs reads neither ref: it returns a callback that sets both when React attaches the button.
      // eslint-disable-next-line react-hooks/refs
      ref: composeRefs(ref as Ref<HTMLButtonElement> | undefined, navbar.toggleRef),
      type: 'button',
      'aria-expanded': navbar.state === 'open',
      'aria-controls': navbar.panelId,
      'aria-label': navbar.state === 'open' ? navbar.text.closeMenu : navbar.text.openMenu,
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navbar.toggle();
      },
    },
    children: props.children ?? <span className="tabib-navbar__toggle-bars" aria-hidden="true" />,
  });
}

export type NavbarMobileMenuContentProps = PartProps<'nav', NavbarPartState>;

/**
 * The menu (`<nav>` named "Navigation principale" in fr, en, ar): a bar on wide windows, a slide-in panel
 * up to 1199 px. A click on a link in it (or in a dropdown portalled from it) closes it, except on a
 * dropdown's trigger; Escape closes it and returns focus to the trigger.
 *
 * Data attributes: `data-state="open|closed"`. Inside `Navbar.Root`.
 */
export function MobileMenuContent({ onClick, onKeyDown, ...props }: NavbarMobileMenuContentProps) {
  const navbar = useNavbar('MobileMenuContent');
  return renderPart(props, {
    as: 'nav',
    part: 'tabib-navbar__panel',
    state: { state: navbar.state, role: navbar.role },
    data: { state: navbar.state },
    required: {
      id: navbar.panelId,
      'aria-label': props['aria-label'] ?? navbar.text.navigation,
      onClick: (event: MouseEvent<HTMLElement>) => {
        onClick?.(event);
        const link = (event.target as Element).closest('a[href]');
        if (link && !link.matches('[aria-haspopup]')) navbar.close();
      },
      // Radix handles (and marks as handled) an Escape that closes one of its dropdowns first.
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        onKeyDown?.(event);
        if (event.key !== 'Escape' || event.defaultPrevented || navbar.state !== 'open') return;
        navbar.close();
        navbar.toggleRef.current?.focus();
      },
    },
  });
}

export type NavbarMobileMenuOverlayProps = PartProps<'div', NavbarPartState>;

/** The shade behind the open mobile menu (decorative); a click on it closes the menu. Inside `Navbar.Root`. */
export function MobileMenuOverlay({ ...props }: NavbarMobileMenuOverlayProps) {
  const navbar = useNavbar('MobileMenuOverlay');
  return renderPart(props, {
    as: 'div',
    part: 'tabib-navbar__overlay',
    state: { state: navbar.state, role: navbar.role },
    data: { state: navbar.state },
    required: { 'aria-hidden': true, onClick: navbar.close },
  });
}

export type NavbarLinksProps = PartProps<'ul', NavbarPartState>;

/** A list of links (`<ul>` of `Item`s). Inside `Navbar.Root`. */
export function Links({ ...props }: NavbarLinksProps) {
  const { state, role } = useNavbar('Links');
  return renderPart(props, { as: 'ul', part: 'tabib-navbar__links', state: { state, role } });
}

export type NavbarItemProps = PartProps<'li', NavbarPartState>;

/** One entry of `Links` (`<li>`). */
export function Item({ ...props }: NavbarItemProps) {
  const { state, role } = useNavbar('Item');
  return renderPart(props, { as: 'li', part: 'tabib-navbar__item', state: { state, role } });
}

/** What a `Link` receives in its `className`/`style` functions. */
export interface NavbarLinkState extends NavbarPartState {
  /** The link goes to the Root's `currentPath`. */
  current: boolean;
}

export type NavbarLinkProps = PartProps<'a', NavbarLinkState> & {
  /** Where it goes; compared with the Root's `currentPath`. With `asChild`, give it here too. */
  href: string;
};

/**
 * A link of the bar (`<a>`; your router's with `asChild`), `aria-current="page"` on the current route.
 * Data attributes: `data-current` (present on the current route). Inside `Navbar.Root`.
 */
export function Link({ ...props }: NavbarLinkProps) {
  const navbar = useNavbar('Link');
  const current = props.href === navbar.currentPath;
  return renderPart(props, {
    as: 'a',
    part: 'tabib-navbar__link',
    state: { state: navbar.state, role: navbar.role, current },
    data: { current },
    required: { 'aria-current': current ? 'page' : undefined },
  });
}

export type NavbarBadgeProps = Omit<PartProps<'span', NavbarPartState>, 'children'> & {
  /** The number shown; nothing renders at 0. */
  count: number;
  /** What the number means, spoken after it. Default: "n questions ouvertes" (fr, en, ar). */
  spoken?: (count: number) => string;
};

/** A count on a link (open questions), the number shown and spoken with its meaning. Data attributes: `data-count`. */
export function Badge({ count, spoken, ...props }: NavbarBadgeProps) {
  const navbar = useNavbar('Badge');
  if (count <= 0) return null;
  const meaning = (spoken ?? navbar.text.openQuestions)(count);
  return renderPart(props, {
    as: 'span',
    part: 'tabib-badge',
    state: { state: navbar.state, role: navbar.role },
    data: { count },
    children: (
      <>
        <span aria-hidden="true">{count}</span>
        <span className="tabib-visually-hidden">{` (${meaning})`}</span>
      </>
    ),
  });
}

export type NavbarAccountProps = PartProps<'div', NavbarPartState>;

/** The account's place (`<div>`): the user menu, or the sign-in entries when signed out. Inside `Navbar.Root`. */
export function Account({ ...props }: NavbarAccountProps) {
  const { state, role } = useNavbar('Account');
  return renderPart(props, { as: 'div', part: 'tabib-navbar__account', state: { state, role } });
}

export type NavbarLanguageProps = LanguageSelectorProps & { asChild?: boolean; children?: ReactNode };

/**
 * The language selector's slot: the kit's `LanguageSelector` (`value`, `onChange`, `options`), or your own
 * selector with `asChild`. Inside `Navbar.Root`.
 */
export function Language({ ...props }: NavbarLanguageProps) {
  const { state, role } = useNavbar('Language');
  return renderPart(props, { as: LanguageSelector, part: 'tabib-navbar__language', state: { state, role } });
}

export {
  UserMenu,
  PatientSpaceMenu,
  MenuTrigger,
  MenuContent,
  MenuLabel,
  MenuItem,
  MenuSeparator,
  MenuEmpty,
  MenuLogout,
} from './menuParts';
export type {
  NavbarMenuState,
  NavbarMenuItemState,
  UserMenuProps,
  PatientSpaceMenuProps,
  NavbarMenuTriggerProps,
  NavbarMenuContentProps,
  NavbarMenuLabelProps,
  NavbarMenuItemProps,
  NavbarMenuSeparatorProps,
  NavbarMenuEmptyProps,
  NavbarMenuLogoutProps,
} from './menuParts';
