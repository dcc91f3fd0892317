import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../i18n/UiProvider';
import * as RelativeTime from './parts';

const NOW = Date.parse('2025-03-03T10:00:00Z');

describe('RelativeTime.Root', () => {
  it('renders through the consumer’s element with asChild, which shows the text, dateTime and title', async () => {
    const screen = await render(
      <RelativeTime.Root date="2025-03-03T07:00:00Z" now={NOW} asChild className="meta">
        <time className="caption" data-testid="when" />
      </RelativeTime.Root>,
    );
    const time = screen.getByTestId('when').element();
    expect(time.textContent).toBe('Il ya 3 heures');
    expect(time.className).toBe('tabib-relative-time meta caption');
    expect(time.getAttribute('dateTime')).toBe('2025-03-03T07:00:00.000Z');
    expect(time.getAttribute('title')).toBe('3 mars 2025 à 08:00');
    expect(time.hasAttribute('data-live')).toBe(false);
  });

  it('keeps the consumer’s own children, and gives class functions the text and whether it is live', async () => {
    const screen = await render(
      <RelativeTime.Root
        date={NOW - 60_000}
        className={({ live, text, dateTime }) => `${live ? 'live' : 'fixed'} ${text.length} ${dateTime}`}
      />,
    );
    const time = screen.container.querySelector('time');
    expect(time?.getAttribute('data-live')).toBe('');
    expect(time?.className).toMatch(/^tabib-relative-time live \d+ \d{4}-\d\d-\d\dT/);
    const own = await render(
      <RelativeTime.Root date={NOW} now={NOW} asChild>
        <time>posted now</time>
      </RelativeTime.Root>,
    );
    expect(own.container.querySelector('time')?.textContent).toBe('posted now');
  });

  it('says it in Arabic', async () => {
    const { container } = await render(
      <UiProvider locale="ar">
        <RelativeTime.Root date={NOW - 2 * 60_000} now={NOW} />
      </UiProvider>,
    );
    expect(container.querySelector('time')?.textContent).toBe('منذ دقيقتين');
  });
});
