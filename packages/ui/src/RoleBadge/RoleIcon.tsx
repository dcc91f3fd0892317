import type { Role } from './roles';

/**
 * Each role's icon, drawn on a 24×24 grid. Decorative only: the role name is always rendered as text
 * beside it (`RoleBadge.Icon`).
 */
export const roleIconPath: Record<Role, string> = {
  // outlined person: an anonymous visitor
  guest: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0 2c-4 0-7 2-7 5v1h14v-1c0-3-3-5-7-5Z',
  // heart: the person being cared for
  patient: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
  // stethoscope
  doctor: 'M6 3v6a4 4 0 0 0 8 0V3M10 13v2a5 5 0 0 0 10 0v-2M20 11a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z',
  // clipboard: manages the doctor's agenda
  secretary: 'M9 4h6v3H9zM7 5H5v16h14V5h-2M8 11h8M8 15h6',
  // shield
  admin: 'M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Z',
};
