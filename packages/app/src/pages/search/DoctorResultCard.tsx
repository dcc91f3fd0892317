import { useLocale } from '@tabib/hooks';
import type { Doctor } from '@tabib/sdk';
import { DoctorCard, type DoctorCardProps } from '@tabib/ui';

import { cityName, doctorName, specialtyName } from '../../i18n/localizedNames';
import { proxiedImage } from '../../shell/images';
import { RouterLink } from '../../shell/RouterLink';
import { doctorProfileHref } from '../doctor/doctorLinks';

/** What the card reads from the doctor; the rest (its slots, its heading level) is each page's. */
type DoctorProps =
  | 'name'
  | 'specialty'
  | 'city'
  | 'feeMillimes'
  | 'cnam'
  | 'onlinePayment'
  | 'photoUrl'
  | 'resolvePhotoSrc'
  | 'profileHref'
  | 'linkComponent';

export interface DoctorResultCardProps extends Omit<DoctorCardProps, DoctorProps> {
  /** A doctor of a search's results (`searchDoctors`). */
  doctor: Doctor;
}

/**
 * A doctor found by a search, on the search page or a landing page, as the same card: specialty and
 * city in the reader's language, photo through the image proxy, name linking to the profile.
 */
export function DoctorResultCard({ doctor, ...card }: DoctorResultCardProps) {
  const { locale } = useLocale();
  return (
    <DoctorCard
      name={doctorName(doctor.name, locale)}
      specialty={specialtyName(doctor.doctorSpecialty, locale)}
      city={cityName(doctor.city, locale)}
      feeMillimes={doctor.fee}
      cnam={doctor.cnamConvention}
      onlinePayment={doctor.acceptsOnlinePayment}
      photoUrl={doctor.photoUrl}
      resolvePhotoSrc={proxiedImage}
      profileHref={doctorProfileHref(doctor._id)}
      linkComponent={RouterLink}
      {...card}
    />
  );
}
