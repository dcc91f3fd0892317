import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { type RdvsParams, useLocale, useRdvCalendarFile, useRdvs, useSession } from '@tabib/hooks';
import { isNetworkError, type Rdv } from '@tabib/sdk';
import { AppointmentCard, EmptyState, Pagination } from '@tabib/ui';

import { saveTextFile } from '../../files/saveTextFile';
import { doctorName } from '../../i18n/localizedNames';
import { OfflineRdvs } from '../../offline/OfflineRdvs';
import { saveUpcomingRdvs } from '../../offline/offlineRdvsStore';
import { useOnline } from '../../offline/useOnline';
import '../../forms/forms.css';
import { paymentAwaitedUntil, receiptHref } from '../../payments/paymentText';
import { RdvPaymentLine } from '../../payments/RdvPaymentLine';
import { usePayRdv } from '../../payments/usePayRdv';
import { CancelRdvForm } from './CancelRdvForm';
import './PatientDashboard.css';
import { PatientRdvDetails } from './PatientRdvDetails';
import { isChangeable } from './rdvRules';
import { RdvDialog } from './RdvDialog';
import { RescheduleRdvForm } from './RescheduleRdvForm';
import { isRoomOpen, roomHref } from '../teleconsultation/roomWindow';
import { WaitlistOffers } from './WaitlistOffers';

const RDVS_PER_PAGE = 10;

type OpenDialog = { kind: 'cancel' | 'reschedule'; rdv: Rdv } | null;

/**
 * Docs/decisions/042: each time the first page of upcoming rdvs loads, a copy is kept in this browser
 * for reading offline (the same query as the list's, so no second request).
 */
function useOfflineCopy(upcoming: Pick<RdvsParams, 'filter' | 'sort'>) {
  const { user } = useSession();
  const rdvs = useRdvs({ ...upcoming, page: 1, limit: RDVS_PER_PAGE }, { meta: { errorToast: false } });
  const userId = user?._id;
  useEffect(() => {
    if (userId === undefined || rdvs.data === undefined) return;
    // A browser that refuses IndexedDB (private browsing, quota) just has no copy to read offline.
    saveUpcomingRdvs(userId, rdvs.data.results).catch(() => undefined);
  }, [userId, rdvs.data]);
  return { userId: userId ?? null, noNetwork: isNetworkError(rdvs.error) };
}

/** requirements §2 /patient-dashboard: the patient's upcoming and past rdvs, to cancel or move. */
export default function PatientRdvsPage() {
  const intl = useIntl();
  // One "now" for both lists, so an rdv is in exactly one of them (the server's `from` ≤ date < `to`).
  const [now] = useState(() => new Date().toISOString());
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const upcoming = { filter: { from: now }, sort: 'date' } as const;
  const offlineCopy = useOfflineCopy(upcoming);
  const online = useOnline();
  const text = (id: string) => intl.formatMessage({ id });
  const closeDialog = () => setDialog(null);

  // Without the network nothing here can load or change: the saved copy, read-only.
  if (!online || offlineCopy.noNetwork) return <OfflineRdvs userId={offlineCopy.userId} />;

  return (
    <div className="pd-page">
      <div className="pd-heading-row">
        <h1 className="pd-title">{text('PATIENT.RDVS.TITLE')}</h1>
        <Link className="form-button" data-tone="primary" to="/search-doctors">
          {text('PATIENT.RDVS.BOOK')}
        </Link>
      </div>
      <WaitlistOffers />
      <RdvList
        titleId="PATIENT.RDVS.UPCOMING"
        emptyId="PATIENT.RDVS.NO_UPCOMING"
        params={upcoming}
        onCancel={(rdv) => setDialog({ kind: 'cancel', rdv })}
        onReschedule={(rdv) => setDialog({ kind: 'reschedule', rdv })}
      />
      <RdvList
        titleId="PATIENT.RDVS.PAST"
        emptyId="PATIENT.RDVS.NO_PAST"
        params={{ filter: { to: now }, sort: '-date' }}
      />
      <RdvDialog
        rdv={dialog?.kind === 'cancel' ? dialog.rdv : null}
        title={text('PATIENT.RDVS.CANCEL_TITLE')}
        onClose={closeDialog}
      >
        {(rdv) => <CancelRdvForm rdv={rdv} onClose={closeDialog} />}
      </RdvDialog>
      <RdvDialog
        rdv={dialog?.kind === 'reschedule' ? dialog.rdv : null}
        title={text('PATIENT.RDVS.RESCHEDULE_TITLE')}
        onClose={closeDialog}
      >
        {(rdv) => <RescheduleRdvForm rdv={rdv} onClose={closeDialog} />}
      </RdvDialog>
    </div>
  );
}

interface RdvListProps {
  titleId: string;
  emptyId: string;
  params: Pick<RdvsParams, 'filter' | 'sort'>;
  onCancel?: (rdv: Rdv) => void;
  onReschedule?: (rdv: Rdv) => void;
}

function RdvList({ titleId, emptyId, params, onCancel, onReschedule }: RdvListProps) {
  const intl = useIntl();
  const [page, setPage] = useState(0);
  // The list says a failed load (or, offline, shows the copy kept in this browser).
  const rdvs = useRdvs({ ...params, page: page + 1, limit: RDVS_PER_PAGE }, { meta: { errorToast: false } });
  const { locale } = useLocale();
  const text = (id: string) => intl.formatMessage({ id });
  const calendarFile = useRdvCalendarFile({
    meta: {
      errorToast: { message: 'ERRORS.LOAD_FAILED', values: { item: text('PATIENT.RDVS.CALENDAR_ITEM') } },
    },
  });
  const payment = usePayRdv();
  const navigate = useNavigate();
  const headingId = `${titleId}-heading`;

  const addToCalendar = (rdv: Rdv) =>
    calendarFile.mutate(
      { id: rdv._id, lang: locale },
      { onSuccess: (ics) => saveTextFile(`rdv-${rdv.date.slice(0, 10)}.ics`, ics, 'text/calendar') },
    );

  // docs/decisions/015: an online rdv left unpaid is paid from here while its slot is held.
  const payAction = (rdv: Rdv) =>
    onCancel && paymentAwaitedUntil(rdv.payment, new Date()) !== null
      ? [
          {
            id: 'pay',
            label: text('RDV_PAYMENT.PAY_NOW'),
            tone: 'primary' as const,
            isDisabled: payment.busy,
            onAction: () => payment.pay(rdv._id),
          },
        ]
      : [];

  // docs/decisions/055: a teleconsultation is joined from its card while its room is open, in either list
  // (once it has begun it is among the past ones).
  const joinAction = (rdv: Rdv) =>
    isRoomOpen(rdv, new Date())
      ? [
          {
            id: 'join',
            label: text('ROOM.JOIN_BUTTON'),
            tone: 'primary' as const,
            onAction: () => void navigate(roomHref(rdv._id)),
          },
        ]
      : [];

  const actionsOf = (rdv: Rdv) =>
    onCancel && onReschedule && isChangeable(rdv)
      ? [
          ...joinAction(rdv),
          ...payAction(rdv),
          {
            id: 'calendar',
            label: text('PATIENT.RDVS.ADD_TO_CALENDAR'),
            onAction: () => addToCalendar(rdv),
          },
          {
            id: 'reschedule',
            label: text('PATIENT.RDVS.RESCHEDULE'),
            onAction: () => onReschedule(rdv),
          },
          {
            id: 'cancel',
            label: text('PATIENT.RDVS.CANCEL'),
            tone: 'danger' as const,
            onAction: () => onCancel(rdv),
          },
        ]
      : joinAction(rdv);

  return (
    <section className="pd-section" aria-labelledby={headingId} aria-busy={rdvs.isPending}>
      <h2 id={headingId} className="pd-section-title">
        {text(titleId)}
      </h2>
      {rdvs.isPending ? (
        <p className="pd-status" role="status">
          {text('PATIENT.RDVS.LOADING')}
        </p>
      ) : rdvs.isError ? (
        <p className="form-message" role="alert">
          {intl.formatMessage({ id: 'ERRORS.LOAD_FAILED' }, { item: text('PATIENT.RDVS.ITEM') })}
        </p>
      ) : rdvs.data.results.length === 0 ? (
        <EmptyState title={text(emptyId)} headingLevel={3} />
      ) : (
        <>
          <ul className="pd-list">
            {rdvs.data.results.map((rdv) => (
              <li key={rdv._id}>
                <AppointmentCard
                  date={rdv.date}
                  name={doctorName(rdv.doctor.name, locale)}
                  visitType={
                    <PatientRdvDetails rdv={rdv}>
                      <RdvPaymentLine rdv={rdv} receiptHref={receiptHref(rdv._id)} />
                      {rdv.remoteNote ? (
                        <span className="pd-remote-note">
                          <strong>{text('ROOM.NOTE.FROM_DOCTOR')}</strong> <bdi>{rdv.remoteNote.text}</bdi>
                        </span>
                      ) : null}
                    </PatientRdvDetails>
                  }
                  status={rdv.status}
                  actions={actionsOf(rdv)}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            onPageChange={setPage}
            pageCount={rdvs.data.totalPages}
            // Two lists on the page: each navigation landmark needs its own name.
            labels={{
              navigation: intl.formatMessage({ id: 'PATIENT.RDVS.PAGINATION' }, { list: text(titleId) }),
            }}
          />
        </>
      )}
    </section>
  );
}
