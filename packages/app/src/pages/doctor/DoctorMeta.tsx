import { useIntl } from 'react-intl';
import { useLocale } from '@tabib/hooks';
import type { Doctor } from '@tabib/sdk';

import { cityName, doctorBio, doctorName, specialtyName } from '../../i18n/localizedNames';
import { Breadcrumb, endingHere } from '../../shell/Breadcrumb';
import { proxiedImage } from '../../shell/images';
import { breadcrumbList, JsonLd, useAbsoluteUrl } from '../../shell/JsonLd';
import { PageMeta } from '../../shell/PageMeta';
import { usePublicOrigin } from '../../ssr/RenderContext';
import { searchHref } from '../search/searchHref';
import { doctorProfileHref, SLOTS_SECTION_ID } from './doctorLinks';

const SHARE_PHOTO_SIZE = 400;

/** The doctor's names in the reader's language, and the path from the home page to the profile. */
function useDoctorPage(doctor: Doctor) {
  const intl = useIntl();
  const { locale } = useLocale();
  const values = {
    name: doctorName(doctor.name, locale),
    specialty: specialtyName(doctor.doctorSpecialty, locale),
    city: cityName(doctor.city, locale),
  };
  const crumbs = [
    { name: intl.formatMessage({ id: 'DOCTOR_PROFILE.BREADCRUMB.HOME' }), href: '/' },
    { name: intl.formatMessage({ id: 'DOCTOR_PROFILE.BREADCRUMB.SEARCH' }), href: searchHref() },
    {
      name: intl.formatMessage({ id: 'DOCTOR_PROFILE.BREADCRUMB.SPECIALTY_IN_CITY' }, values),
      href: searchHref({ specialty: doctor.doctorSpecialty._id, city: doctor.city._id }),
    },
    { name: values.name, href: doctorProfileHref(doctor._id) },
  ];
  return { intl, locale, values, crumbs };
}

/**
 * What a search engine and a shared link show of a doctor (docs/decisions/025): the page's own title and
 * description, the photo as preview, a Physician with address, specialty and the booking link, and the
 * breadcrumb shown on the page (`DoctorBreadcrumb`).
 */
export function DoctorMeta({ doctor }: { doctor: Doctor }) {
  const { intl, locale, values, crumbs } = useDoctorPage(doctor);
  const bio = doctorBio(doctor, locale);
  const origin = usePublicOrigin();
  const absolute = useAbsoluteUrl();
  const url = absolute(doctorProfileHref(doctor._id));
  const photo = doctor.photoUrl
    ? proxiedImage(doctor.photoUrl, { width: SHARE_PHOTO_SIZE, height: SHARE_PHOTO_SIZE, pixelRatio: 1 })
    : undefined;
  return (
    <>
      <PageMeta
        title={intl.formatMessage({ id: 'DOCTOR_PROFILE.META.TITLE' }, values)}
        description={intl.formatMessage({ id: 'DOCTOR_PROFILE.META.DESCRIPTION' }, values)}
        image={photo}
        type="profile"
      />
      <JsonLd
        data={{
          '@type': 'Physician',
          '@id': url,
          name: values.name,
          url,
          medicalSpecialty: values.specialty,
          ...(photo && { image: new URL(photo, origin).href }),
          ...(bio && { description: bio }),
          ...(doctor.showPhone && doctor.phone && { telephone: doctor.phone }),
          address: {
            '@type': 'PostalAddress',
            streetAddress: doctor.address,
            addressLocality: values.city,
            addressRegion: doctor.city.governorate,
            addressCountry: 'TN',
          },
          knowsLanguage: doctor.languages,
          potentialAction: {
            '@type': 'ReserveAction',
            target: { '@type': 'EntryPoint', urlTemplate: `${url}#${SLOTS_SECTION_ID}` },
          },
        }}
      />
      <JsonLd
        data={breadcrumbList(crumbs.map((crumb) => ({ name: crumb.name, url: absolute(crumb.href) })))}
      />
    </>
  );
}

/** The breadcrumb for readers; its last step is the page itself. */
export function DoctorBreadcrumb({ doctor }: { doctor: Doctor }) {
  const { intl, crumbs } = useDoctorPage(doctor);
  return (
    <Breadcrumb
      className="doctor-profile__breadcrumb"
      label={intl.formatMessage({ id: 'DOCTOR_PROFILE.BREADCRUMB.LABEL' })}
      crumbs={endingHere(crumbs)}
    />
  );
}
