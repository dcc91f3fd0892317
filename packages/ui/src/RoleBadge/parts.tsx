import { createContext, useContext } from 'react';
import { resolveLabels } from '../i18n/messages';
import { useUiLocale } from '../i18n/UiProvider';
import { renderPart, type PartProps } from '../primitives/part';
import { renderWithContent } from '../primitives/renderWithContent';
import { roleBadgeMessages, type RoleBadgeLabels } from './messages';
import { roleIconPath } from './RoleIcon';
import type { Role } from './roles';

/** What `className` and `style` functions of the RoleBadge parts receive. */
export interface RoleBadgeState {
  role: Role;
}

interface RoleBadgeContextValue extends RoleBadgeState {
  name: string;
}

const RoleBadgeContext = createContext<RoleBadgeContextValue | null>(null);

function useRoleBadge(part: string): RoleBadgeContextValue {
  const context = useContext(RoleBadgeContext);
  if (!context) throw new Error(`@tabib/ui: RoleBadge.${part} must be inside RoleBadge.Root.`);
  return context;
}

export interface RoleBadgeRootProps extends PartProps<'span', RoleBadgeState> {
  /** The user's role; written as `data-role` so the theme gives each role its badge colour. */
  role: Role;
  /** Overrides of the displayed role names (defaults: `roleBadgeMessages`, in the provider's locale). */
  labels?: Partial<RoleBadgeLabels>;
}

/**
 * The badge: a `<span>` in the provider's direction holding `RoleBadge.Icon` and `RoleBadge.Name`.
 *
 * Data attributes: `data-role="guest|patient|doctor|secretary|admin"`.
 */
export function Root({ role, labels, ...props }: RoleBadgeRootProps) {
  const { locale, dir } = useUiLocale();
  const name = resolveLabels(roleBadgeMessages, locale, labels)[role];
  return (
    <RoleBadgeContext.Provider value={{ role, name }}>
      {renderPart(
        { dir, ...props },
        { as: 'span', part: 'tabib-role-badge', state: { role }, data: { role } },
      )}
    </RoleBadgeContext.Provider>
  );
}

export type RoleBadgeIconProps = PartProps<'svg', RoleBadgeState>;

/**
 * The role's own icon, an inline SVG in the text's colour, hidden from assistive technology (the
 * name beside it says the role). Inside `RoleBadge.Root`.
 *
 * Data attributes: `data-role`.
 */
export function Icon(props: RoleBadgeIconProps) {
  const { role } = useRoleBadge('Icon');
  return renderPart(
    {
      viewBox: '0 0 24 24',
      width: '1em',
      height: '1em',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: '2',
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      ...props,
    },
    {
      as: 'svg',
      part: 'tabib-role-icon',
      state: { role },
      data: { role },
      required: { 'aria-hidden': 'true', focusable: 'false' },
      children: <path d={roleIconPath[role]} />,
    },
  );
}

export type RoleBadgeNameProps = PartProps<'span', RoleBadgeState>;

/**
 * The role's displayed name in the provider's locale (Médecin, Doctor, طبيب), or the `labels` override.
 * Inside `RoleBadge.Root`; with `asChild`, the consumer's element shows the name unless it has children.
 */
export function Name({ asChild, children, ...props }: RoleBadgeNameProps) {
  const { role, name } = useRoleBadge('Name');
  return renderWithContent(
    { ...props, asChild, children },
    {
      as: 'span',
      part: 'tabib-role-badge__name',
      state: { role },
      children: name,
    },
  );
}
