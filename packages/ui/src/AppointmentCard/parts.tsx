import { createContext, useContext, useId, type ReactNode } from 'react';
import { formatTunisDateTime, toDate, type Instant } from '../format/tunisTime';
import { useUiLocale, type UiLocale } from '../i18n/UiProvider';
import { renderPart, type PartProps } from '../primitives/part';
import { renderWithContent } from '../primitives/renderWithContent';
import { appointmentCardMessages, type AppointmentCardLabels } from './messages';
import type { AppointmentStatus } from './statuses';

/** What `className` and `style` functions of the AppointmentCard parts receive. */
export interface AppointmentCardState {
  status: AppointmentStatus;
}

interface AppointmentCardContextValue extends AppointmentCardState {
  locale: UiLocale;
  headingId: string;
  statusName: string;
  actionsLabel: string;
}

const AppointmentCardContext = createContext<AppointmentCardContextValue | null>(null);

function useAppointmentCard(part: string): AppointmentCardContextValue {
  const context = useContext(AppointmentCardContext);
  if (!context) throw new Error(`@tabib/ui: AppointmentCard.${part} must be inside AppointmentCard.Root.`);
  return context;
}

export interface AppointmentCardRootProps extends PartProps<'article', AppointmentCardState> {
  /** The rdv's status: written as `data-status`, named by `AppointmentCard.Status`. */
  status: AppointmentStatus;
  /** Overrides of the built-in labels, status names one by one (defaults: `appointmentCardMessages`, in the provider's locale). */
  labels?: { status?: Partial<AppointmentCardLabels['status']>; actions?: string };
}

/**
 * An rdv: an `<article>` named by `AppointmentCard.When`, in the provider's direction.
 *
 * Data attributes: `data-status="pending|confirmed|done|cancelled|absent"`.
 */
export function Root({ status, labels, ...props }: AppointmentCardRootProps) {
  const { locale, dir } = useUiLocale();
  const headingId = useId();
  const defaults = appointmentCardMessages[locale];
  const statusName = labels?.status?.[status] ?? defaults.status[status];
  const actionsLabel = labels?.actions ?? defaults.actions;
  return (
    <AppointmentCardContext.Provider value={{ status, locale, headingId, statusName, actionsLabel }}>
      {renderPart(
        { dir, ...props },
        {
          as: 'article',
          part: 'tabib-appointment-card',
          state: { status },
          data: { status },
          required: { 'aria-labelledby': headingId },
        },
      )}
    </AppointmentCardContext.Provider>
  );
}

export type AppointmentCardHeaderProps = PartProps<'div', AppointmentCardState>;

/** Groups `When` and `Status` on one line in the theme. Inside `AppointmentCard.Root`. */
export function Header(props: AppointmentCardHeaderProps) {
  const { status } = useAppointmentCard('Header');
  return renderPart({ ...props }, { as: 'div', part: 'tabib-appointment-card__header', state: { status } });
}

export interface AppointmentCardWhenProps extends PartProps<'h3', AppointmentCardState> {
  /** The rdv's instant (ISO 8601 UTC, Date or epoch ms), shown in Africa/Tunis. */
  date: Instant;
  /** Level of the heading. Default 3. */
  level?: 2 | 3 | 4 | 5 | 6;
}

/**
 * The heading that names the card: a `<time>` with the ISO instant, showing the date and time in
 * Africa/Tunis in the provider's locale ("mardi 4 mars 2025 à 09:30"). With `asChild`, the consumer's
 * element shows that `<time>` unless it has children. Inside `AppointmentCard.Root`, once.
 */
export function When({ date, level = 3, asChild, children, ...props }: AppointmentCardWhenProps) {
  const { status, locale, headingId } = useAppointmentCard('When');
  const instant = toDate(date);
  const time = <time dateTime={instant.toISOString()}>{formatTunisDateTime(instant, locale)}</time>;
  return renderWithContent(
    { ...props, asChild, children },
    {
      as: `h${level}`,
      part: 'tabib-appointment-card__date',
      state: { status },
      required: { id: headingId },
      children: time,
    },
  );
}

export type AppointmentCardStatusProps = PartProps<'span', AppointmentCardState>;

/**
 * The status badge: the status's name in the provider's locale ("Confirmé"), or the `labels` override.
 * With `asChild`, the consumer's badge shows it unless it has children. Inside `AppointmentCard.Root`.
 *
 * Data attributes: `data-status`.
 */
export function Status({ asChild, children, ...props }: AppointmentCardStatusProps) {
  const { status, statusName } = useAppointmentCard('Status');
  return renderWithContent(
    { ...props, asChild, children },
    {
      as: 'span',
      part: 'tabib-appointment-card__status',
      state: { status },
      data: { status },
      children: statusName,
    },
  );
}

/** Who the name is: the other party of the rdv. */
export type AppointmentParty = 'doctor' | 'patient';

export interface AppointmentCardNameProps extends PartProps<'p', AppointmentCardState> {
  /** Written as `data-party`: the doctor for a patient's card, the patient for a doctor's or secretary's. */
  party?: AppointmentParty;
}

/**
 * Who the rdv is with. `AppointmentCard.Doctor` and `AppointmentCard.Patient` are this part
 * with `party` set. Inside `AppointmentCard.Root`.
 *
 * Data attributes: `data-party="doctor|patient"` when `party` is given.
 */
export function Name({ party, ...props }: AppointmentCardNameProps) {
  const { status } = useAppointmentCard('Name');
  return renderPart(
    { ...props },
    {
      as: 'p',
      part: 'tabib-appointment-card__name',
      state: { status },
      data: { party },
    },
  );
}

/** The doctor, on a patient's card: `AppointmentCard.Name` with `data-party="doctor"`. */
export function Doctor(props: Omit<AppointmentCardNameProps, 'party'>) {
  return <Name {...props} party="doctor" />;
}

/** The patient, on a doctor's or secretary's card: `AppointmentCard.Name` with `data-party="patient"`. */
export function Patient(props: Omit<AppointmentCardNameProps, 'party'>) {
  return <Name {...props} party="patient" />;
}

export type AppointmentCardVisitTypeProps = PartProps<'p', AppointmentCardState>;

/** The kind of visit ("Première consultation", "Téléconsultation"). Inside `AppointmentCard.Root`. */
export function VisitType(props: AppointmentCardVisitTypeProps) {
  const { status } = useAppointmentCard('VisitType');
  return renderPart({ ...props }, { as: 'p', part: 'tabib-appointment-card__visit-type', state: { status } });
}

export type AppointmentCardPlaceProps = PartProps<'p', AppointmentCardState>;

/** Where the visit takes place (the practice's address, or "En ligne"). Inside `AppointmentCard.Root`. */
export function Place(props: AppointmentCardPlaceProps) {
  const { status } = useAppointmentCard('Place');
  return renderPart({ ...props }, { as: 'p', part: 'tabib-appointment-card__place', state: { status } });
}

export type AppointmentCardActionsProps = PartProps<'div', AppointmentCardState>;

/**
 * The group of `AppointmentCard.Action` buttons, named "Actions" in the provider's locale (or the
 * `labels.actions` override). Inside `AppointmentCard.Root`.
 */
export function Actions(props: AppointmentCardActionsProps) {
  const { status, actionsLabel } = useAppointmentCard('Actions');
  return renderPart(
    { ...props },
    {
      as: 'div',
      part: 'tabib-appointment-card__actions',
      state: { status },
      required: { role: 'group', 'aria-label': actionsLabel },
    },
  );
}

/** An action's visual weight. */
export type AppointmentActionTone = 'primary' | 'neutral' | 'danger';

/** What `className` and `style` functions of `AppointmentCard.Action` receive. */
export interface AppointmentCardActionState extends AppointmentCardState {
  action: string;
  tone: AppointmentActionTone;
  disabled: boolean;
}

export interface AppointmentCardActionProps extends PartProps<'button', AppointmentCardActionState> {
  /** Stable key written as `data-action` (`cancel`, `reschedule`, `confirm`, `pay`…). */
  action: string;
  /** Visual weight, written as `data-tone`. Default `neutral`. */
  tone?: AppointmentActionTone;
  /** Its accessible name: the visible label ("Annuler", "Déplacer"). */
  children?: ReactNode;
}

/**
 * One button (`type="button"`) the viewer may press in this status; its text is its accessible name.
 * The caller decides which actions a role may take in which status. Inside `AppointmentCard.Actions`.
 *
 * Data attributes: `data-action`, `data-tone="primary|neutral|danger"`, `data-disabled=""` when disabled.
 */
export function Action({ action, tone = 'neutral', disabled = false, ...props }: AppointmentCardActionProps) {
  const { status } = useAppointmentCard('Action');
  return renderPart(
    { ...props, disabled },
    {
      as: 'button',
      part: 'tabib-appointment-card__action',
      state: { status, action, tone, disabled },
      data: { action, tone, disabled },
      required: { type: 'button' },
    },
  );
}
