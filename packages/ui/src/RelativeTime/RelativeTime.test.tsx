import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../i18n/UiProvider';
import { renderToString } from 'react-dom/server';
import { RelativeTime, RenderTimeContext } from './RelativeTime';

const NOW = Date.parse('2025-03-03T10:00:00Z');

describe('RelativeTime', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders a <time> with the ISO instant and the full Tunisian date as title', async () => {
    const { container } = await render(<RelativeTime date="2025-03-03T07:00:00Z" now={NOW} />);
    const time = container.querySelector('time');
    expect(time?.textContent).toBe('Il ya 3 heures');
    expect(time?.getAttribute('dateTime')).toBe('2025-03-03T07:00:00.000Z');
    expect(time?.getAttribute('title')).toBe('3 mars 2025 à 08:00');
  });

  it('follows the provider locale', async () => {
    const { container } = await render(
      <UiProvider locale="en">
        <RelativeTime date="2025-03-02T10:00:00Z" now={NOW} />
      </UiProvider>,
    );
    expect(container.querySelector('time')?.textContent).toBe('yesterday');
  });

  it('starts from the server render time (same text as the server HTML), then reads the clock', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW + 2 * 3_600_000);
    const page = (
      <RenderTimeContext.Provider value={NOW}>
        <RelativeTime date={NOW - 60_000} />
      </RenderTimeContext.Provider>
    );
    expect(renderToString(page)).toContain('>Il y a 1 minute</time>');
    const { container } = await render(page);
    await expect.poll(() => container.querySelector('time')?.textContent).toBe('Il ya 2 heures');
  });

  it('without `now`, reads the clock and refreshes every minute', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    const { container } = await render(<RelativeTime date={NOW - 30_000} />);
    const time = container.querySelector('time');
    expect(time?.textContent).toBe('maintenant');
    await vi.advanceTimersByTimeAsync(60_000);
    await expect.poll(() => time?.textContent).toBe('Il y a 1 minute');
    await vi.advanceTimersByTimeAsync(60_000);
    await expect.poll(() => time?.textContent).toBe('Il y a 2 minutes');
  });
});
