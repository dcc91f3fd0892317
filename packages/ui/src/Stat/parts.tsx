import { createContext, useContext, useId, type CSSProperties, type ReactNode } from 'react';
import { formatTunisNumber } from '../format/tunisNumber';
import { resolveLabels } from '../i18n/messages';
import { useUiLocale, type UiLocale } from '../i18n/UiProvider';
import { renderPart, type PartProps } from '../primitives/part';
import { renderWithContent } from '../primitives/renderWithContent';
import { statMessages, type StatLabels } from './messages';

export type StatTrend = 'up' | 'down' | 'flat';
export type StatTone = 'positive' | 'negative' | 'neutral';

/** What `className` and `style` functions of the Stat parts receive; both undefined without a `delta`. */
export interface StatState {
  trend: StatTrend | undefined;
  tone: StatTone | undefined;
}

interface StatContextValue extends StatState {
  locale: UiLocale;
  labelId: string;
  delta: number | undefined;
  messages: StatLabels;
}

const StatContext = createContext<StatContextValue | null>(null);

function useStat(part: string): StatContextValue {
  const context = useContext(StatContext);
  if (!context) throw new Error(`@tabib/ui: Stat.${part} must be inside Stat.Root.`);
  return context;
}

export function trendOf(delta: number): StatTrend {
  if (delta > 0) return 'up';
  if (delta < 0) return 'down';
  return 'flat';
}

function toneOf(trend: StatTrend, lowerIsBetter: boolean): StatTone {
  if (trend === 'flat') return 'neutral';
  return (trend === 'up') !== lowerIsBetter ? 'positive' : 'negative';
}

export interface StatRootProps extends PartProps<'div', StatState> {
  /** Change against the previous period (a ratio by default, see `Stat.Trend`). Sets `data-trend`. */
  delta?: number;
  /** Set when a rise is bad news (cancellations, absences): flips `data-tone`. Default false. */
  lowerIsBetter?: boolean;
  /** Overrides of the trend words (defaults: `statMessages`, in the provider's locale). */
  labels?: Partial<StatLabels>;
}

/**
 * The tile: a `<div role="group">` named by `Stat.Label`, in the provider's direction.
 *
 * Data attributes, when `delta` is given: `data-trend="up|down|flat"`, `data-tone="positive|negative|neutral"`
 * (a rise is `negative` with `lowerIsBetter`).
 */
export function Root({ delta, lowerIsBetter = false, labels, ...props }: StatRootProps) {
  const { locale, dir } = useUiLocale();
  const labelId = useId();
  const messages = resolveLabels(statMessages, locale, labels);
  const trend = delta === undefined ? undefined : trendOf(delta);
  const tone = trend === undefined ? undefined : toneOf(trend, lowerIsBetter);
  return (
    <StatContext.Provider value={{ trend, tone, locale, labelId, delta, messages }}>
      {renderPart(
        { dir, ...props },
        {
          as: 'div',
          part: 'tabib-stat',
          state: { trend, tone },
          data: { trend, tone },
          required: { role: 'group', 'aria-labelledby': labelId },
        },
      )}
    </StatContext.Provider>
  );
}

export type StatIconProps = PartProps<'div', StatState>;

/** A decorative icon, hidden from assistive technology. Inside `Stat.Root`. */
export function Icon(props: StatIconProps) {
  const { trend, tone } = useStat('Icon');
  return renderPart(
    { ...props },
    {
      as: 'div',
      part: 'tabib-stat__icon',
      state: { trend, tone },
      required: { 'aria-hidden': 'true' },
    },
  );
}

export type StatLabelProps = PartProps<'p', StatState>;

/** What is counted ("Rendez-vous ce mois-ci"): it names the tile. Inside `Stat.Root`, once. */
export function Label(props: StatLabelProps) {
  const { trend, tone, labelId } = useStat('Label');
  return renderPart(
    { ...props },
    {
      as: 'p',
      part: 'tabib-stat__label',
      state: { trend, tone },
      required: { id: labelId },
    },
  );
}

export interface StatValueProps extends Omit<PartProps<'p', StatState>, 'children'> {
  /** A number is formatted with Intl for the locale (`1 234` in French); a string is shown as given. */
  value: number | string;
  /** Intl options for a numeric `value`, e.g. `{ style: 'currency', currency: 'TND' }`. */
  formatOptions?: Intl.NumberFormatOptions;
  /** Replaces the formatted value; with `asChild`, the consumer's element, which shows it unless it has children. */
  children?: ReactNode;
}

/** The figure, formatted for the provider's locale (Latin digits in Arabic too). Inside `Stat.Root`. */
export function Value({ value, formatOptions, asChild, children, ...props }: StatValueProps) {
  const { trend, tone, locale } = useStat('Value');
  const shown = typeof value === 'number' ? formatTunisNumber(value, locale, formatOptions) : value;
  return renderWithContent(
    { ...props, asChild, children },
    { as: 'p', part: 'tabib-stat__value', state: { trend, tone }, children: shown },
  );
}

// Read out, never shown, with or without the theme: the arrow beside it says the same to the eye.
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};
const DEFAULT_DELTA_FORMAT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 1 };
// Vertical arrows: nothing to mirror in Arabic.
const TREND_ARROWS: Record<StatTrend, string> = { up: '▲', down: '▼', flat: '■' };
const TREND_LABELS: Record<StatTrend, keyof StatLabels> = {
  up: 'trendUp',
  down: 'trendDown',
  flat: 'trendFlat',
};

export interface StatTrendProps extends PartProps<'p', StatState> {
  /** Intl options for the root's `delta`. Default: percent with at most one decimal. A sign is always shown. */
  formatOptions?: Intl.NumberFormatOptions;
}

/**
 * The change against the previous period: a decorative arrow, the trend in words for screen readers
 * ("En hausse"), the signed delta (`+12,5 %`, isolated in `<bdi>`), then its children (what it compares
 * with, `Stat.TrendContext`). Renders nothing when the root has no `delta`. Inside `Stat.Root`.
 *
 * Data attributes: `data-trend`, `data-tone` (as on the root).
 */
export function Trend({ formatOptions = DEFAULT_DELTA_FORMAT, children, ...props }: StatTrendProps) {
  const { trend, tone, delta, locale, messages } = useStat('Trend');
  if (delta === undefined || trend === undefined) return null;
  return renderPart(
    { ...props },
    {
      as: 'p',
      part: 'tabib-stat__delta',
      state: { trend, tone },
      data: { trend, tone },
      children: (
        <>
          <span aria-hidden="true">{TREND_ARROWS[trend]}</span>
          <span className="tabib-visually-hidden" style={VISUALLY_HIDDEN}>
            {messages[TREND_LABELS[trend]]}
          </span>{' '}
          <bdi>{formatTunisNumber(delta, locale, { ...formatOptions, signDisplay: 'exceptZero' })}</bdi>
          {children}
        </>
      ),
    },
  );
}

export type StatTrendContextProps = PartProps<'span', StatState>;

/** What the delta compares with ("par rapport au mois dernier"). Inside `Stat.Trend`. */
export function TrendContext(props: StatTrendContextProps) {
  const { trend, tone } = useStat('TrendContext');
  return renderPart({ ...props }, { as: 'span', part: 'tabib-stat__delta-context', state: { trend, tone } });
}

export type StatDescriptionProps = PartProps<'p', StatState>;

/** A line under the value saying what it counts ("Paiements en ligne confirmés"). Inside `Stat.Root`. */
export function Description(props: StatDescriptionProps) {
  const { trend, tone } = useStat('Description');
  return renderPart({ ...props }, { as: 'p', part: 'tabib-stat__description', state: { trend, tone } });
}
