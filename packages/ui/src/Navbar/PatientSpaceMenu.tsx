import { Chevron } from '../icons/Chevron';
import type { UiDirection } from '../i18n/UiProvider';
import type { LinkComponent } from '../link/LinkComponent';
import { LazyDropdown } from './LazyDropdown';
import type { NavbarLabels } from './messages';
import type { NavbarRoutes } from './navbarRoutes';

export interface PatientSpaceMenuProps {
  dir: UiDirection;
  labels: NavbarLabels;
  routes: NavbarRoutes;
  Link: LinkComponent;
}

/**
 * Logged out: the patient-space entry, a dropdown with login and register. Its Radix
 * part loads on demand (`LazyDropdown`): the logged-out home page does not pay for it.
 */
export function PatientSpaceMenu({ dir, labels, routes, Link }: PatientSpaceMenuProps) {
  const trigger = {
    className: 'tabib-navbar__link tabib-navbar__menu-trigger',
    children: (
      <>
        {labels.patientSpace}
        <Chevron />
      </>
    ),
  };
  return (
    <LazyDropdown
      trigger={trigger}
      renderMenu={(menus, handoff) => (
        <menus.PatientSpaceDropdown
          dir={dir}
          labels={labels}
          Link={Link}
          routes={routes}
          trigger={trigger}
          handoff={handoff}
        />
      )}
    />
  );
}
