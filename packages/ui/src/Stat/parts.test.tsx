import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../i18n/UiProvider';
import * as Stat from './parts';

describe('Stat parts in the consumer’s own markup', () => {
  it.each([
    [0.2, false, 'up', 'positive', 'En hausse', '+20\u00a0%'],
    [0.2, true, 'up', 'negative', 'En hausse', '+20\u00a0%'],
    [-0.5, true, 'down', 'positive', 'En baisse', '-50\u00a0%'],
    [0, false, 'flat', 'neutral', 'Stable', '0\u00a0%'],
  ] as const)(
    'delta %d (lowerIsBetter %s): data-trend %s, data-tone %s, "%s" for screen readers',
    async (delta, lowerIsBetter, trend, tone, spoken, shown) => {
      const screen = await render(
        <Stat.Root delta={delta} lowerIsBetter={lowerIsBetter} className={({ tone }) => `tile tile--${tone}`}>
          <Stat.Label>Annulations</Stat.Label>
          <Stat.Value value={18} />
          <Stat.Trend className={({ trend }) => `arrow-${trend}`} />
        </Stat.Root>,
      );
      const tile = screen.getByRole('group', { name: 'Annulations' }).element();
      expect([tile.getAttribute('data-trend'), tile.getAttribute('data-tone')]).toEqual([trend, tone]);
      expect(tile.className).toBe(`tabib-stat tile tile--${tone}`);
      const delta_ = tile.querySelector('.tabib-stat__delta');
      expect(delta_?.className).toBe(`tabib-stat__delta arrow-${trend}`);
      expect(delta_?.getAttribute('data-tone')).toBe(tone);
      expect(delta_?.querySelector('.tabib-visually-hidden')?.textContent).toBe(spoken);
      expect(delta_?.querySelector('bdi')?.textContent).toBe(shown);
    },
  );

  it('without delta: no data-trend, no Trend; the value through the consumer’s element', async () => {
    const screen = await render(
      <Stat.Root>
        <Stat.Label>Honoraires</Stat.Label>
        <Stat.Value value={5430.5} formatOptions={{ style: 'currency', currency: 'TND' }} asChild>
          <strong data-testid="value" />
        </Stat.Value>
        <Stat.Trend />
      </Stat.Root>,
    );
    const tile = screen.getByRole('group', { name: 'Honoraires' }).element();
    expect(tile.hasAttribute('data-trend')).toBe(false);
    expect(tile.querySelector('.tabib-stat__delta')).toBeNull();
    const value = screen.getByTestId('value').element();
    expect([value.tagName, value.className]).toEqual(['STRONG', 'tabib-stat__value']);
    expect(value.textContent).toBe('5\u202f430,500\u00a0DT');
  });

  it('speaks Arabic right to left with a count delta and its context', async () => {
    const screen = await render(
      <UiProvider locale="ar">
        <Stat.Root delta={5}>
          <Stat.Label>المرضى الجدد</Stat.Label>
          <Stat.Value value={42} />
          <Stat.Trend formatOptions={{}}>
            <Stat.TrendContext>هذا الأسبوع</Stat.TrendContext>
          </Stat.Trend>
        </Stat.Root>
      </UiProvider>,
    );
    const tile = screen.getByRole('group', { name: 'المرضى الجدد' }).element();
    expect(tile.getAttribute('dir')).toBe('rtl');
    expect(tile.querySelector('.tabib-visually-hidden')?.textContent).toBe('ارتفاع');
    // ar-TN marks the sign left to right, so "+5" never reads "5+"
    expect(tile.querySelector('bdi')?.textContent).toBe('\u200e+5');
    expect(tile.querySelector('.tabib-stat__delta-context')?.textContent).toBe('هذا الأسبوع');
  });
});
