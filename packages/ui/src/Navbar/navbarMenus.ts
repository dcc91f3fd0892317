import { lazyModule } from './lazyModule';
import type * as MenuDropdowns from './MenuDropdowns';

export type NavbarMenusModule = typeof MenuDropdowns;

/**
 * The Radix DropdownMenu menus of the Navbar (user menu and patient space), a separate chunk:
 * @radix-ui/react-dropdown-menu alone weighs about 30 kB min+gz, so it loads on the first sign
 * of intent instead of with the page (the shell's budget is 35 kB).
 */
// Pure: creating the loader has no effect, so a bundle that imports the kit's entry without the Navbar
// drops it, and the menus' chunk with it.
export const navbarMenus = /* @__PURE__ */ lazyModule<NavbarMenusModule>(
  () => import('./MenuDropdowns'),
  'The Navbar menus failed to load',
);

/**
 * Loads the Navbar's dropdown menus ahead of the first interaction, e.g. when the browser is
 * idle after sign-in. Never rejects: a failure is logged and the next interaction retries.
 */
export async function preloadUserMenu(): Promise<void> {
  await navbarMenus.load();
}
