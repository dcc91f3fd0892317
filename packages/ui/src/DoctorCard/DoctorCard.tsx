import { useId, type ComponentPropsWithRef } from 'react';
import { AvailabilityStrip, type AvailabilityDay } from '../AvailabilityStrip/AvailabilityStrip';
import type { AvailabilityStripLabels } from '../AvailabilityStrip/messages';
import { Avatar, type AvatarSrcResolver } from '../Avatar/Avatar';
import { formatTunisShortDay, formatTunisTime } from '../format/tunisTime';
import { resolveLabels } from '../i18n/messages';
import { useUiLocale } from '../i18n/UiProvider';
import { DefaultLink, type LinkComponent } from '../link/LinkComponent';
import { formatFee } from './formatFee';
import { doctorCardMessages, type DoctorCardLabels } from './messages';

export interface DoctorCardProps extends Omit<ComponentPropsWithRef<'article'>, 'children'> {
  /** The doctor's display name, e.g. "Dr Amel Ben Salah". Names the card. */
  name: string;
  /** The doctor's specialty name (`doctorSpecialty`). */
  specialty?: string;
  /** The city of the doctor's practice, shown after the specialty. */
  city?: string;
  /** Consultation fee in TND millimes (integer); see `formatFee` for how it is written. */
  feeMillimes?: number;
  /** Conventioned with the CNAM: shows the badge and sets presence-only `data-cnam=""`. */
  cnam?: boolean;
  /** Accepts online payment: shows the badge and sets presence-only `data-online-payment=""`. */
  onlinePayment?: boolean;
  /** The doctor's photo; the kit's placeholder avatar shows without one or when it fails. */
  photoUrl?: string | null;
  /** Turns `photoUrl` into the URL to load, e.g. the SDK's image-proxy builder. */
  resolvePhotoSrc?: AvatarSrcResolver;
  /** Next free slots as ISO 8601 UTC instants, shown in Africa/Tunis. An empty list says so. */
  nextSlots?: readonly string[];
  /** At most this many slots are shown. Default 4. */
  maxSlots?: number;
  /** Called with the slot's ISO instant when the patient picks it; without it slots are plain text. */
  onSlotSelect?: (slot: string) => void;
  /**
   * The next days, one column each (see `AvailabilityStrip`); given, they replace the `nextSlots`
   * list, whose first slot is then offered only when these days are all full.
   */
  availability?: readonly AvailabilityDay[];
  /** Where a slot of `availability` leads, e.g. the reservation of that slot. */
  slotHref?: (slot: string) => string;
  /** Where the rest of a day's slots are listed, e.g. the profile at its slots. */
  moreSlotsHref?: string;
  /** Overrides of the availability strip's labels. */
  availabilityLabels?: Partial<AvailabilityStripLabels>;
  /** Route of the doctor's profile (`/doctor-profile`); the name links there. */
  profileHref?: string;
  /**
   * The router's link component, for the name's link to the profile.
   * @default <a>
   */
  linkComponent?: LinkComponent;
  /** Level of the name heading. Default 3 (cards usually sit under a page's h2 "results"). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Overrides of the built-in labels (defaults: `doctorCardMessages`, in the provider's locale). */
  labels?: Partial<DoctorCardLabels>;
}

/**
 * A doctor in search results: photo, name (linking to the profile), specialty, city, fee, CNAM and
 * online-payment badges, and either the next days' availability or the next free slots as buttons.
 *
 * Data attributes: presence-only `data-cnam=""` when conventioned, `data-online-payment=""` when the
 * doctor accepts online payment.
 */
export function DoctorCard({
  name,
  specialty,
  city,
  feeMillimes,
  cnam = false,
  onlinePayment = false,
  photoUrl,
  resolvePhotoSrc,
  nextSlots,
  maxSlots = 4,
  onSlotSelect,
  availability,
  slotHref,
  moreSlotsHref,
  availabilityLabels,
  profileHref,
  linkComponent: Link = DefaultLink,
  headingLevel = 3,
  labels,
  className,
  ...articleProps
}: DoctorCardProps) {
  const { locale, dir } = useUiLocale();
  const nameId = useId();
  const slotsId = useId();
  const messages = resolveLabels(doctorCardMessages, locale, labels);
  const Heading = `h${headingLevel}` as const;
  const shownSlots = nextSlots?.slice(0, maxSlots);

  return (
    <article
      aria-labelledby={nameId}
      dir={dir}
      {...articleProps}
      className={className ? `tabib-doctor-card ${className}` : 'tabib-doctor-card'}
      data-cnam={cnam ? '' : undefined}
      data-online-payment={onlinePayment ? '' : undefined}
    >
      <Avatar
        className="tabib-doctor-card__photo"
        src={photoUrl}
        alt=""
        size={72}
        resolveSrc={resolvePhotoSrc}
      />
      <div className="tabib-doctor-card__body">
        <Heading id={nameId} className="tabib-doctor-card__name">
          {profileHref ? <Link href={profileHref}>{name}</Link> : name}
        </Heading>
        {specialty ? <p className="tabib-doctor-card__specialty">{specialty}</p> : null}
        {city ? (
          <p className="tabib-doctor-card__city">
            <PinIcon />
            {city}
          </p>
        ) : null}
        {feeMillimes !== undefined ? (
          <p className="tabib-doctor-card__fee">
            {messages.fee} <bdi className="tabib-doctor-card__amount">{formatFee(feeMillimes, locale)}</bdi>
          </p>
        ) : null}
        {cnam || onlinePayment ? (
          <p className="tabib-doctor-card__badges">
            {cnam ? <span className="tabib-doctor-card__cnam">{messages.cnam}</span> : null}
            {onlinePayment ? (
              <span className="tabib-doctor-card__online-payment">{messages.onlinePayment}</span>
            ) : null}
          </p>
        ) : null}
      </div>
      {availability ? (
        <AvailabilityStrip
          className="tabib-doctor-card__availability"
          days={availability}
          slotHref={slotHref}
          moreSlotsHref={moreSlotsHref}
          nextSlot={nextSlots?.[0]}
          linkComponent={Link}
          labels={availabilityLabels}
        />
      ) : shownSlots ? (
        <div className="tabib-doctor-card__slots" role="group" aria-labelledby={slotsId}>
          <p id={slotsId} className="tabib-doctor-card__slots-title">
            {shownSlots.length > 0 ? messages.nextSlots : messages.noSlots}
          </p>
          {shownSlots.length > 0 ? (
            <ul className="tabib-doctor-card__slot-list">
              {shownSlots.map((slot) => (
                <li key={slot}>
                  <SlotEntry slot={slot} onSlotSelect={onSlotSelect} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

function SlotEntry({ slot, onSlotSelect }: { slot: string; onSlotSelect?: (slot: string) => void }) {
  const { locale } = useUiLocale();
  const content = (
    <>
      <span className="tabib-doctor-card__slot-day">{formatTunisShortDay(slot, locale)}</span>{' '}
      <time className="tabib-doctor-card__slot-time" dateTime={slot}>
        {formatTunisTime(slot, locale)}
      </time>
    </>
  );
  if (!onSlotSelect) return <span className="tabib-doctor-card__slot">{content}</span>;
  return (
    <button type="button" className="tabib-doctor-card__slot" onClick={() => onSlotSelect(slot)}>
      {content}
    </button>
  );
}

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-6-5.3-6-11a6 6 0 0 1 12 0c0 5.7-6 11-6 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z"
        fill="currentColor"
      />
    </svg>
  );
}
