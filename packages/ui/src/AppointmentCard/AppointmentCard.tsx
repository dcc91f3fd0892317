import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { formatTunisDateTime, toDate, type Instant } from '../format/tunisTime';
import { useUiLocale } from '../i18n/UiProvider';
import { appointmentCardMessages, type AppointmentCardLabels } from './messages';
import type { AppointmentStatus } from './statuses';

/** One button of the card. The caller decides which actions a role may take in which status. */
export interface AppointmentAction {
  /** Stable key, also written as `data-action` on the button (e.g. `cancel`, `reschedule`, `confirm`). */
  id: string;
  label: string;
  onAction: () => void;
  /** Visual weight, written as `data-tone`. Default `neutral`. */
  tone?: 'primary' | 'neutral' | 'danger';
  isDisabled?: boolean;
}

export interface AppointmentCardProps extends Omit<ComponentPropsWithRef<'article'>, 'children'> {
  /** The appointment's instant (ISO 8601 UTC, Date or epoch ms), shown in Africa/Tunis. */
  date: Instant;
  /** Who the appointment is with: the doctor for a patient, the patient for a doctor or secretary. */
  name: string;
  /** Kind of visit, e.g. "Première consultation", "Contrôle", "Téléconsultation". */
  visitType?: ReactNode;
  /** Written as `data-status` and shown as a badge. */
  status: AppointmentStatus;
  /** Buttons in the given order. An action list is simpler to compose per role than one callback each. */
  actions?: readonly AppointmentAction[];
  /** Level of the heading (the date). Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Overrides of the built-in labels, status names one by one (defaults: `appointmentCardMessages`, in the provider's locale). */
  labels?: { status?: Partial<AppointmentCardLabels['status']>; actions?: string };
}

/**
 * An appointment (rdv) in a dashboard list: date and time in Africa/Tunis, the other party, the visit
 * type, a status badge and the actions the viewer may take.
 *
 * Data attributes: `data-status="pending|confirmed|done|cancelled|absent"` on the card; `data-action` and
 * `data-tone="primary|neutral|danger"` on each action button.
 */
export function AppointmentCard({
  date,
  name,
  visitType,
  status,
  actions = [],
  headingLevel = 3,
  labels,
  className,
  ...articleProps
}: AppointmentCardProps) {
  const { locale, dir } = useUiLocale();
  const headingId = useId();
  const actionsId = useId();
  const defaults = appointmentCardMessages[locale];
  const statusNames = { ...defaults.status, ...labels?.status };
  const Heading = `h${headingLevel}` as const;
  const instant = toDate(date);

  return (
    <article
      aria-labelledby={headingId}
      dir={dir}
      {...articleProps}
      className={className ? `tabib-appointment-card ${className}` : 'tabib-appointment-card'}
      data-status={status}
    >
      <div className="tabib-appointment-card__header">
        <Heading id={headingId} className="tabib-appointment-card__date">
          <time dateTime={instant.toISOString()}>{formatTunisDateTime(instant, locale)}</time>
        </Heading>
        <span className="tabib-appointment-card__status">{statusNames[status]}</span>
      </div>
      <p className="tabib-appointment-card__name">{name}</p>
      {visitType ? <p className="tabib-appointment-card__visit-type">{visitType}</p> : null}
      {actions.length > 0 ? (
        <div className="tabib-appointment-card__actions" role="group" aria-labelledby={actionsId}>
          <span id={actionsId} className="tabib-visually-hidden">
            {labels?.actions ?? defaults.actions}
          </span>
          {actions.map((action) => (
            <button
              key={action.id}
              type="button"
              className="tabib-appointment-card__action"
              data-action={action.id}
              data-tone={action.tone ?? 'neutral'}
              disabled={action.isDisabled}
              onClick={action.onAction}
            >
              {action.label}
            </button>
          ))}
        </div>
      ) : null}
    </article>
  );
}
