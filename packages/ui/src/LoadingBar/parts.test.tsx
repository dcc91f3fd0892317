import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';

import { UiProvider } from '../i18n/UiProvider';
import * as LoadingBar from './parts';

afterEach(() => {
  vi.useRealTimers();
});

describe('LoadingBar parts in custom markup', () => {
  it('gives each phase to data-state and to the className and style functions, the progress as a CSS variable', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const bar = (pending: number) => (
      <LoadingBar.Root
        pending={pending}
        random={() => 0}
        className={({ phase }) => `bar bar--${phase}`}
        style={({ progress }) => ({ opacity: progress > 0 ? 1 : 0 })}
      >
        <LoadingBar.Fill className={({ phase, progress }) => `fill-${phase}-${Math.round(progress)}`} />
      </LoadingBar.Root>
    );
    const screen = await render(bar(1));
    const root = document.querySelector<HTMLElement>('[role="progressbar"]')!;
    const fill = root.firstElementChild as HTMLElement;
    expect(root.className).toBe('tabib-loading-bar bar bar--loading');
    expect(root.getAttribute('data-state')).toBe('loading');
    expect(root.style.getPropertyValue('--tabib-loading-bar-progress')).toBe('2%');
    expect(root.style.opacity).toBe('1');
    expect(fill.className).toBe('tabib-loading-bar__fill fill-loading-2');
    expect(fill.getAttribute('data-state')).toBe('loading');

    await screen.rerender(bar(0));
    expect(root.getAttribute('data-state')).toBe('complete');
    expect(fill.className).toBe('tabib-loading-bar__fill fill-complete-100');
    expect(root.getAttribute('aria-valuenow')).toBe('100');
    await vi.advanceTimersByTimeAsync(500);
    await expect.poll(() => root.getAttribute('data-state')).toBe('idle');
    expect(root.getAttribute('aria-hidden')).toBe('true');
    expect(root.style.opacity).toBe('0');
    expect(fill.className).toBe('tabib-loading-bar__fill fill-idle-0');
  });

  it("renders through the consumer's element with asChild, keeping the progressbar's role and range", async () => {
    await render(
      <LoadingBar.Root pending={1} random={() => 0} asChild role="meter">
        <section data-mine="">
          <LoadingBar.Fill asChild>
            <span className="my-fill" />
          </LoadingBar.Fill>
        </section>
      </LoadingBar.Root>,
    );
    const root = document.querySelector<HTMLElement>('[data-mine]')!;
    expect(root.tagName).toBe('SECTION');
    expect(root.getAttribute('role')).toBe('progressbar');
    expect(root.getAttribute('aria-valuemax')).toBe('100');
    expect(root.getAttribute('aria-valuenow')).toBe('2');
    expect(root.getAttribute('aria-label')).toBe('Chargement de la page');
    const fill = root.querySelector('span')!;
    expect(fill.className).toBe('tabib-loading-bar__fill my-fill');
    expect(fill.getAttribute('data-state')).toBe('loading');
  });

  it('is named in Arabic and right to left under an Arabic provider', async () => {
    await render(
      <UiProvider locale="ar">
        <LoadingBar.Root pending={0} />
      </UiProvider>,
    );
    const root = document.querySelector<HTMLElement>('[role="progressbar"]')!;
    expect(root.getAttribute('aria-label')).toBe('جارٍ تحميل الصفحة');
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.querySelector('.tabib-loading-bar__fill')).not.toBeNull();
  });

  it('refuses a Fill outside its Root, naming the Root', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(render(<LoadingBar.Fill />)).rejects.toThrow(
      '@tabib/ui: LoadingBar.Fill must be inside LoadingBar.Root.',
    );
  });
});
