export * from './parts';
export { RoleBadge } from './RoleBadge';
export { ROLES } from './roles';
export { roleBadgeMessages } from './messages';
export type { RoleBadgeProps } from './RoleBadge';
export type { Role } from './roles';
export type { RoleBadgeLabels } from './messages';
