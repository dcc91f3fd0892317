import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';

import { storyLocale } from '../stories/storyLocale';
import { LoadingBar } from './LoadingBar';

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
