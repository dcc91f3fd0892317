import type { ReactNode } from 'react';

import type { Role } from '../RoleBadge/roles';
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
