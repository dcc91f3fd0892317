import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ApiError, loginUrlFor, useLocale, useRdvReceipt, useSession } from '@tabib/hooks';
import type { components } from '@tabib/sdk';
import { formatFee, formatTunisDateTime } from '@tabib/ui';

import { PhoneNumber } from '../../components/PhoneNumber';
import { doctorName, specialtyName } from '../../i18n/localizedNames';
import { useCatalogNames, useVisitTypeName } from '../../i18n/catalogNames';
import { isId } from '../booking/reservationParams';
import { homeFor } from '../../shell/areas';
import { REFUND_STATUS_IDS, refundDate } from '../../payments/paymentText';
import './ReceiptPage.css';

type RdvReceipt = components['schemas']['RdvReceipt'];

/**
 * /receipt?rdv=<id>: what was paid online for an rdv, and its refund (docs/decisions/035), as a page
 * that prints alone (print stylesheet). The patient opens it from their rdvs, the practice from
 * its agenda; the server decides who may read it (403 for anyone else), like /payment, so the route
 * belongs to no single area.
 */
export default function ReceiptPage() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const location = useLocation();
  const { status, role } = useSession();
  const rdvId = search.get('rdv') ?? '';
  const valid = isId(rdvId);
  const signedIn = status !== 'loading' && role !== 'guest';
  const receipt = useRdvReceipt(rdvId, { enabled: valid && signedIn, meta: { errorToast: false } });
  const text = (id: string) => intl.formatMessage({ id });
  const refused = receipt.error instanceof ApiError && [403, 404].includes(receipt.error.status);

  let content;
  if (!valid || refused) {
    content = <p role="alert">{text('RECEIPT.NONE')}</p>;
  } else if (status === 'loading') {
    content = (
      <p className="app-status" role="status">
        {text('APP.CHECKING_SESSION')}
      </p>
    );
  } else if (role === 'guest') {
    content = (
      <p>
        <Link
          className="form-button"
          data-tone="primary"
          to={loginUrlFor(`${location.pathname}${location.search}`)}
        >
          {text('RECEIPT.LOGIN')}
        </Link>
      </p>
    );
  } else if (receipt.isPending) {
    content = (
      <p className="app-status" role="status">
        {text('RECEIPT.LOADING')}
      </p>
    );
  } else if (receipt.isError) {
    content = (
      <p className="form-message" role="alert">
        {intl.formatMessage({ id: 'ERRORS.LOAD_FAILED' }, { item: text('RECEIPT.ITEM') })}
      </p>
    );
  } else {
    content = <Receipt receipt={receipt.data} />;
  }

  return (
    <div className="receipt-page">
      <div className="receipt-page__actions">
        {role !== 'guest' ? (
          <Link className="form-button" to={homeFor(role)}>
            {text('RECEIPT.BACK')}
          </Link>
        ) : null}
        {receipt.data ? (
          <button type="button" className="form-button" data-tone="primary" onClick={() => window.print()}>
            {text('RECEIPT.PRINT')}
          </button>
        ) : null}
      </div>
      <h1 className="receipt-page__title">{text('RECEIPT.TITLE')}</h1>
      {content}
    </div>
  );
}

function Receipt({ receipt }: { receipt: RdvReceipt }) {
  const intl = useIntl();
  const names = useCatalogNames();
  const visitTypeName = useVisitTypeName();
  const { locale } = useLocale();
  const text = (id: string) => intl.formatMessage({ id });
  const dateTime = (instant: string) => (
    <time dateTime={instant}>{formatTunisDateTime(instant, locale, 'long')}</time>
  );
  const { doctor, patient, rdv, refund } = receipt;

  return (
    <article className="receipt" aria-labelledby="receipt-issuer">
      <header className="receipt__header">
        <p id="receipt-issuer" className="receipt__issuer">
          Tabib
        </p>
        <p className="receipt__reference">
          {text('RECEIPT.REFERENCE')} <bdi dir="ltr">{receipt.reference}</bdi>
        </p>
      </header>
      <dl className="receipt__fields">
        <dt>{text('RECEIPT.PAID_AT')}</dt>
        <dd>{dateTime(receipt.paidAt)}</dd>
        <dt>{text('RECEIPT.AMOUNT')}</dt>
        <dd className="receipt__amount">
          <bdi>{formatFee(receipt.amount, locale)}</bdi>
        </dd>
        <dt>{text('RECEIPT.METHOD')}</dt>
        <dd>{text(receipt.provider === 'paymee' ? 'RECEIPT.METHOD_PAYMEE' : 'RECEIPT.METHOD_SANDBOX')}</dd>
        <dt>{text('RECEIPT.PATIENT')}</dt>
        <dd>
          <bdi>{patient.name}</bdi>
          <br />
          <bdi dir="ltr">{patient.email}</bdi>
          {patient.phone ? (
            <>
              <br />
              <PhoneNumber phone={patient.phone} call={false} />
            </>
          ) : null}
        </dd>
        <dt>{text('RECEIPT.DOCTOR')}</dt>
        <dd>
          <bdi>{doctorName(doctor.name, locale)}</bdi>
          <br />
          <bdi>{specialtyName(doctor.doctorSpecialty, locale)}</bdi>
          <br />
          <bdi>{doctor.address}</bdi>
          {/* The practice's address usually names its city already. */}
          {doctor.address.includes(doctor.city) ? null : (
            <>
              <br />
              <bdi>{names.city(doctor.city)}</bdi>
            </>
          )}
        </dd>
        <dt>{text('RECEIPT.VISIT')}</dt>
        <dd>
          <bdi>{visitTypeName(rdv.visitType, rdv.visitTypeNames)}</bdi>
          <br />
          {dateTime(rdv.date)}
        </dd>
        {refund ? (
          <>
            <dt>{text('RECEIPT.REFUND')}</dt>
            <dd data-refund={refund.status}>
              {intl.formatMessage(
                { id: REFUND_STATUS_IDS[refund.status] },
                { date: formatTunisDateTime(refundDate(refund), locale, 'long') },
              )}
              {' · '}
              <bdi>{formatFee(refund.amount, locale)}</bdi>
            </dd>
          </>
        ) : null}
      </dl>
      <p className="receipt__note">{text('RECEIPT.NOTE')}</p>
    </article>
  );
}
