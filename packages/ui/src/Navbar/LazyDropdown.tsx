import {
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';

import type { DropdownTriggerProps, TriggerHandoff } from './dropdownTrigger';
import type { LazyModule } from './lazyModule';
import { navbarMenus, type NavbarMenusModule } from './navbarMenus';

export interface LazyDropdownProps {
  trigger: DropdownTriggerProps;
  /** Renders the Radix menu once its module is there; `handoff` is `null` if it was loaded before. */
  renderMenu: (menus: NavbarMenusModule, handoff: TriggerHandoff | null) => ReactNode;
  /** Where the menus come from. Default: `navbarMenus`, the kit's lazy chunk. */
  loader?: LazyModule<NavbarMenusModule>;
}

// The keys that open a Radix DropdownMenu from its trigger.
const ACTIVATION_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * A dropdown whose Radix module loads on demand (`loader`). Until it is there, a stand-in
 * button with the trigger's look, name and ARIA state takes its place: hovering or focusing it
 * starts the load, and an activation (pointer down, Enter, Space, ArrowDown) made while loading
 * is replayed on Radix's trigger, so Radix opens the menu as it always does — focus on the first
 * item after a key. A failed load leaves the stand-in in place; the next activation retries.
 *
 * Data attributes: `data-state="closed"` on the stand-in, as on Radix's closed trigger.
 */
export function LazyDropdown({ trigger, renderMenu, loader = navbarMenus }: LazyDropdownProps) {
  const [loaded, setLoaded] = useState<{ menus: NavbarMenusModule; handoff: TriggerHandoff | null } | null>(
    () => {
      const menus = loader.current;
      return menus ? { menus, handoff: null } : null;
    },
  );
  const standInRef = useRef<HTMLButtonElement>(null);
  const pendingActivation = useRef<(() => Event) | undefined>(undefined);

  if (loaded) return renderMenu(loaded.menus, loaded.handoff);

  const load = (activation?: () => Event) => {
    if (activation) pendingActivation.current = activation;
    void loader.load().then((menus) => {
      const handoff = {
        focus: document.activeElement === standInRef.current,
        activation: pendingActivation.current,
      };
      pendingActivation.current = undefined;
      setLoaded((current) => current ?? (menus ? { menus, handoff } : null));
    });
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || event.ctrlKey) return;
    // As Radix's trigger: a pointer opening leaves focus to the menu.
    event.preventDefault();
    const { pointerType } = event;
    load(() => new PointerEvent('pointerdown', { bubbles: true, cancelable: true, button: 0, pointerType }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!ACTIVATION_KEYS.includes(event.key)) return;
    event.preventDefault();
    const { key } = event;
    load(() => new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key }));
  };

  return (
    <button
      ref={standInRef}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...trigger}
      onPointerEnter={() => load()}
      onFocus={() => load()}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    />
  );
}
