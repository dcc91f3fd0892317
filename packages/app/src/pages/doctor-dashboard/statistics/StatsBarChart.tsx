import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '@tabib/hooks';
import { formatTunisNumber } from '@tabib/ui';

import type { ChartRow } from './statsShaping';

interface StatsBarChartProps {
  title: string;
  /** Header of the table's label column, e.g. "Mois". */
  labelHeader: string;
  rows: readonly ChartRow[];
}

/**
 * A horizontal bar chart drawn with CSS (no chart library: the page's chunk stays small), and the
 * same numbers as a table with a caption. The bars are hidden from assistive technology, which
 * reads the table instead; the table sits in a disclosure so the chart stays compact.
 */
export function StatsBarChart({ title, labelHeader, rows }: StatsBarChartProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const titleId = useId();
  return (
    <figure className="dp-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="dp-chart__title">
        {title}
      </figcaption>
      <ol className="dp-chart__bars" aria-hidden="true">
        {rows.map((row) => (
          <li key={row.key} className="dp-chart__bar-row">
            <span className="dp-chart__label">{row.label}</span>
            <span className="dp-chart__track">
              <span className="dp-chart__bar" style={{ inlineSize: `${row.percent}%` }} />
            </span>
            <span className="dp-chart__value">{formatTunisNumber(row.value, locale)}</span>
          </li>
        ))}
      </ol>
      <details className="dp-chart__table">
        <summary>{intl.formatMessage({ id: 'DOCTOR_STATS.SHOW_TABLE' }, { title })}</summary>
        <table className="dp-table">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{intl.formatMessage({ id: 'DOCTOR_STATS.COUNT' })}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{formatTunisNumber(row.value, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
