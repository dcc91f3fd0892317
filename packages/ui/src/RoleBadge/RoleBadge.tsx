import type { ComponentPropsWithRef } from 'react';
import type { RoleBadgeLabels } from './messages';
import { Icon, Name, Root } from './parts';
import type { Role } from './roles';

export interface RoleBadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The user's role; written as `data-role` so the theme gives each role its badge colour. */
  role: Role;
  /** Overrides of the displayed role names (defaults: `roleBadgeMessages`, in the provider's locale). */
  labels?: Partial<RoleBadgeLabels>;
  /** Hide the role icon (the name stays). Sets presence-only `data-icon-hidden=""`. */
  hideIcon?: boolean;
}

/**
 * The role name with its icon and badge colour (Administrateur, Médecin, Secrétaire, Patient, Invité),
 * composed of the `RoleBadge` parts.
 *
 * Data attributes: `data-role="guest|patient|doctor|secretary|admin"`, `data-icon-hidden=""` when `hideIcon`.
 */
export function RoleBadge({ hideIcon = false, ...props }: RoleBadgeProps) {
  return (
    <Root {...props} data-icon-hidden={hideIcon ? '' : undefined}>
      {hideIcon ? null : <Icon />}
      <Name />
    </Root>
  );
}
