import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  rdvsQuery,
  useLocale,
  useRdvs,
  useReportError,
  useSession,
  useTabibClient,
  useTabibLogger,
} from '@tabib/hooks';
import type { Rdv, RdvStatus } from '@tabib/sdk';
import { AppointmentCard, EmptyState, Pagination, appointmentCardMessages } from '@tabib/ui';

import { PhoneNumber } from '../../../components/PhoneNumber';
import '../../../forms/forms.css';
import { receiptHref } from '../../../payments/paymentText';
import { RdvPaymentLine } from '../../../payments/RdvPaymentLine';
import {
  RDV_STATUSES,
  actingDoctorId,
  rdvActions,
  spanRange,
  staffRoleOf,
  type AgendaView,
  type RdvAction,
  type StaffRole,
} from './agenda';
import { AgendaToolbar } from './AgendaToolbar';
import { NewPracticeRdvButton } from './PracticeRdvDialog';
import { agendaCsv } from './agendaExport';
import '../DoctorDashboard.css';
import { doctorName } from '../../../i18n/localizedNames';
import { useVisitTypeName } from '../../../i18n/catalogNames';
import { attendeeName } from '../../../relatives/forWhom';
import { RdvActionDialogs, useRdvStatusChange, type RdvDialogState } from './RdvActionDialogs';
import { SetupChecklist } from '../settings/SetupChecklist';
import { useAgendaState } from './useAgendaState';
import { isRoomOpen, roomHref } from '../../teleconsultation/roomWindow';
import { RemoteLabel, useRoomClock } from '../../teleconsultation/RemoteLabel';

const VIEWS: readonly [AgendaView, ...AgendaView[]] = ['day', 'week'];
// spec/openapi.yaml Limit: at most 100 a page; a day or a week rarely needs a second page.
const RDVS_PER_PAGE = 50;

const ACTION_LABELS: Record<RdvAction, string> = {
  confirm: 'DOCTOR_DASHBOARD.RDVS.CONFIRM',
  done: 'DOCTOR_DASHBOARD.RDVS.DONE',
  absent: 'DOCTOR_DASHBOARD.RDVS.ABSENT',
  reschedule: 'DOCTOR_DASHBOARD.RDVS.RESCHEDULE',
  cancel: 'DOCTOR_DASHBOARD.RDVS.CANCEL',
};

/** The API's largest page: an export reads a span in as few requests as it can. */
const EXPORT_PAGE_SIZE = 100;

const CSV_HEADERS = [
  'DOCTOR_DASHBOARD.EXPORT.DATE',
  'DOCTOR_DASHBOARD.EXPORT.TIME',
  'DOCTOR_DASHBOARD.EXPORT.PATIENT',
  'DOCTOR_DASHBOARD.EXPORT.PHONE',
  'DOCTOR_DASHBOARD.EXPORT.EMAIL',
  'DOCTOR_DASHBOARD.EXPORT.VISIT',
  'DOCTOR_DASHBOARD.EXPORT.STATUS',
  'DOCTOR_DASHBOARD.EXPORT.PAYMENT',
  'DOCTOR_DASHBOARD.EXPORT.REASON',
] as const;

const STATUS_LABELS: Record<RdvStatus, string> = {
  pending: 'DOCTOR_STATS.STATUS.PENDING',
  confirmed: 'DOCTOR_STATS.STATUS.CONFIRMED',
  done: 'DOCTOR_STATS.STATUS.DONE',
  cancelled: 'DOCTOR_STATS.STATUS.CANCELLED',
  absent: 'DOCTOR_STATS.STATUS.ABSENT',
};

const PAYMENT_LABELS: Record<Rdv['paymentStatus'], string> = {
  unpaid: 'DOCTOR_DASHBOARD.RDVS.PAYMENT_UNPAID',
  pending: 'DOCTOR_DASHBOARD.RDVS.PAYMENT_PENDING',
  paid: 'DOCTOR_DASHBOARD.RDVS.PAYMENT_PAID',
  refunded: 'DOCTOR_DASHBOARD.RDVS.PAYMENT_REFUNDED',
};

/**
 * requirements §2 /doctor-dashboard: the acting doctor's rdvs of a day or a week (a secretary sees her
 * doctor's, an admin everyone's), filtered by status, with the changes the status machine allows.
 */
export default function DoctorRdvsPage() {
  const intl = useIntl();
  const { user, role } = useSession();
  const staffRole = staffRoleOf(role);
  const text = (id: string) => intl.formatMessage({ id });

  return (
    <div className="dd-page">
      <h1 className="dd-title">{text('DOCTOR_DASHBOARD.RDVS.TITLE')}</h1>
      {role === 'doctor' ? <SetupChecklist /> : null}
      {staffRole === null ? (
        <StaffOnly />
      ) : (
        <Agenda staffRole={staffRole} doctorId={user ? actingDoctorId(user) : null} />
      )}
    </div>
  );
}

/** A patient who opens the doctor area (the guard checks login only, requirements §6) is sent to their own. */
export function StaffOnly() {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage({ id: 'DOCTOR_DASHBOARD.RDVS.STAFF_ONLY' })}
      headingLevel={2}
      action={
        <Link className="form-button" data-tone="primary" to="/patient-dashboard">
          {intl.formatMessage({ id: 'DOCTOR_DASHBOARD.RDVS.PATIENT_AREA' })}
        </Link>
      }
    />
  );
}

function Agenda({ staffRole, doctorId }: { staffRole: StaffRole; doctorId: string | null }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { state, today, update } = useAgendaState(VIEWS);
  const [dialog, setDialog] = useState<RdvDialogState>(null);
  const text = (id: string) => intl.formatMessage({ id });
  const statusNames = appointmentCardMessages[locale].status;
  const spanKey = `${state.view}:${state.date}:${state.status ?? ''}`;
  const filter: RdvFilter = {
    ...(doctorId === null || staffRole === 'admin' ? {} : { doctor: doctorId }),
    ...spanRange(state.view, state.date),
    ...(state.status === null ? {} : { status: state.status }),
  };

  return (
    <section className="dd-section" aria-labelledby="dd-span-title">
      <AgendaToolbar state={state} views={VIEWS} update={update} today={today} headingId="dd-span-title" />
      <div className="form-field dd-filter">
        <label className="form-field__label" htmlFor="dd-status-filter">
          {text('DOCTOR_DASHBOARD.RDVS.STATUS_FILTER')}
        </label>
        <select
          id="dd-status-filter"
          className="form-field__control"
          value={state.status ?? ''}
          onChange={(event) =>
            update({ status: RDV_STATUSES.find((status) => status === event.target.value) ?? null })
          }
        >
          <option value="">{text('DOCTOR_DASHBOARD.RDVS.ALL_STATUSES')}</option>
          {RDV_STATUSES.map((status: RdvStatus) => (
            <option key={status} value={status}>
              {statusNames[status]}
            </option>
          ))}
        </select>
      </div>
      <AgendaExport filter={filter} fileName={`rdv-${state.view}-${state.date}.csv`}>
        {staffRole !== 'admin' && doctorId !== null ? <NewPracticeRdvButton doctorId={doctorId} /> : null}
      </AgendaExport>
      <RdvList
        // A new span starts again at its first page.
        key={spanKey}
        filter={filter}
        emptyId={
          state.view === 'day' ? 'DOCTOR_DASHBOARD.RDVS.EMPTY_DAY' : 'DOCTOR_DASHBOARD.RDVS.EMPTY_WEEK'
        }
        staffRole={staffRole}
        onDialog={setDialog}
      />
      <RdvActionDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </section>
  );
}

type RdvFilter = NonNullable<NonNullable<Parameters<typeof useRdvs>[0]>['filter']>;

/**
 * The shown span's list, printed (the page's print style keeps only the list) or downloaded as CSV for a
 * spreadsheet: every rdv of the span, not only the page on screen.
 */
function AgendaExport({
  filter,
  fileName,
  children,
}: {
  filter: RdvFilter;
  fileName: string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const visitTypeName = useVisitTypeName();
  const text = (id: string) => intl.formatMessage({ id });
  const client = useTabibClient();
  const logger = useTabibLogger();
  const queryClient = useQueryClient();
  const report = useReportError();
  const [exporting, setExporting] = useState(false);

  const download = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      const rdvs: Rdv[] = [];
      for (let page = 1; ; page += 1) {
        const result = await queryClient.fetchQuery({
          ...rdvsQuery({ client, logger }, { filter, sort: 'date', page, limit: EXPORT_PAGE_SIZE }),
          // One export, one report: the catch below says it, whichever page failed.
          meta: { errorToast: false },
        });
        rdvs.push(...result.results);
        if (page >= result.totalPages) break;
      }
      const csv = agendaCsv(rdvs, {
        headers: CSV_HEADERS.map(text),
        status: Object.fromEntries(
          RDV_STATUSES.map((status) => [status, text(STATUS_LABELS[status])]),
        ) as Record<RdvStatus, string>,
        payment: Object.fromEntries(
          Object.entries(PAYMENT_LABELS).map(([status, id]) => [status, text(id)]),
        ) as Record<Rdv['paymentStatus'], string>,
        visitType: visitTypeName,
      });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      link.download = fileName;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      report(error, {
        message: 'ERRORS.LOAD_FAILED',
        values: { item: text('DOCTOR_DASHBOARD.RDVS.ITEM') },
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="dd-export">
      {children}
      <button type="button" className="form-button" onClick={() => window.print()}>
        {text('DOCTOR_DASHBOARD.RDVS.PRINT')}
      </button>
      <button type="button" className="form-button" aria-disabled={exporting} onClick={() => void download()}>
        {text(exporting ? 'DOCTOR_DASHBOARD.RDVS.EXPORTING' : 'DOCTOR_DASHBOARD.RDVS.EXPORT_CSV')}
      </button>
    </div>
  );
}

interface RdvListProps {
  filter: RdvFilter;
  emptyId: string;
  staffRole: StaffRole;
  onDialog: (dialog: RdvDialogState) => void;
}

function RdvList({ filter, emptyId, staffRole, onDialog }: RdvListProps) {
  const intl = useIntl();
  const visitTypeName = useVisitTypeName();
  const { locale } = useLocale();
  const [page, setPage] = useState(0);
  const rdvs = useRdvs(
    { filter, sort: 'date', page: page + 1, limit: RDVS_PER_PAGE },
    { meta: { errorToast: false } },
  );
  const statusChange = useRdvStatusChange();
  const navigate = useNavigate();
  const text = (id: string) => intl.formatMessage({ id });
  // Looked at again every 30 s, so the join button comes when the room opens (decision 055).
  const now = useRoomClock();

  // docs/decisions/055: the doctor joins a teleconsultation from the agenda; the secretary sees it but is
  // no party to it, so she has no button (the server refuses her a ticket too).
  const joinAction = (rdv: Rdv) =>
    staffRole === 'doctor' && isRoomOpen(rdv, now)
      ? [
          {
            id: 'join',
            label: text('ROOM.JOIN_BUTTON'),
            tone: 'primary' as const,
            onAction: () => void navigate(roomHref(rdv._id)),
          },
        ]
      : [];

  const actionsOf = (rdv: Rdv) => [
    ...joinAction(rdv),
    ...rdvActions(rdv, staffRole, now).map((action) => ({
      id: action,
      label: text(ACTION_LABELS[action]),
      tone:
        action === 'cancel' ? ('danger' as const) : action === 'confirm' ? ('primary' as const) : undefined,
      isDisabled: statusChange.pendingId === rdv._id,
      onAction: () => {
        if (action === 'cancel' || action === 'reschedule') onDialog({ kind: action, rdv });
        else statusChange.change(rdv, action === 'confirm' ? 'confirmed' : action);
      },
    })),
  ];

  if (rdvs.isPending) {
    return (
      <p className="dd-status" role="status">
        {text('DOCTOR_DASHBOARD.RDVS.LOADING')}
      </p>
    );
  }
  if (rdvs.isError) {
    return (
      <p className="form-message" role="alert">
        {intl.formatMessage({ id: 'ERRORS.LOAD_FAILED' }, { item: text('DOCTOR_DASHBOARD.RDVS.ITEM') })}
      </p>
    );
  }
  if (rdvs.data.results.length === 0) return <EmptyState title={text(emptyId)} headingLevel={3} />;
  return (
    <>
      <ul className="dd-list" aria-busy={rdvs.isFetching}>
        {rdvs.data.results.map((rdv) => (
          <li key={rdv._id}>
            <AppointmentCard
              date={rdv.date}
              name={attendeeName(intl, rdv, locale)}
              visitType={
                <>
                  {/* Fields apart, with a separator: in Arabic a number next to a word would read as one. */}
                  {staffRole === 'admin' ? (
                    <>
                      <bdi>{doctorName(rdv.doctor.name, locale)}</bdi>
                      {' · '}
                    </>
                  ) : null}
                  <bdi>{visitTypeName(rdv.visitType, rdv.visitTypeNames)}</bdi>
                  {/* Decision 054: a teleconsultation is labelled as one in the agenda. */}
                  {rdv.remote ? (
                    <>
                      {' · '}
                      <RemoteLabel />
                    </>
                  ) : null}
                  {rdv.patient.phone ? (
                    <>
                      {' · '}
                      <PhoneNumber phone={rdv.patient.phone} label={text('DOCTOR_DASHBOARD.RDVS.PHONE')} />
                    </>
                  ) : null}
                  <RdvPaymentLine rdv={rdv} receiptHref={receiptHref(rdv._id)} />
                </>
              }
              status={rdv.status}
              actions={actionsOf(rdv)}
            />
          </li>
        ))}
      </ul>
      <Pagination page={page} onPageChange={setPage} pageCount={rdvs.data.totalPages} />
    </>
  );
}
