import type { Role, User } from '@tabib/sdk';

/** The query parameter an admin names the doctor with (`/doctor-dashboard/settings?doctor=<id>`). */
export const DOCTOR_PARAM = 'doctor';

/**
 * Whose practice a doctor-dashboard page shows (requirements §6): a doctor's own, a secretary's doctor's
 * (`loggedInSecretaryInfo.doctor`), or for an admin, who works for no doctor, the one named in the URL.
 */
export function dashboardDoctorId(user: User | null, role: Role, search: URLSearchParams): string | null {
  if (!user) return null;
  if (role === 'doctor') return user.doctor?._id ?? user._id;
  if (role === 'secretary') return user.loggedInSecretaryInfo?.doctor ?? null;
  if (role === 'admin') return search.get(DOCTOR_PARAM)?.trim() || null;
  return null;
}
