import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCheckoutPayment, useToasts } from '@tabib/hooks';

/**
 * Pays an rdv booked for online payment: starts (or resumes, docs/decisions/015) its checkout and sends
 * the browser to the payment page. `busy` stays true once the browser is leaving.
 */
export function usePayRdv() {
  const intl = useIntl();
  const toasts = useToasts();
  const checkout = useCheckoutPayment();
  const [redirecting, setRedirecting] = useState(false);
  const failed = (onFailed?: () => void) => {
    onFailed?.();
    toasts.error(intl.formatMessage({ id: 'ERRORS.PAYMENT_FAILED' }));
  };
  const pay = (rdvId: string, onFailed?: () => void) =>
    checkout.mutate(rdvId, {
      onSuccess: (payment) => {
        if (payment.paymentUrl === null) {
          failed(onFailed);
          return;
        }
        setRedirecting(true);
        window.location.assign(payment.paymentUrl);
      },
      onError: () => failed(onFailed),
    });
  return { pay, busy: checkout.isPending || redirecting };
}
