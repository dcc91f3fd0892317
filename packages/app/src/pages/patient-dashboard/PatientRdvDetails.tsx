import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Rdv } from '@tabib/sdk';

import { useCatalogNames, useVisitTypeName } from '../../i18n/catalogNames';

/**
 * What a patient's rdv card says under the doctor's name, live or read offline: for whom, the visit,
 * the doctor's specialty and city. The specialty goes by name: in the reader's language once the
 * catalogues load, in French (as the API gives it) while they cannot. The visit is isolated: it may be
 * in the doctor's language when they gave it no name in the reader's.
 */
export function PatientRdvDetails({
  rdv,
  children,
}: {
  /** A copy saved offline before rdvs carried `visitTypeNames` has none (decision 043). */
  rdv: Pick<Rdv, 'forRelative' | 'visitType' | 'doctor'> & Partial<Pick<Rdv, 'visitTypeNames' | 'remote'>>;
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
      <bdi>{visitTypeName(rdv.visitType, rdv.visitTypeNames)}</bdi>
      {/* Decision 054: a teleconsultation says so, whatever the doctor named its visit type. */}
      {rdv.remote ? (
        <span className="pd-remote" data-remote="">{` · ${intl.formatMessage({ id: 'REMOTE.LABEL' })}`}</span>
      ) : null}
      {` · ${names.specialty(rdv.doctor.doctorSpecialty.name)} · ${names.city(rdv.doctor.city)}`}
      {children}
    </>
  );
}
