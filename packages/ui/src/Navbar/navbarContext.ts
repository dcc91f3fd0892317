import { createContext, useContext, type RefObject } from 'react';

import type { UiDirection } from '../i18n/UiProvider';
import type { Role } from '../RoleBadge/roles';
import type { NavbarLabels } from './messages';

// The Navbar.Root's context, shared by the bar's parts (parts.tsx) and the menus' parts (menuParts.tsx).

/** What the Navbar's parts receive in their `className`/`style` functions. */
export interface NavbarPartState {
  /** The mobile menu (windows up to 1199 px): `open` or `closed`. */
  state: 'open' | 'closed';
  /** The signed-in user's role, if any. */
  role?: Role;
}

export interface NavbarContextValue extends NavbarPartState {
  text: NavbarLabels;
  dir: UiDirection;
  currentPath?: string;
  panelId: string;
  toggleRef: RefObject<HTMLButtonElement | null>;
  toggle: () => void;
  close: () => void;
}

export const NavbarContext = createContext<NavbarContextValue | null>(null);

export function useNavbar(part: string): NavbarContextValue {
  const context = useContext(NavbarContext);
  if (!context) throw new Error(`@tabib/ui: Navbar.${part} must be inside Navbar.Root.`);
  return context;
}
