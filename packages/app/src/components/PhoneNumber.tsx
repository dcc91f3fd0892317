import { formatTunisianPhone, normalizeTunisianPhone } from '@tabib/sdk';

interface PhoneNumberProps {
  phone: string;
  /** Read before the number by screen readers ("Téléphone"), hidden on screen. */
  label?: string;
  /** A `tel:` link (the default), or the number as text where nobody dials it (a receipt, a choice). */
  call?: boolean;
}

/**
 * A phone number as people read it, `+216 55 546 724`, however it was stored (docs/decisions/040 and
 * 047): left to right in its own isolated run, so Arabic neither reorders its groups nor joins it to
 * the words beside it, and dialled in E.164.
 */
export function PhoneNumber({ phone, label, call = true }: PhoneNumberProps) {
  const number = <bdi dir="ltr">{formatTunisianPhone(phone)}</bdi>;
  if (!call) return number;
  return (
    <a className="phone-number" href={`tel:${normalizeTunisianPhone(phone) ?? phone.replace(/\s/g, '')}`}>
      {label ? <span className="tabib-visually-hidden">{label} </span> : null}
      {number}
    </a>
  );
}
