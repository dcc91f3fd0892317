import type { ComponentPropsWithRef } from 'react';
import { resolveLabels } from '../i18n/messages';
import { useUiLocale } from '../i18n/UiProvider';
import { roleBadgeMessages, type RoleBadgeLabels } from './messages';
import { RoleIcon } from './RoleIcon';
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
 * The role name with its icon and badge colour (Administrateur, Médecin, Secrétaire, Patient, Invité).
 *
 * Data attributes: `data-role="guest|patient|doctor|secretary|admin"`, `data-icon-hidden=""` when `hideIcon`.
 */
export function RoleBadge({ role, labels, hideIcon = false, className, ...spanProps }: RoleBadgeProps) {
  const { locale, dir } = useUiLocale();
  const name = resolveLabels(roleBadgeMessages, locale, labels)[role];
  return (
    <span
      dir={dir}
      {...spanProps}
      className={className ? `tabib-role-badge ${className}` : 'tabib-role-badge'}
      data-role={role}
      data-icon-hidden={hideIcon ? '' : undefined}
    >
      {hideIcon ? null : <RoleIcon role={role} />}
      <span className="tabib-role-badge__name">{name}</span>
    </span>
  );
}
