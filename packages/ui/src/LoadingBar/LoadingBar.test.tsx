import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';

import { UiProvider } from '../i18n/UiProvider';
import { LoadingBar } from './LoadingBar';

afterEach(() => {
  vi.useRealTimers();
});

function progressbar() {
  const bar = document.querySelector<HTMLElement>('[role="progressbar"]');
  if (!bar) throw new Error('no progressbar');
  return bar;
}

describe('LoadingBar: a progressbar driven by the pending count (requirements §4)', () => {
  it('rests at 0, hidden from assistive technology, with its range', async () => {
    await render(<LoadingBar pending={0} />);
    const bar = progressbar();
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-hidden')).toBe('true');
    expect(bar.getAttribute('data-state')).toBe('idle');
    expect(bar.getAttribute('aria-label')).toBe('Chargement de la page');
  });

  it('starts at 2, ticks every 250 ms, 100 on completion, 0 after 500 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const screen = await render(<LoadingBar pending={1} random={() => 0} />);
    const bar = progressbar();
    expect(bar.getAttribute('aria-valuenow')).toBe('2');
    expect(bar.getAttribute('data-state')).toBe('loading');
    expect(bar.hasAttribute('aria-hidden')).toBe(false);

    await vi.advanceTimersByTimeAsync(250);
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('5');
    expect(bar.style.getPropertyValue('--tabib-loading-bar-progress')).toBe('5%');

    await screen.rerender(<LoadingBar pending={0} random={() => 0} />);
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(bar.getAttribute('data-state')).toBe('complete');
    await vi.advanceTimersByTimeAsync(499);
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    await vi.advanceTimersByTimeAsync(1);
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('0');
    expect(bar.getAttribute('data-state')).toBe('idle');
  });

  it('names the bar in the provider locale and follows its direction', async () => {
    await render(
      <UiProvider locale="ar">
        <LoadingBar pending={0} />
      </UiProvider>,
    );
    expect(progressbar().getAttribute('aria-label')).toBe('جارٍ تحميل الصفحة');
    expect(progressbar().getAttribute('dir')).toBe('rtl');
  });
});
