import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useTabibClient } from '@tabib/hooks';

import '../pages/patient-dashboard/PatientDashboard.css';
import { OfflineRdvs } from './OfflineRdvs';
import { lastSignedInUser } from './signedInUser';

/**
 * docs/decisions/042: what a signed-in area shows when the session could not be checked for lack of
 * network (`useAuthGuard` says `offline`). /patient-dashboard shows the saved upcoming rdvs of the
 * last patient signed in here — only while this browser still holds a session (its hint cookie; gone
 * once the session ended or was signed out); any other page says it needs the network.
 */
export default function OfflinePage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const client = useTabibClient();
  if (pathname === '/patient-dashboard') {
    return <OfflineRdvs userId={client.session.mayRefresh() ? lastSignedInUser() : null} />;
  }
  return (
    <div className="pd-page">
      <h1 className="pd-title">{intl.formatMessage({ id: 'OFFLINE.TITLE' })}</h1>
      <p role="status">{intl.formatMessage({ id: 'OFFLINE.PAGE_NEEDS_NETWORK' })}</p>
    </div>
  );
}
