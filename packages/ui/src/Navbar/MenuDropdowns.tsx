// The lazily loaded chunk of the Navbar (see `navbarMenus.ts`): everything that needs Radix
// DropdownMenu. Only `LazyDropdown`'s `renderMenu` renders these components.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';

import type { UiDirection } from '../i18n/UiProvider';
import type { LinkComponent } from '../link/LinkComponent';
import { RoleBadge } from '../RoleBadge/RoleBadge';
import type { DropdownTriggerProps, TriggerHandoff } from './dropdownTrigger';
import type { NavbarLabels } from './messages';
import type { NavbarRoutes } from './navbarRoutes';
import { MenuItemContent, type NavbarMenuItem, type NavbarUser } from './menuItem';

interface DropdownProps {
  dir: UiDirection;
  labels: NavbarLabels;
  Link: LinkComponent;
  trigger: DropdownTriggerProps;
  handoff: TriggerHandoff | null;
}

/** Radix's root and trigger, taking over from `LazyDropdown`'s stand-in (`handoff`). */
function Dropdown({
  dir,
  trigger,
  handoff,
  children,
}: Pick<DropdownProps, 'dir' | 'trigger' | 'handoff'> & { children: ReactNode }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Once only, even when Strict Mode runs the effects twice: a replayed Enter toggles.
  const handedOff = useRef(false);

  // Before paint, so the focus ring does not blink.
  useLayoutEffect(() => {
    if (handoff?.focus) triggerRef.current?.focus();
  }, [handoff]);

  // A passive effect of the root's parent runs after Radix's own effects: its keydown listener is
  // in place and sees the replayed key, so Radix moves focus to the first item as usual.
  useEffect(() => {
    if (!handoff?.activation || handedOff.current) return;
    handedOff.current = true;
    triggerRef.current?.dispatchEvent(handoff.activation());
  }, [handoff]);

  return (
    <DropdownMenu.Root dir={dir} modal={false}>
      <DropdownMenu.Trigger ref={triggerRef} {...trigger} />
      <DropdownMenu.Portal>{children}</DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export interface UserMenuDropdownProps extends DropdownProps {
  user: NavbarUser;
  items: readonly NavbarMenuItem[];
  currentPath?: string;
  translate: (labelKey: string) => string;
  onLogout?: () => void;
  /** The 48 px avatar of the menu's header. */
  avatar: ReactNode;
}

/** The user dropdown's Radix part: trigger, header (avatar, name, role), items and logout. */
export function UserMenuDropdown({
  dir,
  labels,
  Link,
  trigger,
  handoff,
  user,
  items,
  currentPath,
  translate,
  onLogout,
  avatar,
}: UserMenuDropdownProps) {
  return (
    <Dropdown dir={dir} trigger={trigger} handoff={handoff}>
      <DropdownMenu.Content
        className="tabib-menu tabib-user-menu"
        align="end"
        sideOffset={8}
        data-role={user.role}
      >
        <DropdownMenu.Label className="tabib-user-menu__header">
          {avatar}
          <span className="tabib-user-menu__identity">
            <span className="tabib-user-menu__header-name">{user.name}</span>
            <RoleBadge role={user.role} />
          </span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="tabib-menu__separator" />
        {items.length > 0 ? (
          items.map((item) => (
            <DropdownMenu.Item key={item.route} className="tabib-menu__item" asChild>
              <Link href={item.route} aria-current={item.route === currentPath ? 'page' : undefined}>
                <MenuItemContent item={item} translate={translate} labels={labels} />
              </Link>
            </DropdownMenu.Item>
          ))
        ) : (
          <DropdownMenu.Item className="tabib-menu__item" data-empty="" disabled>
            {labels.noMenuItems}
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Separator className="tabib-menu__separator" />
        <DropdownMenu.Item className="tabib-menu__item tabib-menu__logout" onSelect={() => onLogout?.()}>
          {labels.logout}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </Dropdown>
  );
}

export interface PatientSpaceDropdownProps extends DropdownProps {
  routes: NavbarRoutes;
}

/** The logged-out patient space's Radix part: login and register. */
export function PatientSpaceDropdown({
  dir,
  labels,
  Link,
  trigger,
  handoff,
  routes,
}: PatientSpaceDropdownProps) {
  return (
    <Dropdown dir={dir} trigger={trigger} handoff={handoff}>
      <DropdownMenu.Content className="tabib-menu" align="end" sideOffset={8}>
        <DropdownMenu.Item className="tabib-menu__item" asChild>
          <Link href={routes.patientLogin}>{labels.login}</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item className="tabib-menu__item" asChild>
          <Link href={routes.patientRegister}>{labels.register}</Link>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </Dropdown>
  );
}
