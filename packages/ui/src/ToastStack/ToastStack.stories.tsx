import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';

import { createStoryLink } from '../stories/StoryLink';
import { storyLocale } from '../stories/storyLocale';
import { toastStackMessages } from './messages';
import { ToastStack, type ToastStackProps } from './ToastStack';
import { createToastStore, type ToastMessage, type ToastType } from './toastStore';
import { useToastStore } from './useToastStore';

/** Keeps the toasts in state so closing one removes it, as the app's store does. */
function ToastStackWithState(props: ToastStackProps) {
  const [toasts, setToasts] = useState(props.toasts);
  return (
    <ToastStack
      {...props}
      toasts={toasts}
      onDismiss={(id) => {
        props.onDismiss(id);
        setToasts((current) => current.filter((toast) => toast.id !== id));
      }}
    />
  );
}

// Stories keep their toasts on screen (timeout 0) so they can be reviewed; timings are unit-tested.
const toast = (overrides: Partial<ToastMessage> & Pick<ToastMessage, 'type' | 'text'>): ToastMessage => ({
  id: `story-${overrides.type}`,
  timeout: 0,
  ...overrides,
});

const meta = {
  title: 'Shell/ToastStack',
  component: ToastStack,
  render: (args) => <ToastStackWithState {...args} />,
  parameters: { layout: 'fullscreen' },
  args: { toasts: [], onDismiss: fn(), onNavigate: fn() },
} satisfies Meta<typeof ToastStack>;

export default meta;
type Story = StoryObj<typeof meta>;

// spec §8: the catalogue's messages.
export const Success: Story = {
  args: { toasts: [toast({ type: 'success', text: 'Appointment booked successfully' })] },
  play: async ({ canvasElement, globals }) => {
    const text = toastStackMessages[storyLocale(globals)];
    // The stack mounts its toasts after the first render: wait for them, whatever the machine's pace.
    const item = (await within(canvasElement).findByText('Appointment booked successfully')).closest('li');
    await expect(item).toHaveAttribute('data-type', 'success');
    await expect(item).toHaveTextContent(text.types.success);
    await expect(within(canvasElement).getByRole('button', { name: text.close })).toBeVisible();
  },
};

export const Error: Story = {
  args: { toasts: [toast({ type: 'error', text: 'Network error. Please check your connection.' })] },
};

export const Warning: Story = {
  args: { toasts: [toast({ type: 'warning', text: 'Your session has expired. Please login again.' })] },
};

export const Info: Story = {
  args: { toasts: [toast({ type: 'info', text: 'You have been logged out successfully' })] },
};

export const Stacked: Story = {
  args: {
    toasts: [
      toast({ type: 'success', text: 'Profile updated successfully' }),
      toast({ type: 'error', text: 'Failed to save changes' }),
      toast({ type: 'warning', text: 'You are not authorized to perform this action.' }),
      toast({ type: 'info', text: 'Verification email sent. Please check your inbox.' }),
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4));
  },
};

export const StackedRTL: Story = { ...Stacked, globals: { locale: 'ar' } };

/** Keyboard: F8 reaches the stack, Tab the action, Enter runs its callback and closes the toast. */
export const ActionCallback: Story = {
  args: {
    toasts: [
      toast({
        id: 'undo',
        type: 'success',
        text: 'Appointment cancelled successfully',
        actionLabel: 'Annuler',
        actionCallback: fn(),
      }),
    ],
  },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const action = await canvas.findByRole('button', { name: 'Annuler' });
    await userEvent.keyboard('[F8]');
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toHaveClass('tabib-toast-stack'));
    await userEvent.tab();
    await userEvent.tab();
    await expect(action).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.toasts[0]?.actionCallback).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).toHaveBeenCalledWith('undo');
    await waitFor(() => expect(canvas.queryByText('Appointment cancelled successfully')).toBeNull());
  },
};

export const ActionCallbackRTL: Story = { ...ActionCallback, globals: { locale: 'ar' } };

/** spec §5: the login-required toast's action goes to the login route with a return URL. */
export const ActionRoute: Story = {
  args: {
    linkComponent: createStoryLink(),
    toasts: [
      toast({
        id: 'login',
        type: 'info',
        text: 'Connectez-vous pour poser une question.',
        timeout: 6000,
        actionLabel: 'Se connecter',
        actionRoute: '/auth/login?returnUrl=/questions/ask',
      }),
    ],
  },
  play: async ({ args, canvasElement, userEvent }) => {
    const action = await within(canvasElement).findByRole('link', { name: 'Se connecter' });
    await expect(action).toHaveAttribute('href', '/auth/login?returnUrl=/questions/ask');
    action.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/auth/login?returnUrl=/questions/ask');
    await expect(args.onDismiss).toHaveBeenCalledWith('login');
  },
};

/** spec §8: a failing action callback is only logged; the toast still closes. */
export const FailingActionCallback: Story = {
  args: {
    toasts: [
      toast({
        id: 'retry',
        type: 'error',
        text: 'Failed to process appointment',
        actionLabel: 'Réessayer',
        actionCallback: () => {
          throw new globalThis.Error('retry failed');
        },
      }),
    ],
  },
  play: async ({ args, canvasElement, userEvent }) => {
    const consoleError = spyOn(console, 'error').mockImplementation(() => {});
    try {
      await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Réessayer' }));
      await expect(consoleError).toHaveBeenCalledWith('Toast action failed', expect.any(globalThis.Error));
      await expect(args.onDismiss).toHaveBeenCalledWith('retry');
    } finally {
      consoleError.mockRestore();
    }
  },
};

/** Keyboard: the close button closes the toast. */
export const CloseWithKeyboard: Story = {
  args: {
    toasts: [
      toast({ id: 'info', type: 'info', text: 'No results found. Try adjusting your search criteria.' }),
    ],
  },
  play: async ({ args, canvasElement, globals, userEvent }) => {
    const text = toastStackMessages[storyLocale(globals)];
    (await within(canvasElement).findByRole('button', { name: text.close })).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledWith('info');
  },
};

const playgroundTexts: Record<ToastType, string> = {
  success: 'Appointment booked successfully',
  error: 'Failed to process appointment',
  warning: 'Your session has expired. Please login again.',
  info: 'No results found. Try adjusting your search criteria.',
};

/** With the real store and timings: 3 s, errors 4 s (spec §9). Hover or focus pauses the timer. */
export const WithStore: Story = {
  render: function Render(args) {
    const [store] = useState(createToastStore);
    const toasts = useToastStore(store);
    return (
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', padding: '1.5rem' }}>
        {(Object.keys(playgroundTexts) as ToastType[]).map((type) => (
          <button key={type} type="button" onClick={() => store.show({ type, text: playgroundTexts[type] })}>
            {`Show ${type}`}
          </button>
        ))}
        <ToastStack
          {...args}
          toasts={toasts}
          onDismiss={(id) => {
            args.onDismiss(id);
            store.dismiss(id);
          }}
        />
      </div>
    );
  },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await waitFor(() => expect(canvas.getByRole('list')).toHaveTextContent(playgroundTexts.success));
    // Closes on its own after 3000 ms.
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledTimes(1), { timeout: 4500 });
  },
};
