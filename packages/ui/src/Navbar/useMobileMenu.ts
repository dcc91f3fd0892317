import { useCallback, useEffect, useRef, useState } from 'react';

import { MOBILE_MENU_MAX_WIDTH } from './navbarRoutes';

export interface MobileMenu {
  open: boolean;
  toggle: () => void;
  close: () => void;
}

/**
 * Open/closed state of the slide-in mobile menu. It closes on navigation (a new
 * `currentPath`) and when the window grows beyond 1199 px; link clicks are handled by the Navbar.
 */
export function useMobileMenu(
  currentPath: string | undefined,
  onOpenChange?: (open: boolean) => void,
): MobileMenu {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((previous) => !previous), []);

  // Report real changes only (the app toggles an "opened" style on the page).
  const reported = useRef(open);
  useEffect(() => {
    if (reported.current === open) return;
    reported.current = open;
    onOpenChange?.(open);
  }, [open, onOpenChange]);

  // Closes on navigation.
  const previousPath = useRef(currentPath);
  useEffect(() => {
    if (previousPath.current === currentPath) return;
    previousPath.current = currentPath;
    close();
  }, [currentPath, close]);

  // Closes when the window grows beyond 1199 px.
  useEffect(() => {
    if (typeof window === 'undefined' || !window.matchMedia) return;
    const wide = window.matchMedia(`(min-width: ${MOBILE_MENU_MAX_WIDTH + 1}px)`);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) close();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [close]);

  return { open, toggle, close };
}
