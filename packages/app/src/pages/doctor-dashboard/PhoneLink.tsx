import { formatTunisianPhone, normalizeTunisianPhone } from '@tabib/sdk';

interface PhoneLinkProps {
  phone: string;
  /** Read before the number by screen readers ("Phone"), hidden on screen. */
  label: string;
}

/** A patient's phone on the practice's agenda: dialled in E.164, read in groups, left to right in Arabic too. */
export function PhoneLink({ phone, label }: PhoneLinkProps) {
  return (
    <a
      className="dd-phone"
      href={`tel:${normalizeTunisianPhone(phone) ?? phone.replace(/\s/g, '')}`}
      dir="ltr"
    >
      <span className="tabib-visually-hidden">{label} </span>
      {formatTunisianPhone(phone)}
    </a>
  );
}
