// The lazily loaded chunk of the Navbar (see `navbarMenus.ts`): everything that needs Radix DropdownMenu.
// The menus' parts (menuParts.tsx) render these once the chunk is there.
import type { ReactNode } from 'react';

import { RoleBadge } from '../RoleBadge/RoleBadge';
import type { NavbarUser } from './menuItem';

export { Content, Item, Label, Portal, Root, Separator, Trigger } from '@radix-ui/react-dropdown-menu';

/** The user menu's header by default: the 48 px avatar, the name and the role's badge. */
export function UserMenuHeader({ user, avatar }: { user: NavbarUser; avatar: ReactNode }) {
  return (
    <>
      {avatar}
      <span className="tabib-user-menu__identity">
        <span className="tabib-user-menu__header-name">{user.name}</span>
        <RoleBadge role={user.role} />
      </span>
    </>
  );
}
