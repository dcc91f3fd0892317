import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Rdv } from '@tabib/sdk';

import { useCatalogNames, useVisitTypeName } from '../../i18n/catalogNames';

/**
 * What a patient's rdv card says under the doctor's name, live or read offline: for whom, the visit,
 * the doctor's specialty and city. The specialty goes by name: in the reader's language once the
 * catalogues load, in French (as the API gives it) while they cannot.
 */
export function PatientRdvDetails({
  rdv,
  children,
}: {
  rdv: Pick<Rdv, 'forRelative' | 'visitType' | 'doctor'>;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const names = useCatalogNames();
  const visitTypeName = useVisitTypeName();
  return (
    <>
      {rdv.forRelative ? (
        <span className="pd-for-relative">
          {intl.formatMessage({ id: 'RELATIVES.FOR' }, { name: rdv.forRelative.name })}
        </span>
      ) : null}
      {`${visitTypeName(rdv.visitType)} · ${names.specialty(rdv.doctor.doctorSpecialty.name)} · ${names.city(rdv.doctor.city)}`}
      {children}
    </>
  );
}
