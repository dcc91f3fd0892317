import type { IntlShape } from 'react-intl';
import type { Rdv, RelativeRelation } from '@tabib/sdk';
import { formatAge, type UiLocale } from '@tabib/ui';

/** The message id of a relation's name (« Enfant », « Parent »…). */
export const relationLabelId = (relation: RelativeRelation) =>
  `RELATIVES.RELATIONS.${relation.toUpperCase()}`;

/**
 * Who comes to an rdv, as the practice's agenda names them (docs/decisions/041-relatives.md): the
 * patient, or « Ahmed Ben Ali (fils de Sami Ben Ali), 6 ans » — the relative, who they are to the
 * account holder, and their age today.
 */
export function attendeeName(
  intl: IntlShape,
  rdv: Pick<Rdv, 'patient' | 'forRelative'>,
  locale: UiLocale,
  now?: Date,
): string {
  const relative = rdv.forRelative;
  if (relative === null) return rdv.patient.name;
  return intl.formatMessage(
    { id: 'RELATIVES.ATTENDEE' },
    {
      relative: relative.name,
      of: intl.formatMessage({ id: 'RELATIVES.OF' }, { relation: relative.relation, sexe: relative.sexe }),
      patient: rdv.patient.name,
      age: formatAge(relative.birthDate, locale, now),
    },
  );
}
