import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { StatLabels } from './messages';
import { Description, Icon, Label, Root, Trend, TrendContext, Value } from './parts';

export { trendOf, type StatTone, type StatTrend } from './parts';

export interface StatProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** What is counted, e.g. "Rendez-vous ce mois-ci". Names the tile (`role="group"`). */
  label: ReactNode;
  /** A number is formatted with Intl for the locale (`1 234` in French); a string is shown as given. */
  value: number | string;
  /** Intl options for a numeric `value`, e.g. `{ style: 'currency', currency: 'TND' }`. */
  formatOptions?: Intl.NumberFormatOptions;
  /** Change against the previous period; a ratio by default (`0.12` → `+12 %`). Sets `data-trend`. */
  delta?: number;
  /** Intl options for `delta`. Default: percent with at most one decimal. A sign is always shown. */
  deltaFormatOptions?: Intl.NumberFormatOptions;
  /** What the delta compares with, e.g. "par rapport au mois dernier". */
  deltaContext?: ReactNode;
  /** Set when a rise is bad news (cancellations, absences): flips `data-tone`. Default false. */
  lowerIsBetter?: boolean;
  /** A line under the value that says what it counts, e.g. "Paiements en ligne confirmés". */
  description?: ReactNode;
  /** Decorative icon (rendered `aria-hidden`). */
  icon?: ReactNode;
  /** Overrides of the trend words (defaults: `statMessages`, in the provider's locale). */
  labels?: Partial<StatLabels>;
}

/**
 * A dashboard tile: label, value, optional change against the previous period and a description,
 * composed of the `Stat` parts.
 *
 * Data attributes: `data-trend="up|down|flat"` and `data-tone="positive|negative|neutral"` when `delta`
 * is given.
 */
export function Stat({
  label,
  value,
  formatOptions,
  deltaFormatOptions,
  deltaContext,
  description,
  icon,
  ...rootProps
}: StatProps) {
  return (
    <Root {...rootProps}>
      {icon ? <Icon>{icon}</Icon> : null}
      <Label>{label}</Label>
      <Value value={value} formatOptions={formatOptions} />
      <Trend formatOptions={deltaFormatOptions}>
        {deltaContext ? <TrendContext>{deltaContext}</TrendContext> : null}
      </Trend>
      {description ? <Description>{description}</Description> : null}
    </Root>
  );
}
