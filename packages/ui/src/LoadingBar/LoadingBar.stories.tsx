import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';

import { storyLocale } from '../stories/storyLocale';
import { LoadingBar } from './LoadingBar';
import * as LoadingBarParts from './parts';

const meta = {
  title: 'Shell/LoadingBar',
  component: LoadingBar,
  args: { pending: 0 },
  argTypes: { pending: { control: { type: 'number', min: 0 } } },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const progressOf = (bar: HTMLElement) => Number(bar.getAttribute('aria-valuenow'));

/** Nothing pending: the bar is at 0 and hidden from assistive technology. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { hidden: true });
    await expect(bar).toHaveAttribute('data-state', 'idle');
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
  },
};

/** A request is pending: starts at 2 and grows every 250 ms (requirements §4). */
export const Loading: Story = {
  args: { pending: 1 },
  play: async ({ canvasElement }) => {
    // The bar starts in an effect, which may run after the first paint (no test `act` in the UI).
    const bar = await within(canvasElement).findByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('data-state', 'loading');
    await waitFor(() => expect(progressOf(bar)).toBeGreaterThan(2), { timeout: 1000 });
  },
};

export const LoadingRTL: Story = { ...Loading, globals: { locale: 'ar' } };

/** The `Requests` story's buttons in each locale. */
const BUTTONS = {
  fr: { start: 'Lancer une requête', finish: 'Terminer une requête' },
  en: { start: 'Start a request', finish: 'Finish a request' },
  ar: { start: 'بدء طلب', finish: 'إنهاء طلب' },
};

/** Start and finish requests with the buttons to watch the bar: 100 on completion, 0 after 500 ms. */
export const Requests: Story = {
  render: function Render(args, { globals }) {
    const [pending, setPending] = useState(args.pending);
    const label = BUTTONS[storyLocale(globals)];
    return (
      <div style={{ display: 'flex', gap: '0.5rem', paddingBlockStart: '1rem' }}>
        <LoadingBar {...args} pending={pending} />
        <button type="button" onClick={() => setPending((count) => count + 1)}>
          {label.start}
        </button>
        <button type="button" onClick={() => setPending((count) => Math.max(0, count - 1))}>
          {label.finish}
        </button>
        <output>{pending}</output>
      </div>
    );
  },
  play: async ({ canvasElement, globals, userEvent }) => {
    const label = BUTTONS[storyLocale(globals)];
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: label.start }));
    const bar = await canvas.findByRole('progressbar');
    await expect(bar).toHaveAttribute('data-state', 'loading');
    await userEvent.click(canvas.getByRole('button', { name: label.finish }));
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('data-state', 'complete');
    await waitFor(() =>
      expect(canvas.getByRole('progressbar', { hidden: true })).toHaveAttribute('aria-valuenow', '0'),
    );
  },
};

/** The parts in plain markup, no kit class used by the consumer: a pending request, then done. */
export const PartsUnstyled: Story = {
  name: 'Parts — unstyled',
  args: { pending: 1 },
  render: (args) => (
    <LoadingBarParts.Root pending={args.pending} style={{ position: 'static', blockSize: 4 }}>
      <LoadingBarParts.Fill />
    </LoadingBarParts.Root>
  ),
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar');
    await expect(bar).toHaveAttribute('data-state', 'loading');
    await waitFor(() => expect(progressOf(bar)).toBeGreaterThan(2), { timeout: 1000 });
    await expect(bar.style.getPropertyValue('--tabib-loading-bar-progress')).toMatch(/^\d+(\.\d+)?%$/);
  },
};

/** The consumer's classes from the parts' state, styled by the story's own CSS. */
export const PartsCustomClasses: Story = {
  name: 'Parts — custom classes',
  args: { pending: 1 },
  render: (args) => (
    <>
      <style>{`
        .my-bar { block-size: 6px; background: #eee; position: static; }
        .my-fill { block-size: 100%; inline-size: var(--tabib-loading-bar-progress); }
        .my-fill--loading { background: #7b1fa2; }
        .my-fill--idle { background: transparent; }
      `}</style>
      <LoadingBarParts.Root pending={args.pending} className="my-bar">
        <LoadingBarParts.Fill className={({ phase }) => `my-fill my-fill--${phase}`} />
      </LoadingBarParts.Root>
    </>
  ),
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar');
    const fill = bar.firstElementChild as HTMLElement;
    await expect(fill).toHaveClass('tabib-loading-bar__fill', 'my-fill', 'my-fill--loading');
    await expect(getComputedStyle(fill).backgroundColor).toBe('rgb(123, 31, 162)');
    await waitFor(() => expect(fill.getBoundingClientRect().width).toBeGreaterThan(0));
  },
};
