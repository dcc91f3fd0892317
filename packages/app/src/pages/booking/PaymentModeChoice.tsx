import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PaymentMode } from './reservationParams';

const MODES = ['onsite', 'online'] as const satisfies readonly PaymentMode[];

/**
 * "Paiement": at the practice or online, where the doctor takes online payment; otherwise `children`
 * say how the visit is paid. Shared by the booking page and the booking window of a site's widget.
 */
export function PaymentModeChoice({
  onlineAllowed,
  value,
  onChange,
  children,
}: {
  onlineAllowed: boolean;
  value: PaymentMode;
  onChange: (mode: PaymentMode) => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <fieldset className="booking-panel booking-choices">
      <legend>{intl.formatMessage({ id: 'RESERVATION.PAYMENT.TITLE' })}</legend>
      {onlineAllowed
        ? MODES.map((mode) => (
            <label key={mode} className="booking-choice">
              <input
                type="radio"
                name="payment"
                value={mode}
                checked={value === mode}
                onChange={() => onChange(mode)}
              />
              <span>
                {intl.formatMessage({
                  id: mode === 'online' ? 'RESERVATION.PAYMENT.ONLINE' : 'RESERVATION.PAYMENT.ONSITE',
                })}
              </span>
            </label>
          ))
        : children}
    </fieldset>
  );
}
