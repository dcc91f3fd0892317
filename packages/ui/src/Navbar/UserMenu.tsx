import { Avatar, type AvatarSrcResolver } from '../Avatar/Avatar';
import { Chevron } from '../icons/Chevron';
import type { UiDirection } from '../i18n/UiProvider';
import type { LinkComponent } from '../link/LinkComponent';
import { LazyDropdown } from './LazyDropdown';
import type { NavbarLabels } from './messages';
import type { NavbarMenuItem, NavbarUser } from './menuItem';

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
