import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { useDoctorSearch, useLocale, useLocations, useSpecialties } from '@tabib/hooks';
import type { Doctor, Location, Specialty } from '@tabib/sdk';
import { EmptyState } from '@tabib/ui';

import { byShownName, cityName, specialtyName } from '../../i18n/localizedNames';
import { Breadcrumb, type Crumb } from '../../shell/Breadcrumb';
import { itemList, JsonLd, useAbsoluteUrl } from '../../shell/JsonLd';
import { PageMeta } from '../../shell/PageMeta';
import { RecordNotFound } from '../NotFoundPage';
import { doctorProfileHref, reservationHref } from '../doctor/doctorLinks';
import { DoctorResultCard } from '../search/DoctorResultCard';
import { searchHref } from '../search/searchHref';
import { cityBySlug, cityLandingHref, LANDING_PATH, specialtyBySlug, specialtyLandingHref } from './landing';
import './LandingPage.css';

/** Every doctor of a specialty (in a city) on one page: the API's largest page. */
const LANDING_LIMIT = 100;

/**
 * Docs/decisions/025: the pages patients find from a search engine, rendered on the server —
 * `/medecins` (the specialties), `/medecins/<specialty>` (its cities and doctors) and
 * `/medecins/<specialty>/<city>` (its doctors there, with their next free slots). Slugs are read in any
 * of the three languages and written in the reader's.
 */
export default function LandingPage() {
  const intl = useIntl();
  const params = useParams();
  const specialties = useSpecialties();
  const locations = useLocations();
  if (specialties.isPending || locations.isPending) {
    return (
      <p className="app-status" role="status">
        <PageMeta />
        {intl.formatMessage({ id: 'APP.LOADING' })}
      </p>
    );
  }
  const allSpecialties = specialties.data?.results ?? [];
  if (!params.specialty) return <SpecialtiesIndex specialties={allSpecialties} />;
  const specialty = specialtyBySlug(allSpecialties, params.specialty);
  if (!specialty) return <RecordNotFound />;
  if (!params.city) return <SpecialtyLanding specialty={specialty} />;
  const city = cityBySlug(locations.data?.results ?? [], params.city);
  if (!city) return <RecordNotFound />;
  return <CityLanding specialty={specialty} city={city} />;
}

function SpecialtiesIndex({ specialties }: { specialties: readonly Specialty[] }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const title = intl.formatMessage({ id: 'LANDING.INDEX.TITLE' });
  return (
    <div className="landing-page">
      <PageMeta
        title={intl.formatMessage({ id: 'META.BRANDED' }, { title })}
        description={intl.formatMessage({ id: 'LANDING.INDEX.DESCRIPTION' })}
      />
      <h1>{title}</h1>
      <p className="landing-page__lead">{intl.formatMessage({ id: 'LANDING.INDEX.DESCRIPTION' })}</p>
      <ul className="landing-page__links">
        {byShownName(specialties, (specialty) => specialtyName(specialty, locale), locale).map(
          (specialty) => (
            <li key={specialty._id}>
              <Link to={specialtyLandingHref(specialty, locale)}>{specialtyName(specialty, locale)}</Link>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

/** The cities of these doctors, each with how many there are, by shown name. */
function citiesOf(doctors: readonly Doctor[], locale: ReturnType<typeof useLocale>['locale']) {
  const byId = new Map<string, { city: Location; count: number }>();
  for (const { city } of doctors) {
    const entry = byId.get(city._id) ?? { city, count: 0 };
    entry.count += 1;
    byId.set(city._id, entry);
  }
  return byShownName([...byId.values()], (entry) => cityName(entry.city, locale), locale);
}

function SpecialtyLanding({ specialty }: { specialty: Specialty }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const search = useDoctorSearch({ specialty: specialty._id, page: 1, limit: LANDING_LIMIT });
  const doctors = search.data?.results ?? [];
  const values = { specialty: specialtyName(specialty, locale), count: search.data?.totalResults ?? 0 };
  return (
    <div className="landing-page">
      <PageMeta
        title={intl.formatMessage({ id: 'LANDING.SPECIALTY.META_TITLE' }, values)}
        description={intl.formatMessage({ id: 'LANDING.SPECIALTY.DESCRIPTION' }, values)}
      />
      <LandingBreadcrumb steps={[{ name: values.specialty }]} />
      <h1>{intl.formatMessage({ id: 'LANDING.SPECIALTY.TITLE' }, values)}</h1>
      {search.data ? (
        <p className="landing-page__lead">
          {intl.formatMessage({ id: 'LANDING.SPECIALTY.DESCRIPTION' }, values)}
        </p>
      ) : null}
      {doctors.length > 0 ? (
        <section aria-labelledby="landing-cities" className="landing-page__section">
          <h2 id="landing-cities">{intl.formatMessage({ id: 'LANDING.BY_CITY' })}</h2>
          <ul className="landing-page__links">
            {citiesOf(doctors, locale).map(({ city, count }) => (
              <li key={city._id}>
                <Link to={cityLandingHref(specialty, city, locale)}>
                  {intl.formatMessage({ id: 'LANDING.CITY_LINK' }, { city: cityName(city, locale), count })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <DoctorList search={search} />
    </div>
  );
}

function CityLanding({ specialty, city }: { specialty: Specialty; city: Location }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const search = useDoctorSearch({ specialty: specialty._id, city: city._id, page: 1, limit: LANDING_LIMIT });
  const values = {
    specialty: specialtyName(specialty, locale),
    city: cityName(city, locale),
    count: search.data?.totalResults ?? 0,
  };
  return (
    <div className="landing-page">
      <PageMeta
        title={intl.formatMessage({ id: 'LANDING.CITY.META_TITLE' }, values)}
        description={intl.formatMessage({ id: 'LANDING.CITY.DESCRIPTION' }, values)}
      />
      <LandingBreadcrumb
        steps={[
          { name: values.specialty, href: specialtyLandingHref(specialty, locale) },
          { name: values.city },
        ]}
      />
      <h1>{intl.formatMessage({ id: 'LANDING.CITY.TITLE' }, values)}</h1>
      {search.data ? (
        <p className="landing-page__lead">{intl.formatMessage({ id: 'LANDING.CITY.DESCRIPTION' }, values)}</p>
      ) : null}
      <p>
        <Link to={searchHref({ specialty: specialty._id, city: city._id })}>
          {intl.formatMessage({ id: 'LANDING.REFINE' })}
        </Link>
      </p>
      <DoctorList search={search} />
    </div>
  );
}

function LandingBreadcrumb({ steps }: { steps: Crumb[] }) {
  const intl = useIntl();
  return (
    <Breadcrumb
      label={intl.formatMessage({ id: 'LANDING.BREADCRUMB' })}
      crumbs={[{ name: intl.formatMessage({ id: 'LANDING.INDEX.TITLE' }), href: LANDING_PATH }, ...steps]}
    />
  );
}

function DoctorList({ search }: { search: ReturnType<typeof useDoctorSearch> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  if (search.isPending) {
    return (
      <p className="app-status" role="status">
        {intl.formatMessage({ id: 'SEARCH.RESULTS.LOADING' })}
      </p>
    );
  }
  const doctors = search.data?.results ?? [];
  if (doctors.length === 0) {
    return <EmptyState headingLevel={2} title={intl.formatMessage({ id: 'LANDING.EMPTY' })} />;
  }
  return (
    <section aria-labelledby="landing-doctors" className="landing-page__section">
      <PhysicianList doctors={doctors} />
      <h2 id="landing-doctors">
        {intl.formatMessage({ id: 'LANDING.DOCTORS' }, { count: search.data?.totalResults ?? 0 })}
      </h2>
      <ul className="landing-page__doctors">
        {doctors.map((doctor) => (
          <li key={doctor._id}>
            <DoctorResultCard
              doctor={doctor}
              nextSlots={doctor.nextSlots ?? []}
              onSlotSelect={(slot) => void navigate(reservationHref(doctor._id, slot))}
              headingLevel={3}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The doctors listed, for search engines: an ItemList of Physician, each with its profile's URL. */
function PhysicianList({ doctors }: { doctors: readonly Doctor[] }) {
  const { locale } = useLocale();
  const absolute = useAbsoluteUrl();
  return (
    <JsonLd
      data={itemList(
        doctors.map((doctor) => {
          const url = absolute(doctorProfileHref(doctor._id));
          return {
            '@type': 'Physician',
            '@id': url,
            url,
            name: doctor.name,
            medicalSpecialty: specialtyName(doctor.doctorSpecialty, locale),
            address: {
              '@type': 'PostalAddress',
              addressLocality: cityName(doctor.city, locale),
              addressCountry: 'TN',
            },
          };
        }),
      )}
    />
  );
}
