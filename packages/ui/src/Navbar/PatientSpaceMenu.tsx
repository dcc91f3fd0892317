import * as DropdownMenu from '@radix-ui/react-dropdown-menu';

import { Chevron } from '../icons/Chevron';
import type { UiDirection } from '../i18n/UiProvider';
import type { LinkComponent } from '../link/LinkComponent';
import type { NavbarLabels } from './messages';
import type { NavbarRoutes } from './navbarRoutes';

export interface PatientSpaceMenuProps {
  dir: UiDirection;
  labels: NavbarLabels;
  routes: NavbarRoutes;
  Link: LinkComponent;
}

/** spec §2, logged out: the patient-space entry, a dropdown with login and register. */
export function PatientSpaceMenu({ dir, labels, routes, Link }: PatientSpaceMenuProps) {
  return (
    <DropdownMenu.Root dir={dir} modal={false}>
      <DropdownMenu.Trigger className="tabib-navbar__link tabib-navbar__menu-trigger">
        {labels.patientSpace}
        <Chevron />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="tabib-menu" align="end" sideOffset={8}>
          <DropdownMenu.Item className="tabib-menu__item" asChild>
            <Link href={routes.patientLogin}>{labels.login}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className="tabib-menu__item" asChild>
            <Link href={routes.patientRegister}>{labels.register}</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
