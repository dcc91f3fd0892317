import { createContext, Fragment, useContext, useId, type MouseEvent, type ReactNode } from 'react';

import * as AvailabilityStrip from '../AvailabilityStrip/parts';
import * as Avatar from '../Avatar/parts';
import { formatTunisShortDay, formatTunisTime } from '../format/tunisTime';
import { resolveLabels } from '../i18n/messages';
import { useUiLocale, type UiLocale } from '../i18n/UiProvider';
import { DefaultLink, type LinkComponent } from '../link/LinkComponent';
import { renderWithContent } from '../primitives/renderWithContent';
import { renderPart, type PartClassName, type PartProps } from '../primitives/part';
import { formatFee } from './formatFee';
import { doctorCardMessages, type DoctorCardLabels } from './messages';

/** What the card's parts give their `className`/`style` functions. */
export interface DoctorCardPartState {
  /** The doctor is conventioned with the CNAM. */
  cnam: boolean;
  /** The doctor accepts online payment. */
  onlinePayment: boolean;
}

interface CardContextValue extends DoctorCardPartState {
  nameId: string;
  Link: LinkComponent;
  messages: DoctorCardLabels;
  locale: UiLocale;
}

const CardContext = createContext<CardContextValue | null>(null);

function useCard(part: string): CardContextValue {
  const context = useContext(CardContext);
  if (!context) throw new Error(`@tabib/ui: DoctorCard.${part} must be inside DoctorCard.Root.`);
  return context;
}

/** The kit's class of a part built on another component's part, then the consumer's. */
function withPartClass<State>(
  part: string,
  className: PartClassName<State> | undefined,
): PartClassName<State> {
  return (state) => {
    const extra = typeof className === 'function' ? className(state) : className;
    return extra ? `${part} ${extra}` : part;
  };
}

export type DoctorCardRootProps = PartProps<'article', DoctorCardPartState> & {
  /** Conventioned with the CNAM: `DoctorCard.Cnam` shows, and `data-cnam=""` is set. */
  cnam?: boolean;
  /** Accepts online payment: `DoctorCard.OnlinePayment` shows, and `data-online-payment=""` is set. */
  onlinePayment?: boolean;
  /**
   * The router's link component, for the name's link to the profile and the availability's links.
   * @default <a>
   */
  linkComponent?: LinkComponent;
  /** Overrides of the built-in labels (defaults: `doctorCardMessages`, in the provider's locale). */
  labels?: Partial<DoctorCardLabels>;
};

/**
 * The card: an `<article>` named by `DoctorCard.Name`, with `dir` set. It holds the doctor's badges,
 * the link component and the labels for the parts inside.
 *
 * Data attributes: presence-only `data-cnam=""` when conventioned, `data-online-payment=""` when the
 * doctor accepts online payment.
 */
export function Root({
  cnam = false,
  onlinePayment = false,
  linkComponent = DefaultLink,
  labels,
  ...props
}: DoctorCardRootProps) {
  const { locale, dir } = useUiLocale();
  const nameId = useId();
  const messages = resolveLabels(doctorCardMessages, locale, labels);
  const state: DoctorCardPartState = { cnam, onlinePayment };
  return (
    <CardContext.Provider value={{ ...state, nameId, Link: linkComponent, messages, locale }}>
      {renderPart(
        { 'aria-labelledby': nameId, dir, ...props },
        { as: 'article', part: 'tabib-doctor-card', state, data: { cnam, onlinePayment } },
      )}
    </CardContext.Provider>
  );
}

export type DoctorCardPhotoProps = Omit<Avatar.AvatarRootProps, 'alt'> & {
  /** Text alternative. Default `""`: the name is written beside the photo. */
  alt?: string;
};

/**
 * The doctor's photo, `Avatar.Root` at 72 px by default: the placeholder avatar without a photo or when
 * it fails. With `asChild` it renders through your own image component (give it no `src`).
 *
 * Data attributes: presence-only `data-placeholder=""` while the placeholder is shown. Inside `DoctorCard.Root`.
 */
export function Photo({ alt = '', size = 72, className, ...props }: DoctorCardPhotoProps) {
  useCard('Photo');
  return (
    <Avatar.Root
      {...props}
      alt={alt}
      size={size}
      className={withPartClass('tabib-doctor-card__photo', className)}
    />
  );
}

export type DoctorCardBodyProps = PartProps<'div', DoctorCardPartState>;

/** A `<div>` grouping the doctor's details beside the photo (layout only). Inside `DoctorCard.Root`. */
export function Body({ ...props }: DoctorCardBodyProps) {
  const { cnam, onlinePayment } = useCard('Body');
  return renderPart(props, { as: 'div', part: 'tabib-doctor-card__body', state: { cnam, onlinePayment } });
}

export type DoctorCardNameProps = PartProps<'h3', DoctorCardPartState> & {
  /** Level of the heading. Default 3 (cards usually sit under a page's h2 "results"). */
  level?: 2 | 3 | 4 | 5 | 6;
  /** Route of the doctor's profile: the name becomes a `DoctorCard.ProfileLink` to it. */
  href?: string;
};

/**
 * The doctor's name, a heading that names the card. With `href` its text links to the profile through
 * the root's link component; or put your own `DoctorCard.ProfileLink` inside. Inside `DoctorCard.Root`.
 */
export function Name({ level = 3, href, children, ...props }: DoctorCardNameProps) {
  const { nameId, cnam, onlinePayment } = useCard('Name');
  return renderPart(
    { ...props, children: href ? <ProfileLink href={href}>{children}</ProfileLink> : children },
    {
      as: `h${level}`,
      part: 'tabib-doctor-card__name',
      state: { cnam, onlinePayment },
      required: { id: nameId },
    },
  );
}

export type DoctorCardProfileLinkProps = PartProps<'a', DoctorCardPartState> & {
  /** Route of the doctor's profile. */
  href?: string;
};

/**
 * The link to the doctor's profile, through the root's link component; with `asChild`, through your own
 * router link (then give it the `href`). Inside `DoctorCard.Name`, around the name.
 */
export function ProfileLink({ ...props }: DoctorCardProfileLinkProps) {
  const { Link, cnam, onlinePayment } = useCard('ProfileLink');
  return renderPart(props, {
    as: Link,
    part: 'tabib-doctor-card__profile-link',
    state: { cnam, onlinePayment },
  });
}

export type DoctorCardSpecialtyProps = PartProps<'p', DoctorCardPartState>;

/** The doctor's specialty (its text as children). Inside `DoctorCard.Root`. */
export function Specialty({ ...props }: DoctorCardSpecialtyProps) {
  const { cnam, onlinePayment } = useCard('Specialty');
  return renderPart(props, { as: 'p', part: 'tabib-doctor-card__specialty', state: { cnam, onlinePayment } });
}

export type DoctorCardCityProps = PartProps<'p', DoctorCardPartState>;

/** The city of the practice (its text as children), after a map pin hidden from assistive technology. Inside `DoctorCard.Root`. */
export function City({ children, ...props }: DoctorCardCityProps) {
  const { cnam, onlinePayment } = useCard('City');
  return renderPart(props, {
    as: 'p',
    part: 'tabib-doctor-card__city',
    state: { cnam, onlinePayment },
    children: (
      <>
        <PinIcon />
        {children}
      </>
    ),
  });
}

/** What `DoctorCard.Fee` gives its `className`/`style` functions. */
export interface DoctorCardFeeState extends DoctorCardPartState {
  /** The fee in TND millimes. */
  millimes: number;
}

export type DoctorCardFeeProps = PartProps<'p', DoctorCardFeeState> & {
  /** Consultation fee in TND millimes (integer); see `formatFee` for how it is written. */
  millimes: number;
};

/**
 * The consultation fee: "Consultation" then the amount as the reader's locale writes dinars (`45 DT`,
 * `45,500 DT`; in Arabic `45 د.ت.`), isolated in a `<bdi>`. Inside `DoctorCard.Root`.
 */
export function Fee({ millimes, ...props }: DoctorCardFeeProps) {
  const { messages, locale, cnam, onlinePayment } = useCard('Fee');
  return renderWithContent(props, {
    as: 'p',
    part: 'tabib-doctor-card__fee',
    state: { cnam, onlinePayment, millimes },
    children: (
      <>
        {messages.fee} <bdi className="tabib-doctor-card__amount">{formatFee(millimes, locale)}</bdi>
      </>
    ),
  });
}

export type DoctorCardBadgesProps = PartProps<'p', DoctorCardPartState>;

/**
 * The badges (default: `DoctorCard.Cnam` then `DoctorCard.OnlinePayment`); nothing when the doctor has
 * neither. Inside `DoctorCard.Root`.
 */
export function Badges({ ...props }: DoctorCardBadgesProps) {
  const { cnam, onlinePayment } = useCard('Badges');
  if (!cnam && !onlinePayment) return null;
  return renderWithContent(props, {
    as: 'p',
    part: 'tabib-doctor-card__badges',
    state: { cnam, onlinePayment },
    children: (
      <>
        <Cnam />
        <OnlinePayment />
      </>
    ),
  });
}

export type DoctorCardBadgeProps = PartProps<'span', DoctorCardPartState>;

/** "Conventioned with the CNAM" in the reader's language; only when the root has `cnam`. Inside `DoctorCard.Root`. */
export function Cnam({ ...props }: DoctorCardBadgeProps) {
  const { cnam, onlinePayment, messages } = useCard('Cnam');
  if (!cnam) return null;
  return renderWithContent(props, {
    as: 'span',
    part: 'tabib-doctor-card__cnam',
    state: { cnam, onlinePayment },
    children: messages.cnam,
  });
}

/** "Online payment" in the reader's language; only when the root has `onlinePayment`. Inside `DoctorCard.Root`. */
export function OnlinePayment({ ...props }: DoctorCardBadgeProps) {
  const { cnam, onlinePayment, messages } = useCard('OnlinePayment');
  if (!onlinePayment) return null;
  return renderWithContent(props, {
    as: 'span',
    part: 'tabib-doctor-card__online-payment',
    state: { cnam, onlinePayment },
    children: messages.onlinePayment,
  });
}

export type DoctorCardAvailabilityProps = AvailabilityStrip.AvailabilityStripRootProps;

/**
 * The next days' availability: `AvailabilityStrip.Root` with the card's link component, and nothing
 * else — compose the `AvailabilityStrip` parts you want inside (`Title`, `Days`, `NextSlot`, …); it
 * renders no default content (`DoctorCard` composes title, days and next-slot fallback).
 *
 * Data attributes: those of the `AvailabilityStrip` parts. Inside `DoctorCard.Root`.
 */
export function Availability({ className, ...props }: DoctorCardAvailabilityProps) {
  const { Link } = useCard('Availability');
  return (
    <AvailabilityStrip.Root
      linkComponent={Link}
      {...props}
      className={withPartClass('tabib-doctor-card__availability', className)}
    />
  );
}

/** What the next-slots parts give their `className`/`style` functions. */
export interface DoctorCardSlotsState extends DoctorCardPartState {
  /** The number of slots shown. */
  count: number;
  /** Slots are buttons (`onSlotSelect` given). */
  selectable: boolean;
}

interface SlotsContextValue extends DoctorCardSlotsState {
  titleId: string;
  shown: readonly string[];
  onSlotSelect?: (slot: string) => void;
}

const SlotsContext = createContext<SlotsContextValue | null>(null);

function useSlots(part: string): SlotsContextValue {
  const context = useContext(SlotsContext);
  if (!context) throw new Error(`@tabib/ui: DoctorCard.${part} must be inside DoctorCard.NextSlots.`);
  return context;
}

export type DoctorCardNextSlotsProps = PartProps<'div', DoctorCardSlotsState> & {
  /** Next free slots as ISO 8601 UTC instants, shown in Africa/Tunis. An empty list says so. */
  slots: readonly string[];
  /** At most this many slots are shown. Default 4. */
  max?: number;
  /** Called with the slot's ISO instant when the patient picks it; without it slots are plain text. */
  onSlotSelect?: (slot: string) => void;
};

/**
 * The next free slots, a `<div role="group">` named by `DoctorCard.NextSlotsTitle` (default content: the
 * title, then `DoctorCard.SlotList`).
 *
 * Data attributes: presence-only `data-empty=""` when there is no slot. Inside `DoctorCard.Root`.
 */
export function NextSlots({ slots, max = 4, onSlotSelect, ...props }: DoctorCardNextSlotsProps) {
  const { cnam, onlinePayment } = useCard('NextSlots');
  const titleId = useId();
  const shown = slots.slice(0, max);
  const state: DoctorCardSlotsState = {
    cnam,
    onlinePayment,
    count: shown.length,
    selectable: Boolean(onSlotSelect),
  };
  return (
    <SlotsContext.Provider value={{ ...state, titleId, shown, onSlotSelect }}>
      {renderWithContent(
        { 'aria-labelledby': titleId, ...props },
        {
          as: 'div',
          part: 'tabib-doctor-card__slots',
          state,
          data: { empty: shown.length === 0 },
          required: { role: 'group' },
          children: (
            <>
              <NextSlotsTitle />
              <SlotList />
            </>
          ),
        },
      )}
    </SlotsContext.Provider>
  );
}

export type DoctorCardNextSlotsTitleProps = PartProps<'p', DoctorCardSlotsState>;

/**
 * The slots' name: "Next availability", or "No availability soon" when there is none, in the reader's
 * language. Inside `DoctorCard.NextSlots`.
 */
export function NextSlotsTitle({ ...props }: DoctorCardNextSlotsTitleProps) {
  const { messages } = useCard('NextSlotsTitle');
  const { titleId, shown: _shown, onSlotSelect: _onSlotSelect, ...state } = useSlots('NextSlotsTitle');
  return renderWithContent(props, {
    as: 'p',
    part: 'tabib-doctor-card__slots-title',
    state,
    required: { id: titleId },
    children: state.count > 0 ? messages.nextSlots : messages.noSlots,
  });
}

export type DoctorCardSlotListProps = Omit<PartProps<'ul', DoctorCardSlotsState>, 'children'> & {
  /** Renders one slot (an ISO instant), keyed for you; default: `<li><DoctorCard.Slot slot={…} /></li>`. */
  children?: (slot: string) => ReactNode;
};

/** The slots shown, a `<ul>`; nothing when there is none. Inside `DoctorCard.NextSlots`. */
export function SlotList({ children = defaultSlot, ...props }: DoctorCardSlotListProps) {
  const { titleId: _titleId, shown, onSlotSelect: _onSlotSelect, ...state } = useSlots('SlotList');
  if (shown.length === 0) return null;
  return renderPart(props, {
    as: 'ul',
    part: 'tabib-doctor-card__slot-list',
    state,
    children: shown.map((slot) => <Fragment key={slot}>{children(slot)}</Fragment>),
  });
}

function defaultSlot(slot: string): ReactNode {
  return (
    <li>
      <Slot slot={slot} />
    </li>
  );
}

/** What `DoctorCard.Slot` gives its `className`/`style` functions. */
export interface DoctorCardSlotState {
  /** The slot, an ISO 8601 UTC instant. */
  slot: string;
  /** It is a button (`onSlotSelect` given). */
  selectable: boolean;
}

export type DoctorCardSlotProps = PartProps<'button', DoctorCardSlotState> & {
  /** The slot, an ISO 8601 UTC instant. */
  slot: string;
};

/**
 * A slot: its short day and its time in Africa/Tunis (`mer. 5 mars` `14:00`); a button calling
 * `onSlotSelect(slot)` when the group has one, plain text (a `<span>`) otherwise.
 *
 * Data attributes: presence-only `data-selectable=""` when it is a button. Inside `DoctorCard.NextSlots`.
 */
export function Slot({ slot, onClick, ...props }: DoctorCardSlotProps) {
  const { locale } = useCard('Slot');
  const { onSlotSelect } = useSlots('Slot');
  const selectable = Boolean(onSlotSelect);
  return renderWithContent(props, {
    as: selectable ? 'button' : 'span',
    part: 'tabib-doctor-card__slot',
    state: { slot, selectable },
    data: { selectable },
    required: onSlotSelect
      ? {
          type: props.asChild ? undefined : 'button',
          onClick: (event: MouseEvent<HTMLButtonElement>) => {
            onClick?.(event);
            if (!event.defaultPrevented) onSlotSelect(slot);
          },
        }
      : {},
    children: (
      <>
        <span className="tabib-doctor-card__slot-day">{formatTunisShortDay(slot, locale)}</span>{' '}
        <time className="tabib-doctor-card__slot-time" dateTime={slot}>
          {formatTunisTime(slot, locale)}
        </time>
      </>
    ),
  });
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
