import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useLocale, useRdvs } from '@tabib/hooks';
import type { Rdv, RdvStatus } from '@tabib/sdk';
import { appointmentCardMessages, EmptyState } from '@tabib/ui';

import { TextField } from '../../forms/Field';
import { RDV_STATUSES } from '../../pages/doctor-dashboard/agenda';
import { ADMIN_PAGE_SIZE } from './adminFilters';
import {
  FilterSelect,
  ListPagination,
  ListState,
  TableRegion,
  useAdminDates,
  useListFilters,
} from './adminListParts';
import { appointmentsFilterFromSearch, rdvListQueryOf } from './adminListSearch';
import './admin-content.css';

// The app's own words for payments (the doctor's agenda), so both screens say the same.
const PAYMENT_STATUS_LABELS: Record<Rdv['paymentStatus'], string> = {
  unpaid: 'DOCTOR_DASHBOARD.APPOINTMENTS.PAYMENT_UNPAID',
  pending: 'DOCTOR_DASHBOARD.APPOINTMENTS.PAYMENT_PENDING',
  paid: 'DOCTOR_DASHBOARD.APPOINTMENTS.PAYMENT_PAID',
  refunded: 'DOCTOR_DASHBOARD.APPOINTMENTS.PAYMENT_REFUNDED',
};

const PAYMENT_MODE_LABELS: Record<Rdv['paymentMode'], string> = {
  online: 'ADMIN.APPOINTMENTS.PAYMENT_MODE.ONLINE',
  onsite: 'ADMIN.APPOINTMENTS.PAYMENT_MODE.ONSITE',
};

/** How each status is marked (`data-state` of the shared flag style). */
const STATUS_STATES: Record<RdvStatus, 'on' | 'off' | 'pending' | 'alert'> = {
  pending: 'pending',
  confirmed: 'on',
  done: 'off',
  cancelled: 'alert',
  absent: 'alert',
};

type StatusFilter = RdvStatus | 'all';

/** Issue 8 §3: every appointment, read-only, by status and days (Tunis time), latest first. */
export default function AppointmentsPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const { locale } = useLocale();
  const [, setSearchParams] = useSearchParams();
  const { filters, setFilter, setPage } = useListFilters(appointmentsFilterFromSearch);
  const rdvs = useRdvs({
    filter: rdvListQueryOf(filters),
    sort: '-date',
    page: filters.page,
    limit: ADMIN_PAGE_SIZE,
  });
  const dates = useAdminDates();
  const statusNames = appointmentCardMessages[locale].status;
  const filtered = filters.status !== null || filters.from !== null || filters.to !== null;

  const clearFilters = () =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of ['status', 'from', 'to', 'page']) next.delete(name);
      return next;
    });

  return (
    <div className="ap-page">
      <h1 className="ap-title">{text('ADMIN.APPOINTMENTS.TITLE')}</h1>
      <p className="ap-hint">{text('ADMIN.APPOINTMENTS.INTRO')}</p>

      <div className="ap-filters">
        <FilterSelect<StatusFilter>
          id="ac-rdvs-status"
          label={text('DOCTOR_DASHBOARD.APPOINTMENTS.STATUS_FILTER')}
          value={filters.status ?? 'all'}
          options={[
            { value: 'all', label: text('DOCTOR_DASHBOARD.APPOINTMENTS.ALL_STATUSES') },
            ...RDV_STATUSES.map((status) => ({ value: status, label: statusNames[status] })),
          ]}
          onChange={(value) => setFilter('status', value)}
        />
        <TextField
          id="ac-rdvs-from"
          label={text('ADMIN.APPOINTMENTS.FROM')}
          type="date"
          value={filters.from ?? ''}
          max={filters.to ?? undefined}
          onChange={(event) => setFilter('from', event.target.value, { replace: true })}
        />
        <TextField
          id="ac-rdvs-to"
          label={text('ADMIN.APPOINTMENTS.TO')}
          type="date"
          value={filters.to ?? ''}
          min={filters.from ?? undefined}
          onChange={(event) => setFilter('to', event.target.value, { replace: true })}
        />
        {filtered ? (
          <button type="button" className="form-button ac-filters-clear" onClick={clearFilters}>
            {text('ADMIN.APPOINTMENTS.CLEAR')}
          </button>
        ) : null}
      </div>

      <ListState
        query={rdvs}
        loading={text('ADMIN.APPOINTMENTS.LOADING')}
        failed={intl.formatMessage({ id: 'ERRORS.LOAD_FAILED' }, { item: text('ADMIN.APPOINTMENTS.ITEM') })}
        retry={text('ADMIN.APPOINTMENTS.RETRY')}
      />
      {rdvs.data && rdvs.data.results.length === 0 ? (
        filtered ? (
          <EmptyState variant="noResults" />
        ) : (
          <EmptyState title={text('ADMIN.APPOINTMENTS.EMPTY')} />
        )
      ) : null}
      {rdvs.data && rdvs.data.results.length > 0 ? (
        <>
          <TableRegion labelledBy="ac-rdvs-caption">
            <table className="ap-table" aria-busy={rdvs.isFetching}>
              <caption id="ac-rdvs-caption">
                {intl.formatMessage(
                  { id: 'ADMIN.APPOINTMENTS.LIST_TITLE' },
                  { count: rdvs.data.totalResults },
                )}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{text('ADMIN.APPOINTMENTS.COLUMNS.DATE')}</th>
                  <th scope="col">{text('ADMIN.APPOINTMENTS.COLUMNS.DOCTOR')}</th>
                  <th scope="col">{text('ADMIN.APPOINTMENTS.COLUMNS.PATIENT')}</th>
                  <th scope="col">{text('ADMIN.APPOINTMENTS.COLUMNS.STATUS')}</th>
                  <th scope="col">{text('ADMIN.APPOINTMENTS.COLUMNS.PAYMENT')}</th>
                </tr>
              </thead>
              <tbody>
                {rdvs.data.results.map((rdv) => (
                  <tr key={rdv._id}>
                    <th scope="row" className="ap-nowrap">
                      <time dateTime={rdv.date}>{dates.dateTime(rdv.date)}</time>
                    </th>
                    <td dir="auto">{rdv.doctor.name}</td>
                    <td dir="auto">{rdv.patient.name}</td>
                    <td>
                      <span className="ap-flag" data-state={STATUS_STATES[rdv.status]}>
                        {statusNames[rdv.status]}
                      </span>
                    </td>
                    <td className="ap-nowrap">
                      {text(PAYMENT_MODE_LABELS[rdv.paymentMode])} ·{' '}
                      {text(PAYMENT_STATUS_LABELS[rdv.paymentStatus])}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
          <ListPagination page={filters.page} totalPages={rdvs.data.totalPages} onPage={setPage} />
        </>
      ) : null}
    </div>
  );
}
