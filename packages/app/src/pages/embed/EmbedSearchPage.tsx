import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useEmbedDoctors } from '@tabib/hooks';

import { EmbedDoctorChooser } from './EmbedDoctorChooser';

/**
 * /embed/search?specialty=<id>&city=<id>&origin=<site> (or `governorate=`): the booking widget of a
 * specialty in a place (docs/decisions/046-embed.md) — only its doctors who allow the site, to choose from.
 */
export default function EmbedSearchPage() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const doctors = useEmbedDoctors(
    {
      origin: search.get('origin') ?? '',
      specialty: search.get('specialty') ?? '',
      city: search.get('city') ?? undefined,
      governorate: search.get('governorate') ?? undefined,
    },
    { meta: { errorToast: false } },
  );
  if (doctors.isPending) {
    return (
      <p className="app-status" role="status">
        {intl.formatMessage({ id: 'APP.LOADING' })}
      </p>
    );
  }
  if (doctors.isError) {
    return <p role="alert">{intl.formatMessage({ id: 'RESERVATION.DOCTOR_LOAD_FAILED' })}</p>;
  }
  if (doctors.data.doctors.length === 0) {
    return <p role="status">{intl.formatMessage({ id: 'EMBED.NO_DOCTORS' })}</p>;
  }
  return <EmbedDoctorChooser doctors={doctors.data.doctors} />;
}
