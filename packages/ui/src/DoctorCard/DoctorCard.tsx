import type { CSSProperties } from 'react';

import { Days, NextSlot, Title, type AvailabilityDay } from '../AvailabilityStrip/parts';
import type { AvailabilityStripLabels } from '../AvailabilityStrip/messages';
import type { AvatarSrcResolver } from '../Avatar/parts';
import {
  Availability,
  Badges,
  Body,
  City,
  Fee,
  Name,
  NextSlots,
  Photo,
  Root,
  Specialty,
  type DoctorCardRootProps,
} from './parts';

export interface DoctorCardProps extends Omit<
  DoctorCardRootProps,
  'asChild' | 'className' | 'style' | 'children'
> {
  /** Added after the kit's `tabib-doctor-card` class. */
  className?: string;
  /** Inline style of the card. */
  style?: CSSProperties;
  /** The doctor's display name, e.g. "Dr Amel Ben Salah". Names the card. */
  name: string;
  /** The doctor's specialty name (`doctorSpecialty`). */
  specialty?: string;
  /** The city of the doctor's practice, shown after the specialty. */
  city?: string;
  /** Consultation fee in TND millimes (integer); see `formatFee` for how it is written. */
  feeMillimes?: number;
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
  /** Level of the name heading. Default 3 (cards usually sit under a page's h2 "results"). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * A doctor in search results: photo, name (linking to the profile), specialty, city, fee, CNAM and
 * online-payment badges, and either the next days' availability or the next free slots as buttons.
 * Built from the `DoctorCard` parts.
 *
 * Data attributes: presence-only `data-cnam=""` when conventioned, `data-online-payment=""` when the
 * doctor accepts online payment.
 */
export function DoctorCard({
  name,
  specialty,
  city,
  feeMillimes,
  photoUrl,
  resolvePhotoSrc,
  nextSlots,
  maxSlots,
  onSlotSelect,
  availability,
  slotHref,
  moreSlotsHref,
  availabilityLabels,
  profileHref,
  headingLevel,
  ...rootProps
}: DoctorCardProps) {
  return (
    <Root {...rootProps}>
      <Photo src={photoUrl} resolveSrc={resolvePhotoSrc} />
      <Body>
        <Name level={headingLevel} href={profileHref}>
          {name}
        </Name>
        {specialty ? <Specialty>{specialty}</Specialty> : null}
        {city ? <City>{city}</City> : null}
        {feeMillimes !== undefined ? <Fee millimes={feeMillimes} /> : null}
        <Badges />
      </Body>
      {availability ? (
        <Availability
          days={availability}
          slotHref={slotHref}
          moreSlotsHref={moreSlotsHref}
          nextSlot={nextSlots?.[0]}
          labels={availabilityLabels}
        >
          <Title />
          <Days />
          <NextSlot />
        </Availability>
      ) : nextSlots ? (
        <NextSlots slots={nextSlots} max={maxSlots} onSlotSelect={onSlotSelect} />
      ) : null}
    </Root>
  );
}
