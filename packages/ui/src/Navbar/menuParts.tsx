import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';

import { Avatar, type AvatarSrcResolver } from '../Avatar/Avatar';
import { Chevron } from '../icons/Chevron';
import { renderPart, type DataValue, type PartProps } from '../primitives/part';
import { composeRefs } from '../primitives/Slot';
import type { Role } from '../RoleBadge/roles';
import type { NavbarUser } from './menuItem';
import { useNavbar, type NavbarContextValue } from './navbarContext';
import type { LazyModule } from './lazyModule';
import { navbarMenus, type NavbarMenusModule } from './navbarMenus';

// The Navbar's two dropdown menus as parts: `UserMenu` (signed in) and `PatientSpaceMenu` (signed out), each
// with the same `Menu*` parts inside. Radix DropdownMenu gives their keyboard and focus (arrows, Home/End,
// typeahead, Escape and focus back on the trigger, the reader's direction); it is a chunk of its own that
// loads on the first sign of intent (`navbarMenus`), so a page that never opens a menu does not pay for it.

/** What the menus' parts receive in their `className`/`style` functions. */
export interface NavbarMenuState {
  /** The dropdown: `open` or `closed`. */
  state: 'open' | 'closed';
  /** The signed-in user's role (the user menu); absent in the patient-space menu. */
  role?: Role;
}

/** What a `MenuItem` receives in its `className`/`style` functions. */
export interface NavbarMenuItemState extends NavbarMenuState {
  /** It has the keyboard focus or the pointer (`data-highlighted`). */
  highlighted: boolean;
  /** It cannot be chosen (`data-disabled`). */
  disabled: boolean;
  /** Its `href` is the Navbar.Root's `currentPath` (`data-current`, `aria-current="page"`). */
  current: boolean;
}

/** What the stand-in trigger hands to Radix's trigger when the chunk arrives. */
interface TriggerHandoff {
  /** The stand-in had focus: Radix's trigger takes it. */
  focus: boolean;
  /** The activation made while loading, replayed on Radix's trigger. */
  activation?: () => Event;
}

interface MenuContextValue extends NavbarMenuState {
  navbar: NavbarContextValue;
  user?: NavbarUser;
  avatar: (size: number) => ReactNode;
  onLogout?: () => void;
  /** Radix's menus once loaded; `undefined` before (the trigger is a stand-in, the content absent). */
  menus: NavbarMenusModule | undefined;
  triggerRef: RefObject<HTMLButtonElement | null>;
  load: (activation?: () => Event) => void;
}

const MenuContext = createContext<MenuContextValue | null>(null);

function useMenu(part: string): MenuContextValue {
  const context = useContext(MenuContext);
  if (!context) {
    throw new Error(`@tabib/ui: Navbar.${part} must be inside Navbar.UserMenu or Navbar.PatientSpaceMenu.`);
  }
  return context;
}

interface MenuRootProps {
  /** `MenuTrigger` and `MenuContent`. */
  children?: ReactNode;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Where Radix's menus come from. Default: the kit's lazy chunk (`preloadUserMenu()` loads it ahead). */
  loader?: LazyModule<NavbarMenusModule>;
}

function MenuRoot({
  part,
  children,
  onOpenChange,
  loader = navbarMenus,
  user,
  onLogout,
  placeholderAvatarSrc,
  resolveAvatarSrc,
}: MenuRootProps & { part: string } & Partial<UserMenuProps>) {
  const navbar = useNavbar(part);
  const [loaded, setLoaded] = useState<{ menus: NavbarMenusModule; handoff: TriggerHandoff | null } | null>(
    () => (loader.current ? { menus: loader.current, handoff: null } : null),
  );
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const pendingActivation = useRef<(() => Event) | undefined>(undefined);
  // Once only, even when Strict Mode runs the effects twice: a replayed Enter toggles.
  const handedOff = useRef(false);

  // Before paint, so the focus ring does not blink.
  useLayoutEffect(() => {
    if (loaded?.handoff?.focus) triggerRef.current?.focus();
  }, [loaded]);

  // This effect runs after Radix's own (they are its children's): its trigger's handlers are in place and
  // see the replayed key or pointer, so Radix opens the menu as usual — focus on the first item after a key.
  useEffect(() => {
    if (!loaded?.handoff?.activation || handedOff.current) return;
    handedOff.current = true;
    triggerRef.current?.dispatchEvent(loaded.handoff.activation());
  }, [loaded]);

  const load = (activation?: () => Event) => {
    if (loaded) return;
    if (activation) pendingActivation.current = activation;
    void loader.load().then((menus) => {
      const handoff = {
        focus: document.activeElement === triggerRef.current,
        activation: pendingActivation.current,
      };
      pendingActivation.current = undefined;
      setLoaded((current) => current ?? (menus ? { menus, handoff } : null));
    });
  };

  const context: MenuContextValue = {
    state: open ? 'open' : 'closed',
    role: user?.role,
    navbar,
    user,
    avatar: (size) =>
      user ? (
        <Avatar
          src={user.photoUrl}
          alt=""
          size={size}
          resolveSrc={resolveAvatarSrc}
          placeholderSrc={placeholderAvatarSrc}
        />
      ) : null,
    onLogout,
    menus: loaded?.menus,
    triggerRef,
    load,
  };
  const content = <MenuContext.Provider value={context}>{children}</MenuContext.Provider>;
  if (!loaded) return content;
  const { Root } = loaded.menus;
  return (
    <Root
      dir={navbar.dir}
      modal={false}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
    >
      {content}
    </Root>
  );
}

export type UserMenuProps = MenuRootProps & {
  /** The signed-in user: photo, name and role. */
  user: NavbarUser;
  /** Called when the user chooses `MenuLogout` (which also closes the mobile menu). */
  onLogout?: () => void;
  /** The placeholder avatar (an inline SVG); default `DEFAULT_AVATAR_PLACEHOLDER`. */
  placeholderAvatarSrc?: string;
  /** Turns the user's photo URL into the image-proxy URL (see `Avatar`). */
  resolveAvatarSrc?: AvatarSrcResolver;
};

/**
 * The signed-in user's dropdown (no element of its own): holds the menu's state. Its `MenuTrigger` shows the
 * photo and name and is named "Menu de …" (fr, en, ar); its `MenuLabel` shows the photo, name and role.
 * Inside `Navbar.Root`.
 */
export function UserMenu(props: UserMenuProps) {
  return <MenuRoot {...props} part="UserMenu" />;
}

export type PatientSpaceMenuProps = MenuRootProps;

/**
 * The signed-out patient space's dropdown (no element of its own): its `MenuTrigger` says "Espace patient"
 * (fr, en, ar); put the login and register entries in its `MenuContent` as `MenuItem`s (`useNavbarContext()`
 * gives their texts). Inside `Navbar.Root`.
 */
export function PatientSpaceMenu(props: PatientSpaceMenuProps) {
  return <MenuRoot {...props} part="PatientSpaceMenu" />;
}

// The keys that open a Radix DropdownMenu from its trigger.
const ACTIVATION_KEYS = ['Enter', ' ', 'ArrowDown'];

export type NavbarMenuTriggerProps = PartProps<'button', NavbarMenuState>;

/**
 * Opens the menu (`<button>`, `aria-haspopup="menu"`, `aria-expanded`): a click, Enter, Space or ArrowDown
 * opens it (focus on the first item after a key). Default content: in the user menu, the 32 px photo, the name
 * and a chevron, named "Menu de Amine" (fr, en, ar); in the patient space, "Espace patient" and a chevron.
 * Until Radix's chunk is there, hovering or focusing the trigger loads it and an activation made meanwhile is
 * replayed once it is. Data attributes: `data-state="open|closed"`, `data-role` (user menu).
 */
export function MenuTrigger({
  ref,
  onPointerEnter,
  onFocus,
  onPointerDown,
  onKeyDown,
  ...props
}: NavbarMenuTriggerProps) {
  const menu = useMenu('MenuTrigger');
  const { text } = menu.navbar;
  const state: NavbarMenuState = { state: menu.state, role: menu.role };
  const options = {
    as: 'button' as const,
    part: menu.user ? 'tabib-user-menu__trigger' : 'tabib-navbar__link tabib-navbar__menu-trigger',
    state,
    data: { state: menu.state, role: menu.role },
    children:
      props.children ??
      (menu.user ? (
        <>
          {menu.avatar(32)}
          <span className="tabib-user-menu__name">{menu.user.name}</span>
          <Chevron />
        </>
      ) : (
        <>
          {text.patientSpace}
          <Chevron />
        </>
      )),
  };
  const ariaLabel = props['aria-label'] ?? (menu.user ? text.userMenu(menu.user.name) : undefined);
  // composeRefs reads neither ref: it returns a callback that sets both when React attaches the button.
  // eslint-disable-next-line react-hooks/refs
  const refs = composeRefs(ref as Ref<HTMLButtonElement> | undefined, menu.triggerRef);

  if (menu.menus) {
    const { Trigger } = menu.menus;
    return (
      <Trigger asChild>
        {renderPart(
          { ...props, onPointerEnter, onFocus, onPointerDown, onKeyDown },
          { ...options, required: { ref: refs, type: 'button', 'aria-label': ariaLabel } },
        )}
      </Trigger>
    );
  }

  // The stand-in: the trigger's look, name and ARIA state, until Radix's chunk is there.
  return renderPart(props, {
    ...options,
    required: {
      ref: refs,
      type: 'button',
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      'aria-label': ariaLabel,
      onPointerEnter: (event: ReactPointerEvent<HTMLButtonElement>) => {
        onPointerEnter?.(event);
        menu.load();
      },
      onFocus: (event: FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        menu.load();
      },
      onPointerDown: (event: ReactPointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.ctrlKey) return;
        // As Radix's trigger: a pointer opening leaves focus to the menu.
        event.preventDefault();
        const { pointerType } = event;
        menu.load(
          () => new PointerEvent('pointerdown', { bubbles: true, cancelable: true, button: 0, pointerType }),
        );
      },
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || !ACTIVATION_KEYS.includes(event.key)) return;
        event.preventDefault();
        const { key } = event;
        menu.load(() => new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key }));
      },
    },
  });
}

export type NavbarMenuContentProps = PartProps<'div', NavbarMenuState> & {
  /** Where it lines up with the trigger (Radix): `end` by default (the inline end, left in Arabic). */
  align?: 'start' | 'center' | 'end';
  /** Its distance from the trigger in px: 8 by default. */
  sideOffset?: number;
  /** Where it is portalled: `document.body` by default. */
  container?: HTMLElement | null;
};

/**
 * The open menu (`<div role="menu">`, portalled, labelled by its trigger), in the reader's direction; renders
 * nothing while closed. Arrows, Home/End and typeahead move between items, Escape or Tab closes it and focus
 * goes back to the trigger. Data attributes: `data-state="open|closed"`, Radix's `data-side` and `data-align`,
 * `data-role` (user menu). CSS variables (Radix): `--radix-dropdown-menu-content-transform-origin`,
 * `--radix-dropdown-menu-trigger-width`.
 */
export function MenuContent({ align = 'end', sideOffset = 8, container, ...props }: NavbarMenuContentProps) {
  const menu = useMenu('MenuContent');
  if (!menu.menus) return null;
  const { Portal, Content } = menu.menus;
  return (
    <Portal container={container ?? undefined}>
      <Content asChild align={align} sideOffset={sideOffset}>
        {renderPart(props, {
          as: 'div',
          part: menu.user ? 'tabib-menu tabib-user-menu' : 'tabib-menu',
          state: { state: menu.state, role: menu.role },
          data: { role: menu.role },
        })}
      </Content>
    </Portal>
  );
}

export type NavbarMenuLabelProps = PartProps<'div', NavbarMenuState>;

/**
 * A heading inside the menu (`<div>`, not focusable). Default content in the user menu: the 48 px photo, the
 * name and the role's badge (fr, en, ar). Inside `MenuContent`.
 */
export function MenuLabel({ ...props }: NavbarMenuLabelProps) {
  const menu = useMenu('MenuLabel');
  if (!menu.menus) return null;
  const { Label, UserMenuHeader } = menu.menus;
  return (
    <Label asChild>
      {renderPart(props, {
        as: 'div',
        part: 'tabib-user-menu__header',
        state: { state: menu.state, role: menu.role },
        children:
          props.children ??
          (menu.user ? <UserMenuHeader user={menu.user} avatar={menu.avatar(48)} /> : undefined),
      })}
    </Label>
  );
}

export type NavbarMenuSeparatorProps = PartProps<'div', NavbarMenuState>;

/** A line between groups of items (`role="separator"`). Inside `MenuContent`. */
export function MenuSeparator({ ...props }: NavbarMenuSeparatorProps) {
  const menu = useMenu('MenuSeparator');
  if (!menu.menus) return null;
  const { Separator } = menu.menus;
  return (
    <Separator asChild>
      {renderPart(props, {
        as: 'div',
        part: 'tabib-menu__separator',
        state: { state: menu.state, role: menu.role },
      })}
    </Separator>
  );
}

export type NavbarMenuItemProps = Omit<PartProps<'div', NavbarMenuItemState>, 'onSelect'> & {
  /** Where it goes: renders an `<a>` (or gives it to your link with `asChild`) and marks the current route. */
  href?: string;
  /** It cannot be chosen; the keyboard skips it. */
  disabled?: boolean;
  /** Called when chosen (click, Enter, Space); the menu closes unless you call `event.preventDefault()`. */
  onSelect?: (event: Event) => void;
  /** What typeahead matches, when the text content is not it. */
  textValue?: string;
};

function renderItem(
  menu: MenuContextValue,
  { href, disabled = false, onSelect, textValue, onFocus, onBlur, ...props }: NavbarMenuItemProps,
  { part, data = {}, children }: { part: string; data?: Record<string, DataValue>; children?: ReactNode },
  highlight: [boolean, (highlighted: boolean) => void],
) {
  if (!menu.menus) return null;
  const { Item } = menu.menus;
  const [highlighted, setHighlighted] = highlight;
  const current = href !== undefined && href === menu.navbar.currentPath;
  const state: NavbarMenuItemState = { state: menu.state, role: menu.role, highlighted, disabled, current };
  return (
    <Item asChild disabled={disabled} onSelect={onSelect} textValue={textValue}>
      {renderPart(
        { ...props, href },
        {
          as: href === undefined ? 'div' : 'a',
          part,
          state,
          data: { ...data, current },
          children: props.children ?? children,
          required: {
            'aria-current': current ? 'page' : undefined,
            // Radix highlights the item that has focus; the state follows it for `className` functions.
            onFocus: (event: FocusEvent<HTMLDivElement>) => {
              onFocus?.(event);
              setHighlighted(true);
            },
            onBlur: (event: FocusEvent<HTMLDivElement>) => {
              onBlur?.(event);
              setHighlighted(false);
            },
          },
        },
      )}
    </Item>
  );
}

/**
 * One entry of the menu (`<div role="menuitem">`; an `<a>` with `href`; your router's link with `asChild`).
 * Choosing it (click, Enter, Space) closes the menu, and the mobile menu when it is a link.
 *
 * Data attributes: `data-highlighted` (focused or under the pointer), `data-disabled`, `data-current`
 * (its `href` is the current route, also `aria-current="page"`). Inside `MenuContent`.
 */
export function MenuItem(props: NavbarMenuItemProps) {
  const menu = useMenu('MenuItem');
  const highlight = useState(false);
  return renderItem(menu, props, { part: 'tabib-menu__item' }, highlight);
}

export type NavbarMenuEmptyProps = Omit<NavbarMenuItemProps, 'href' | 'onSelect' | 'disabled'>;

/**
 * The disabled entry that says the role has no menu items, "Aucun élément de menu" (fr, en, ar) by default.
 * Data attributes: those of `MenuItem` and `data-empty`. Inside `MenuContent`.
 */
export function MenuEmpty(props: NavbarMenuEmptyProps) {
  const menu = useMenu('MenuEmpty');
  const highlight = useState(false);
  return renderItem(
    menu,
    { ...props, disabled: true },
    { part: 'tabib-menu__item', data: { empty: true }, children: menu.navbar.text.noMenuItems },
    highlight,
  );
}

export type NavbarMenuLogoutProps = Omit<NavbarMenuItemProps, 'href' | 'disabled'>;

/**
 * The logout entry, "Déconnexion" (fr, en, ar) by default: choosing it closes the mobile menu and calls the
 * `UserMenu`'s `onLogout`. Data attributes: those of `MenuItem`. Inside the `UserMenu`'s `MenuContent`.
 */
export function MenuLogout({ onSelect, ...props }: NavbarMenuLogoutProps) {
  const menu = useMenu('MenuLogout');
  const highlight = useState(false);
  return renderItem(
    menu,
    {
      ...props,
      onSelect: (event) => {
        onSelect?.(event);
        menu.navbar.close();
        menu.onLogout?.();
      },
    },
    { part: 'tabib-menu__item tabib-menu__logout', children: menu.navbar.text.logout },
    highlight,
  );
}
