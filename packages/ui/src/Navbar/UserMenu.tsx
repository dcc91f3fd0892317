import type { ReactNode } from 'react';

import { Avatar, type AvatarSrcResolver } from '../Avatar/Avatar';
import { Chevron } from '../icons/Chevron';
import type { UiDirection } from '../i18n/UiProvider';
import type { LinkComponent } from '../link/LinkComponent';
import type { Role } from '../RoleBadge/roles';
import { LazyDropdown } from './LazyDropdown';
import type { NavbarLabels } from './messages';

/** A menu item has a route, a label key, an icon and an optional badge count. */
export interface NavbarMenuItem {
  route: string;
  /** Translation key of the label, passed to the Navbar's `translate`. */
  labelKey: string;
  /** Label already translated; wins over `labelKey`. */
  label?: string;
  /** Decorative icon shown before the label. */
  icon?: ReactNode;
  /** Count shown as a badge when above 0 (e.g. pending questions). */
  badge?: number;
}

/** The signed-in user as the top bar shows it. */
export interface NavbarUser {
  name: string;
  role: Role;
  photoUrl?: string | null;
}

export interface UserMenuProps {
  user: NavbarUser;
  items: readonly NavbarMenuItem[];
  currentPath?: string;
  dir: UiDirection;
  labels: NavbarLabels;
  Link: LinkComponent;
  translate: (labelKey: string) => string;
  onLogout?: () => void;
  placeholderAvatarSrc?: string;
  resolveAvatarSrc?: AvatarSrcResolver;
}

/** The item's label and its badge, with the badge number spoken with its meaning. */
export function MenuItemContent({
  item,
  translate,
  labels,
}: {
  item: NavbarMenuItem;
  translate: (labelKey: string) => string;
  labels: NavbarLabels;
}) {
  return (
    <>
      {item.icon ? (
        <span className="tabib-menu__icon" aria-hidden="true">
          {item.icon}
        </span>
      ) : null}
      <span className="tabib-menu__label">{item.label ?? translate(item.labelKey)}</span>
      {item.badge && item.badge > 0 ? (
        <span className="tabib-badge" data-count={item.badge}>
          <span aria-hidden="true">{item.badge}</span>
          <span className="tabib-visually-hidden">{` (${labels.itemBadge(item.badge)})`}</span>
        </span>
      ) : null}
    </>
  );
}

/**
 * The signed-in user's dropdown: photo or placeholder, name, role name with icon and
 * badge colour, the role's menu items, a 'no menu items' placeholder, and logout. Radix
 * DropdownMenu gives the keyboard behaviour (arrows, typeahead, Escape, focus return); it loads
 * on demand (`LazyDropdown`), so the trigger is drawn here and the menu in `MenuDropdowns`.
 *
 * Data attributes: `data-role` on the trigger and on the menu.
 */
export function UserMenu({
  user,
  items,
  currentPath,
  dir,
  labels,
  Link,
  translate,
  onLogout,
  placeholderAvatarSrc,
  resolveAvatarSrc,
}: UserMenuProps) {
  const avatar = (size: number) => (
    <Avatar
      src={user.photoUrl}
      alt=""
      size={size}
      resolveSrc={resolveAvatarSrc}
      placeholderSrc={placeholderAvatarSrc}
    />
  );
  const trigger = {
    className: 'tabib-user-menu__trigger',
    'aria-label': labels.userMenu(user.name),
    'data-role': user.role,
    children: (
      <>
        {avatar(32)}
        <span className="tabib-user-menu__name">{user.name}</span>
        <Chevron />
      </>
    ),
  };
  return (
    <LazyDropdown
      trigger={trigger}
      renderMenu={(menus, handoff) => (
        <menus.UserMenuDropdown
          dir={dir}
          labels={labels}
          Link={Link}
          trigger={trigger}
          handoff={handoff}
          user={user}
          items={items}
          currentPath={currentPath}
          translate={translate}
          onLogout={onLogout}
          avatar={avatar(48)}
        />
      )}
    />
  );
}
