import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '@tabib/hooks';
import type { Rdv } from '@tabib/sdk';
import { formatFee, formatTunisDateTime, formatTunisTime } from '@tabib/ui';

import {
  REFUND_STATUS_IDS,
  hasReceipt,
  paymentAwaitedUntil,
  paymentStatusId,
  refundDate,
} from './paymentText';
import './payments.css';

export interface RdvPaymentLineProps {
  rdv: Pick<Rdv, 'payment' | 'date'>;
  /** Where the rdv's receipt page is, when the reader may open it. */
  receiptHref?: string;
}

/**
 * An rdv's money in one line of its card (docs/decisions/035): how it is paid and how much, the refund
 * and its date, and a link to the receipt. Spans only: it sits in the card's visit-type paragraph.
 */
export function RdvPaymentLine({ rdv, receiptHref }: RdvPaymentLineProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { payment } = rdv;
  const when = formatTunisDateTime(rdv.date, locale, 'long');
  const holdUntil = paymentAwaitedUntil(payment, new Date());

  return (
    <span className="rdv-payment" data-payment={payment.status}>
      <span className="rdv-payment__status">
        {intl.formatMessage(
          { id: 'RDV_PAYMENT.LINE' },
          {
            status: intl.formatMessage({ id: paymentStatusId(payment) }),
            amount: <bdi key="amount">{formatFee(payment.amount, locale)}</bdi>,
          },
        )}
      </span>
      {holdUntil !== null ? (
        <span className="rdv-payment__hold">
          {intl.formatMessage(
            { id: 'RDV_PAYMENT.HOLD_UNTIL' },
            {
              time: (
                <time key="time" dateTime={holdUntil}>
                  {formatTunisTime(holdUntil, locale)}
                </time>
              ),
            },
          )}
        </span>
      ) : null}
      {payment.refund ? (
        <span className="rdv-payment__refund" data-refund={payment.refund.status}>
          {intl.formatMessage(
            { id: REFUND_STATUS_IDS[payment.refund.status] },
            { date: formatTunisDateTime(refundDate(payment.refund), locale, 'long') },
          )}
        </span>
      ) : null}
      {receiptHref && hasReceipt(payment) ? (
        <Link className="rdv-payment__receipt" to={receiptHref}>
          {intl.formatMessage({ id: 'RDV_PAYMENT.RECEIPT' })}
          <span className="tabib-visually-hidden">
            {' '}
            {intl.formatMessage({ id: 'RDV_PAYMENT.RECEIPT_OF' }, { date: when })}
          </span>
        </Link>
      ) : null}
    </span>
  );
}
