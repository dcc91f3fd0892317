import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  ApiError,
  doctorProfileQuery,
  publicQuestionsQuery,
  servicesQuery,
  slotPickerQueries,
  useDoctorProfile,
  useLocale,
  useServices,
  useWorkingHours,
  waitlistSettingsQuery,
  workingHoursQuery,
} from '@tabib/hooks';
import type { Doctor } from '@tabib/sdk';
import { Avatar, EmptyState, formatFee, formatWeekday, tunisDay } from '@tabib/ui';

import { PhoneNumber } from '../../components/PhoneNumber';
import { useVisitTypeName } from '../../i18n/catalogNames';
import { useContentLanguage } from '../../i18n/contentLanguage';
import { cityName, doctorBio, doctorName, specialtyName } from '../../i18n/localizedNames';
import { PLACEHOLDER_AVATAR, proxiedImage } from '../../shell/images';
import { PageMeta } from '../../shell/PageMeta';
import type { PageData } from '../pageModule';
import { searchHref } from '../search/searchHref';
import { isId } from '../search/searchParams';
import { DoctorAnswers, LATEST_ANSWERS } from './DoctorAnswers';
import { DoctorBreadcrumb, DoctorMeta } from './DoctorMeta';
import { SLOTS_SECTION_ID } from './doctorLinks';
import { ProfileSection, SectionStatus } from './ProfileSection';
import { weekOf } from './profileSchedule';
import './DoctorProfilePage.css';
import { BookingAllowanceNotice } from './BookingAllowanceNotice';
import { WaitlistSection } from './WaitlistSection';

const PHOTO_SIZE = 128;

// The slot picker (react-aria's calendar and its date library) is its own chunk, asked for as soon as
// this page loads: a server-rendered profile stays as rendered and hydrates it when it arrives, so the
// rest of the page becomes live without waiting for it (docs/decisions/016).
const loadSlotPicker = () => import('./DoctorSlotPicker');
const DoctorSlotPicker = lazy(loadSlotPicker);
// A failure here is the lazy component's to show (the page's error view), not an unhandled rejection.
if (typeof window !== 'undefined') loadSlotPicker().catch(() => undefined);

/**
 * Docs/decisions/025: what the profile renders on the server, fetched in one round before it renders —
 * the profile, its free slots (the picker's first month), waiting list, services, working hours and
 * latest answers, each with the key its section's hook uses. The sections take the doctor's `_id`,
 * which is the address's id.
 */
export const pageData: PageData = ({ url, now, api }) => {
  const id = url.searchParams.get('id');
  if (!isId(id)) return [];
  return [
    doctorProfileQuery(api, id),
    ...slotPickerQueries(api, { doctorId: id }, tunisDay(now)),
    waitlistSettingsQuery(api, id),
    servicesQuery(api, { benefactor: id }),
    workingHoursQuery(api, id),
    publicQuestionsQuery(api, { doctor: id, limit: LATEST_ANSWERS }),
  ];
};

/** requirements §2 `/doctor-profile?id=`: who the doctor is, what they charge, when they work and their free slots. */
export default function DoctorProfilePage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  if (!isId(id)) return <DoctorNotFound />;
  // A new id is a new page: no state of the previous doctor (chosen month) is kept.
  return <DoctorProfile key={id} id={id} />;
}

function DoctorNotFound({ failed = false }: { failed?: boolean }) {
  const intl = useIntl();
  return (
    <div className="doctor-profile doctor-profile--missing">
      <PageMeta
        title={intl.formatMessage({
          id: failed ? 'DOCTOR_PROFILE.LOAD_FAILED_TITLE' : 'DOCTOR_PROFILE.NOT_FOUND.TITLE',
        })}
      />
      <h1 className="doctor-profile__missing-title">
        {intl.formatMessage({
          id: failed ? 'DOCTOR_PROFILE.LOAD_FAILED_TITLE' : 'DOCTOR_PROFILE.NOT_FOUND.TITLE',
        })}
      </h1>
      <p role={failed ? 'alert' : undefined}>
        {failed
          ? intl.formatMessage(
              { id: 'ERRORS.LOAD_FAILED' },
              { item: intl.formatMessage({ id: 'DOCTOR_PROFILE.ITEM' }) },
            )
          : intl.formatMessage({ id: 'DOCTOR_PROFILE.NOT_FOUND.TEXT' })}
      </p>
      <Link className="doctor-profile__back" to={searchHref()}>
        {intl.formatMessage({ id: 'DOCTOR_PROFILE.BACK_TO_SEARCH' })}
      </Link>
    </div>
  );
}

function DoctorProfile({ id }: { id: string }) {
  const intl = useIntl();
  const contentLanguage = useContentLanguage();
  const { locale } = useLocale();
  const profile = useDoctorProfile(id, { meta: { errorToast: false } });

  if (profile.isPending) {
    return (
      <p className="doctor-profile__status" role="status">
        <PageMeta />
        {intl.formatMessage({ id: 'APP.LOADING' })}
      </p>
    );
  }
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && [400, 404].includes(profile.error.status);
    return <DoctorNotFound failed={!missing} />;
  }
  const doctor = profile.data;
  const bio = doctorBio(doctor, locale);
  return (
    <div className="doctor-profile">
      <DoctorMeta doctor={doctor} />
      <DoctorBreadcrumb doctor={doctor} />
      <DoctorIdentity doctor={doctor} />
      <DoctorSlots doctorId={doctor._id} />
      <WaitlistSection doctorId={doctor._id} />
      <DoctorServices doctorId={doctor._id} />
      <DoctorWorkingHours doctorId={doctor._id} />
      <DoctorAnswers doctorId={doctor._id} doctorName={doctorName(doctor.name, locale)} />
      {bio ? (
        <ProfileSection
          className="doctor-profile__about"
          title={intl.formatMessage({ id: 'DOCTOR_PROFILE.ABOUT' })}
        >
          <p className="doctor-profile__bio" {...contentLanguage(bio)}>
            {bio}
          </p>
        </ProfileSection>
      ) : null}
    </div>
  );
}

function DoctorIdentity({ doctor }: { doctor: Doctor }) {
  const intl = useIntl();
  const contentLanguage = useContentLanguage();
  const { locale } = useLocale();
  const city = cityName(doctor.city, locale);
  // Governorates are only named in French (requirements §3 Location): not mixed into Arabic text.
  const governorate =
    locale !== 'ar' && doctor.city.governorate !== doctor.city.Label ? doctor.city.governorate : null;
  return (
    <header className="doctor-profile__identity">
      <Avatar
        className="doctor-profile__photo"
        src={doctor.photoUrl}
        alt=""
        size={PHOTO_SIZE}
        resolveSrc={proxiedImage}
        placeholderSrc={PLACEHOLDER_AVATAR}
        // The page's largest element (Lighthouse's LCP): fetched before the smaller images.
        fetchPriority="high"
      />
      <div className="doctor-profile__facts">
        <h1 className="doctor-profile__name">{doctorName(doctor.name, locale)}</h1>
        <p className="doctor-profile__specialty">{specialtyName(doctor.doctorSpecialty, locale)}</p>
        <dl className="doctor-profile__details">
          <div>
            <dt>{intl.formatMessage({ id: 'DOCTOR_PROFILE.ADDRESS' })}</dt>
            <dd>
              {/* Written by the practice in its own language (decision 043): its language and direction. */}
              <address {...contentLanguage(doctor.address)}>{doctor.address}</address>
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'DOCTOR_PROFILE.CITY' })}</dt>
            <dd>{governorate ? `${city} (${governorate})` : city}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'DOCTOR_PROFILE.FEE' })}</dt>
            <dd>
              <bdi>{formatFee(doctor.fee, locale)}</bdi>
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'DOCTOR_PROFILE.CNAM' })}</dt>
            <dd data-cnam={doctor.cnamConvention ? '' : undefined}>
              {intl.formatMessage({
                id: doctor.cnamConvention ? 'DOCTOR_PROFILE.CNAM_YES' : 'DOCTOR_PROFILE.CNAM_NO',
              })}
            </dd>
          </div>
          {doctor.showPhone && doctor.phone ? (
            <div>
              <dt>{intl.formatMessage({ id: 'DOCTOR_PROFILE.PHONE' })}</dt>
              <dd>
                <PhoneNumber phone={doctor.phone} />
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </header>
  );
}

/**
 * A link to `#<id>` (a search result's "more slots") opens the page at that section: within the app the
 * browser does not scroll to an anchor that appears once the page has loaded, so the section does.
 */
function useScrollIntoViewOnHash(id: string) {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${id}`) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash, id]);
}

function DoctorSlots({ doctorId }: { doctorId: string }) {
  const intl = useIntl();
  useScrollIntoViewOnHash(SLOTS_SECTION_ID);
  return (
    <ProfileSection
      id={SLOTS_SECTION_ID}
      className="doctor-profile__slots"
      title={intl.formatMessage({ id: 'DOCTOR_PROFILE.SLOTS.TITLE' })}
    >
      <p className="doctor-profile__hint">{intl.formatMessage({ id: 'DOCTOR_PROFILE.SLOTS.HINT' })}</p>
      <BookingAllowanceNotice doctorId={doctorId} />
      <Suspense fallback={<SectionStatus isPending isError={false} item="" />}>
        <DoctorSlotPicker doctorId={doctorId} />
      </Suspense>
    </ProfileSection>
  );
}

function DoctorServices({ doctorId }: { doctorId: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const visitTypeName = useVisitTypeName();
  const services = useServices({ benefactor: doctorId }, { meta: { errorToast: false } });
  const list = services.data?.results ?? [];
  return (
    <ProfileSection
      className="doctor-profile__services"
      title={intl.formatMessage({ id: 'DOCTOR_PROFILE.SERVICES.TITLE' })}
    >
      <SectionStatus
        isPending={services.isPending}
        isError={services.isError}
        item={intl.formatMessage({ id: 'DOCTOR_PROFILE.SERVICES.ITEM' })}
      />
      {services.isSuccess && list.length === 0 ? (
        <EmptyState headingLevel={3} title={intl.formatMessage({ id: 'DOCTOR_PROFILE.SERVICES.EMPTY' })} />
      ) : null}
      {list.length > 0 ? (
        <ul className="doctor-profile__service-list">
          {list.map((service) => (
            <li key={service._id} className="doctor-profile__service">
              <div className="doctor-profile__service-text">
                <bdi className="doctor-profile__service-name">
                  {visitTypeName(service.name, service.names)}
                </bdi>
                {service.description ? (
                  <span className="doctor-profile__service-description">{service.description}</span>
                ) : null}
                <span className="doctor-profile__service-duration">
                  {intl.formatMessage(
                    { id: 'DOCTOR_PROFILE.SERVICES.DURATION' },
                    { minutes: service.durationMinutes },
                  )}
                </span>
              </div>
              <bdi className="doctor-profile__service-price">{formatFee(service.price, locale)}</bdi>
            </li>
          ))}
        </ul>
      ) : null}
    </ProfileSection>
  );
}

function DoctorWorkingHours({ doctorId }: { doctorId: string }) {
  const intl = useIntl();
  const workingHours = useWorkingHours(doctorId, { meta: { errorToast: false } });
  const week = workingHours.data ? weekOf(workingHours.data.schedule) : [];
  return (
    <ProfileSection
      className="doctor-profile__hours"
      title={intl.formatMessage({ id: 'DOCTOR_PROFILE.HOURS.TITLE' })}
    >
      <SectionStatus
        isPending={workingHours.isPending}
        isError={workingHours.isError}
        item={intl.formatMessage({ id: 'DOCTOR_PROFILE.HOURS.ITEM' })}
      />
      {workingHours.isSuccess && workingHours.data === null ? (
        <p className="doctor-profile__hint">{intl.formatMessage({ id: 'DOCTOR_PROFILE.HOURS.NONE' })}</p>
      ) : null}
      {week.length > 0 ? (
        <dl className="doctor-profile__week">
          {week.map(({ day, intervals }) => (
            <div
              key={day}
              className="doctor-profile__weekday"
              data-closed={intervals.length === 0 ? '' : undefined}
            >
              <dt>{formatWeekday(day, intl.locale)}</dt>
              <dd>
                {intervals.length === 0
                  ? intl.formatMessage({ id: 'DOCTOR_PROFILE.HOURS.CLOSED' })
                  : intervals.map((interval) => (
                      <span key={interval.start} className="doctor-profile__interval" dir="ltr">
                        <time>{interval.start}</time>–<time>{interval.end}</time>
                      </span>
                    ))}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </ProfileSection>
  );
}
