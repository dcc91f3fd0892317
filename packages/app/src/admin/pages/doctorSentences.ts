import type { IntlShape } from 'react-intl';
import type { components } from '@tabib/sdk';

type AdminDoctorRow = components['schemas']['AdminDoctorRow'];

/**
 * A back-office sentence about a doctor, agreeing with their gender: the messages `select` on `sexe`
 * (French and Arabic agree adjectives and pronouns, English its pronouns). A doctor who gave none
 * reads as the language's default (`other`: masculine in French and Arabic, "they" in English).
 */
export function aboutDoctor(
  intl: IntlShape,
  id: string,
  doctor: Pick<AdminDoctorRow, 'name' | 'sexe'>,
): string {
  return intl.formatMessage({ id }, { name: doctor.name, sexe: doctor.sexe ?? 'unknown' });
}
