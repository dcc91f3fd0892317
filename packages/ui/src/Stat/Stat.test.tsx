import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../i18n/UiProvider';
import { Stat, trendOf } from './Stat';

describe('Stat', () => {
  it('formats a numeric value for the locale and names the tile by its label', async () => {
    const { container } = await render(<Stat label="Rendez-vous" value={1234} />);
    const tile = container.querySelector('[role="group"]');
    expect(container.querySelector('.tabib-stat__value')?.textContent).toBe('1\u202f234');
    expect(tile?.getAttribute('aria-labelledby')).toBe(container.querySelector('.tabib-stat__label')?.id);
    expect(tile?.hasAttribute('data-trend')).toBe(false);
  });

  it('shows a signed percentage delta with a spoken trend', async () => {
    const { container } = await render(<Stat label="Rendez-vous" value={10} delta={0.125} />);
    const delta = container.querySelector('.tabib-stat__delta');
    expect(delta?.querySelector('bdi')?.textContent).toBe('+12,5\u00a0%');
    expect(delta?.querySelector('.tabib-visually-hidden')?.textContent).toBe('En hausse');
    expect(container.firstElementChild?.getAttribute('data-tone')).toBe('positive');
  });

  it('marks a rise as negative when lower is better', async () => {
    const { container } = await render(
      <Stat label="Annulations" value={3} delta={2} deltaFormatOptions={{}} lowerIsBetter />,
    );
    expect(container.querySelector('bdi')?.textContent).toBe('+2');
    expect(container.firstElementChild?.getAttribute('data-trend')).toBe('up');
    expect(container.firstElementChild?.getAttribute('data-tone')).toBe('negative');
  });

  // ar-TN groups thousands with a dot ("1.234"), which reads as dinars: a narrow space sets them apart.
  it('formats in Arabic with Latin digits (ar-TN), thousands apart, and writes dir="rtl"', async () => {
    const { container } = await render(
      <UiProvider locale="ar">
        <Stat label="المواعيد" value={1234} delta={0} />
      </UiProvider>,
    );
    expect(container.querySelector('.tabib-stat__value')?.textContent).toBe('1\u202f234');
    expect(container.querySelector('.tabib-visually-hidden')?.textContent).toBe('مستقر');
    expect(container.firstElementChild?.getAttribute('dir')).toBe('rtl');
    expect(container.firstElementChild?.getAttribute('data-tone')).toBe('neutral');
  });

  it.each([
    [0.1, 'up'],
    [-3, 'down'],
    [0, 'flat'],
  ] as const)('trendOf(%d) is %s', (delta, trend) => {
    expect(trendOf(delta)).toBe(trend);
  });
});
