import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { Instant } from '../format/tunisTime';
import type { AppointmentCardLabels } from './messages';
import { Action, Actions, Header, Name, Root, Status, VisitType, When } from './parts';
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
  /** The rdv's instant (ISO 8601 UTC, Date or epoch ms), shown in Africa/Tunis. */
  date: Instant;
  /** Who the rdv is with: the doctor for a patient, the patient for a doctor or secretary. */
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
 * An rdv in a dashboard list: date and time in Africa/Tunis, the other party, the visit
 * type, a status badge and the actions the viewer may take, composed of the `AppointmentCard` parts.
 *
 * Data attributes: `data-status="pending|confirmed|done|cancelled|absent"` on the card; `data-action` and
 * `data-tone="primary|neutral|danger"` on each action button.
 */
export function AppointmentCard({
  date,
  name,
  visitType,
  actions = [],
  headingLevel,
  ...rootProps
}: AppointmentCardProps) {
  return (
    <Root {...rootProps}>
      <Header>
        <When date={date} level={headingLevel} />
        <Status />
      </Header>
      <Name>{name}</Name>
      {visitType ? <VisitType>{visitType}</VisitType> : null}
      {actions.length > 0 ? (
        <Actions>
          {actions.map((action) => (
            <Action
              key={action.id}
              action={action.id}
              tone={action.tone}
              disabled={action.isDisabled}
              onClick={action.onAction}
            >
              {action.label}
            </Action>
          ))}
        </Actions>
      ) : null}
    </Root>
  );
}
