import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useLocale, useRdvs } from '@tabib/hooks';
import type { RdvStatus } from '@tabib/sdk';
import { appointmentCardMessages } from '@tabib/ui';

import { TextField } from '../../forms/Field';
import { RDV_STATUSES } from '../../pages/doctor-dashboard/agenda/agenda';
import { RdvPaymentLine } from '../../payments/RdvPaymentLine';
import { doctorName } from '../../i18n/localizedNames';
import { ADMIN_PAGE_SIZE } from './adminFilters';
import {
  FilterSelect,
  ListEmpty,
  ListFilters,
  PagedTable,
  useAdminDates,
  useListFilters,
} from './adminListParts';
import { rdvsFilterFromSearch, rdvListQueryOf } from './adminListSearch';
import './admin-content.css';

/** How each status is marked (`data-state` of the shared flag style). */
const STATUS_STATES: Record<RdvStatus, 'on' | 'off' | 'pending' | 'alert'> = {
  pending: 'pending',
  confirmed: 'on',
  done: 'off',
  cancelled: 'alert',
  absent: 'alert',
};

/** docs/decisions/018: every rdv, read-only, by status and days (Tunis time), latest first. */
export default function RdvsPage() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const { locale } = useLocale();
  const [, setSearchParams] = useSearchParams();
  const { filters, setFilter, setPage } = useListFilters(rdvsFilterFromSearch);
  const rdvs = useRdvs(
    {
      filter: rdvListQueryOf(filters),
      sort: '-date',
      page: filters.page,
      limit: ADMIN_PAGE_SIZE,
    },
    { meta: { errorToast: false } },
  );
  const dates = useAdminDates();
  const statusNames = appointmentCardMessages[locale].status;
  const filtered = filters.status !== null || filters.from !== null || filters.to !== null;

  const clearFilters = () =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of ['status', 'from', 'to', 'page']) next.delete(name);
      return next;
    });

  // The first and last day shown, each bounding the other.
  const dayField = (name: 'from' | 'to', bounds: { min?: string; max?: string }) => (
    <TextField
      id={`ac-rdvs-${name}`}
      label={text(name === 'from' ? 'ADMIN.RDVS.FROM' : 'ADMIN.RDVS.TO')}
      type="date"
      value={filters[name] ?? ''}
      {...bounds}
      onChange={(event) => setFilter(name, event.target.value, { replace: true })}
    />
  );

  return (
    <div className="ap-page">
      <h1 className="ap-title">{text('ADMIN.RDVS.TITLE')}</h1>
      <p className="ap-hint">{text('ADMIN.RDVS.INTRO')}</p>

      <ListFilters>
        <FilterSelect<RdvStatus>
          id="ac-rdvs-status"
          label={text('DOCTOR_DASHBOARD.RDVS.STATUS_FILTER')}
          value={filters.status ?? 'all'}
          allLabel={text('DOCTOR_DASHBOARD.RDVS.ALL_STATUSES')}
          options={RDV_STATUSES.map((status) => ({ value: status, label: statusNames[status] }))}
          onChange={(value) => setFilter('status', value)}
        />
        {dayField('from', { max: filters.to ?? undefined })}
        {dayField('to', { min: filters.from ?? undefined })}
        {filtered ? (
          <button type="button" className="form-button ac-filters-clear" onClick={clearFilters}>
            {text('ADMIN.RDVS.CLEAR')}
          </button>
        ) : null}
      </ListFilters>

      <PagedTable
        query={rdvs}
        page={filters.page}
        onPage={setPage}
        labels={{ loading: 'ADMIN.RDVS.LOADING', item: 'ADMIN.RDVS.ITEM' }}
        empty={<ListEmpty filtered={filtered} empty="ADMIN.RDVS.EMPTY" />}
        caption={intl.formatMessage({ id: 'ADMIN.RDVS.LIST_TITLE' }, { count: rdvs.data?.totalResults })}
        columns={[
          text('ADMIN.RDVS.COLUMNS.DATE'),
          text('ADMIN.RDVS.COLUMNS.DOCTOR'),
          text('ADMIN.RDVS.COLUMNS.PATIENT'),
          text('ADMIN.RDVS.COLUMNS.STATUS'),
          text('ADMIN.RDVS.COLUMNS.PAYMENT'),
        ]}
        busy={rdvs.isFetching}
      >
        {(results) =>
          results.map((rdv) => (
            <tr key={rdv._id}>
              <th scope="row" className="ap-nowrap">
                <time dateTime={rdv.date}>{dates.dateTime(rdv.date)}</time>
              </th>
              <td dir="auto">{doctorName(rdv.doctor.name, locale)}</td>
              <td dir="auto">{rdv.patient.name}</td>
              <td>
                <span className="ap-flag" data-state={STATUS_STATES[rdv.status]}>
                  {statusNames[rdv.status]}
                </span>
              </td>
              <td>
                <RdvPaymentLine rdv={rdv} />
              </td>
            </tr>
          ))
        }
      </PagedTable>
    </div>
  );
}
