import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { AppointmentCard, EmptyState } from '@tabib/ui';

import '../pages/patient-dashboard/PatientDashboard.css';
import { doctorName } from '../i18n/localizedNames';
import { PatientRdvDetails } from '../pages/patient-dashboard/PatientRdvDetails';
import { OfflineNotice } from './OfflineNotice';
import { readUpcomingRdvs, type OfflineRdvs as SavedRdvs } from './offlineRdvsStore';

export interface OfflineRdvsProps {
  /** The patient whose saved copy may be shown; `null` shows none (nobody known to be signed in). */
  userId: string | null;
}

/**
 * docs/decisions/042: /patient-dashboard without the network — the upcoming rdvs this browser saved
 * for `userId` the last time the page loaded them, read-only (no booking, moving or cancelling), under
 * a notice that says how old they are.
 */
export function OfflineRdvs({ userId }: OfflineRdvsProps) {
  const intl = useIntl();
  const [read, setRead] = useState<{ userId: string; copy: SavedRdvs | null } | null>(null);
  useEffect(() => {
    if (userId === null) return;
    let current = true;
    readUpcomingRdvs(userId).then(
      (copy) => current && setRead({ userId, copy }),
      // A browser that refuses IndexedDB keeps no copy.
      () => current && setRead({ userId, copy: null }),
    );
    return () => {
      current = false;
    };
  }, [userId]);
  // `undefined` while the copy is read.
  const saved = userId === null ? null : read?.userId === userId ? read.copy : undefined;
  const text = (id: string) => intl.formatMessage({ id });

  return (
    <div className="pd-page" aria-busy={saved === undefined}>
      <h1 className="pd-title">{text('PATIENT.RDVS.TITLE')}</h1>
      {saved === undefined ? null : <OfflineNotice savedAt={saved?.savedAt ?? null} />}
      {saved ? (
        <section className="pd-section" aria-labelledby="offline-upcoming-heading">
          <h2 id="offline-upcoming-heading" className="pd-section-title">
            {text('PATIENT.RDVS.UPCOMING')}
          </h2>
          {saved.rdvs.length === 0 ? (
            <EmptyState title={text('PATIENT.RDVS.NO_UPCOMING')} headingLevel={3} />
          ) : (
            <ul className="pd-list">
              {saved.rdvs.map((rdv) => (
                <li key={rdv._id}>
                  <AppointmentCard
                    date={rdv.date}
                    name={doctorName(rdv.doctor.name, intl.locale)}
                    visitType={<PatientRdvDetails rdv={rdv} />}
                    status={rdv.status}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
