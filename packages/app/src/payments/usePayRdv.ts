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
  const checkout = useCheckoutPayment({ meta: { errorToast: { message: 'ERRORS.PAYMENT_FAILED' } } });
  const [redirecting, setRedirecting] = useState(false);

  const pay = (rdvId: string, onFailed?: () => void) =>
    checkout.mutate(rdvId, {
      onSuccess: (payment) => {
        // An answer without a checkout page: no failed call, so no error toast from the owner.
        if (payment.paymentUrl === null) {
          onFailed?.();
          toasts.error(intl.formatMessage({ id: 'ERRORS.PAYMENT_FAILED' }));
          return;
        }
        setRedirecting(true);
        window.location.assign(payment.paymentUrl);
      },
      // The owner says it (a lost connection as such, anything else as ERRORS.PAYMENT_FAILED).
      onError: () => onFailed?.(),
    });
  return { pay, busy: checkout.isPending || redirecting };
}
