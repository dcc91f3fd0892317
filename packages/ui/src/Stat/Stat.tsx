import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { resolveLabels } from '../i18n/messages';
import { useUiLocale } from '../i18n/UiProvider';
import { statMessages, type StatLabels } from './messages';
import { formatTunisNumber } from '../format/tunisNumber';

export type StatTrend = 'up' | 'down' | 'flat';
export type StatTone = 'positive' | 'negative' | 'neutral';

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

const DEFAULT_DELTA_FORMAT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 1 };

/**
 * A dashboard tile: label, value, optional change against the previous period and a description.
 *
 * Data attributes: `data-trend="up|down|flat"` and `data-tone="positive|negative|neutral"` when `delta`
 * is given.
 */
export function Stat({
  label,
  value,
  formatOptions,
  delta,
  deltaFormatOptions = DEFAULT_DELTA_FORMAT,
  deltaContext,
  lowerIsBetter = false,
  description,
  icon,
  labels,
  className,
  ...divProps
}: StatProps) {
  const { locale, dir } = useUiLocale();
  const labelId = useId();
  const messages = resolveLabels(statMessages, locale, labels);
  const shownValue = typeof value === 'number' ? formatTunisNumber(value, locale, formatOptions) : value;
  const trend = delta === undefined ? undefined : trendOf(delta);

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      dir={dir}
      {...divProps}
      className={className ? `tabib-stat ${className}` : 'tabib-stat'}
      data-trend={trend}
      data-tone={trend === undefined ? undefined : toneOf(trend, lowerIsBetter)}
    >
      {icon ? (
        <div className="tabib-stat__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <p id={labelId} className="tabib-stat__label">
        {label}
      </p>
      <p className="tabib-stat__value">{shownValue}</p>
      {delta !== undefined && trend !== undefined ? (
        <p className="tabib-stat__delta">
          <span aria-hidden="true">{TREND_ARROWS[trend]}</span>
          <span className="tabib-visually-hidden">{messages[TREND_LABELS[trend]]}</span>{' '}
          <bdi>{formatTunisNumber(delta, locale, { ...deltaFormatOptions, signDisplay: 'exceptZero' })}</bdi>
          {deltaContext ? <span className="tabib-stat__delta-context">{deltaContext}</span> : null}
        </p>
      ) : null}
      {description ? <p className="tabib-stat__description">{description}</p> : null}
    </div>
  );
}

// Vertical arrows: nothing to mirror in Arabic.
const TREND_ARROWS: Record<StatTrend, string> = { up: '▲', down: '▼', flat: '■' };
const TREND_LABELS: Record<StatTrend, keyof StatLabels> = {
  up: 'trendUp',
  down: 'trendDown',
  flat: 'trendFlat',
};

export function trendOf(delta: number): StatTrend {
  if (delta > 0) return 'up';
  if (delta < 0) return 'down';
  return 'flat';
}

function toneOf(trend: StatTrend, lowerIsBetter: boolean): StatTone {
  if (trend === 'flat') return 'neutral';
  return (trend === 'up') !== lowerIsBetter ? 'positive' : 'negative';
}
