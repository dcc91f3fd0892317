import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import { UiProvider } from '../i18n/UiProvider';
import * as ToastStack from './parts';
import type { ToastType } from './types';

afterEach(() => {
  vi.useRealTimers();
});

interface Item {
  id: string;
  type: ToastType;
  text: string;
  timeout: number;
}

/** The consumer's own stack: its card markup, its classes, its close link. */
function MyStack({ initial, onDismiss = () => {} }: { initial: Item[]; onDismiss?: (id: string) => void }) {
  const [items, setItems] = useState(initial);
  return (
    <ToastStack.Root>
      {items.map((item) => (
        <ToastStack.Toast
          key={item.id}
          type={item.type}
          timeout={item.timeout}
          onDismiss={() => {
            onDismiss(item.id);
            setItems((current) => current.filter((other) => other.id !== item.id));
          }}
          className={({ type, state }) => `card card--${type} card--${state}`}
        >
          <ToastStack.Title className="card__title">Tabib</ToastStack.Title>
          <ToastStack.Description className={({ type }) => `card__text card__text--${type}`}>
            {item.text}
          </ToastStack.Description>
          <ToastStack.Close asChild>
            <button type="button" className="my-close">
              ×
            </button>
          </ToastStack.Close>
        </ToastStack.Toast>
      ))}
      <ToastStack.Viewport className="my-stack" />
    </ToastStack.Root>
  );
}

/** A toast the consumer hides with `open`, with or without an exit animation on `data-state="closed"`. */
function Controlled({ animated, paused = false }: { animated: boolean; paused?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <style>{`@keyframes leave { to { opacity: 0; } } .leaving[data-state='closed'] { animation: leave 200ms; }`}</style>
      {/* As on a hidden page: the animation runs no frame, so no animationend comes. */}
      {paused && <style>{`.leaving[data-state='closed'] { animation-play-state: paused; }`}</style>}
      <button type="button" onClick={() => setOpen(false)}>
        hide
      </button>
      <ToastStack.Root>
        <ToastStack.Toast
          type="info"
          timeout={0}
          open={open}
          onDismiss={() => {}}
          className={animated ? 'leaving' : undefined}
        >
          <ToastStack.Description>x</ToastStack.Description>
        </ToastStack.Toast>
        <ToastStack.Viewport />
      </ToastStack.Root>
    </>
  );
}

describe('ToastStack parts in custom markup', () => {
  it('writes data-type and data-state, gives them to className functions and speaks the type before the text', async () => {
    const screen = await render(
      <MyStack initial={[{ id: 'a', type: 'error', text: 'Paiement refusé', timeout: 0 }]} />,
    );
    const toast = screen.getByRole('listitem');
    await expect.element(toast).toHaveAttribute('data-type', 'error');
    await expect.element(toast).toHaveAttribute('data-state', 'open');
    expect((toast.element() as HTMLElement).className).toBe('tabib-toast card card--error card--open');
    const text = screen.getByRole('list').getByText('Paiement refusé');
    expect((text.element() as HTMLElement).className).toBe('tabib-toast__text card__text card__text--error');
    expect((text.element() as HTMLElement).textContent).toBe('Erreur : Paiement refusé');
    expect(screen.container.ownerDocument.querySelector('.my-stack')?.className).toBe(
      'tabib-toast-stack my-stack',
    );
  });

  it("closes through the consumer's button, named in the reader's language", async () => {
    const onDismiss = vi.fn();
    const screen = await render(
      <MyStack initial={[{ id: 'a', type: 'info', text: 'x', timeout: 0 }]} onDismiss={onDismiss} />,
    );
    const close = screen.getByRole('button', { name: 'Fermer la notification' });
    await expect.element(close).toHaveClass('tabib-toast__close', 'my-close');
    await close.click();
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('keeps the timeouts: 4000 ms closes, 0 never does', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onDismiss = vi.fn();
    await render(
      <MyStack
        initial={[
          { id: 'timed', type: 'error', text: 'a', timeout: 4000 },
          { id: 'kept', type: 'warning', text: 'b', timeout: 0 },
        ]}
        onDismiss={onDismiss}
      />,
    );
    await vi.advanceTimersByTimeAsync(3999);
    expect(onDismiss).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onDismiss).toHaveBeenCalledWith('timed');
    await vi.advanceTimersByTimeAsync(600_000);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('F8 reaches the stack and Escape closes the focused toast', async () => {
    const onDismiss = vi.fn();
    await render(
      <MyStack initial={[{ id: 'a', type: 'success', text: 'ok', timeout: 0 }]} onDismiss={onDismiss} />,
    );
    await userEvent.keyboard('{F8}');
    await vi.waitFor(() =>
      expect(document.activeElement?.classList.contains('tabib-toast-stack')).toBe(true),
    );
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement?.getAttribute('data-type')).toBe('success');
    await userEvent.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('pauses the timer while focus is in the stack and resumes it when focus leaves', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onDismiss = vi.fn();
    const screen = await render(
      <>
        <button type="button">outside</button>
        <MyStack initial={[{ id: 'a', type: 'success', text: 'ok', timeout: 3000 }]} onDismiss={onDismiss} />
      </>,
    );
    (screen.getByRole('button', { name: 'Fermer la notification' }).element() as HTMLElement).focus();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onDismiss).not.toHaveBeenCalled();
    (screen.getByRole('button', { name: 'outside' }).element() as HTMLElement).focus();
    await vi.advanceTimersByTimeAsync(3000);
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('Tab goes from the newest toast to the oldest, each toast then its button', async () => {
    await render(
      <MyStack
        initial={[
          { id: 'old', type: 'info', text: 'first', timeout: 0 },
          { id: 'new', type: 'error', text: 'second', timeout: 0 },
        ]}
      />,
    );
    await userEvent.keyboard('{F8}');
    await vi.waitFor(() =>
      expect(document.activeElement?.classList.contains('tabib-toast-stack')).toBe(true),
    );
    const stops: (string | null | undefined)[] = [];
    for (let step = 0; step < 4; step += 1) {
      await userEvent.keyboard('{Tab}');
      stops.push(document.activeElement?.getAttribute('data-type') ?? document.activeElement?.className);
    }
    expect(stops).toEqual(['error', 'tabib-toast__close my-close', 'info', 'tabib-toast__close my-close']);
    expect(document.activeElement?.closest('li')?.getAttribute('data-type')).toBe('info');
  });

  it('with open false and no exit animation, leaves at once', async () => {
    const screen = await render(<Controlled animated={false} />);
    await screen.getByRole('button', { name: 'hide' }).click();
    await expect.element(screen.getByRole('listitem')).not.toBeInTheDocument();
  });

  it('with open false and an exit animation, stays with data-state="closed" until it ends', async () => {
    const screen = await render(<Controlled animated />);
    await screen.getByRole('button', { name: 'hide' }).click();
    await expect.element(screen.getByRole('listitem')).toHaveAttribute('data-state', 'closed');
    await expect.element(screen.getByRole('listitem')).not.toBeInTheDocument();
  });

  it('with an exit animation that never runs (a hidden page), leaves when it would have ended', async () => {
    const screen = await render(<Controlled animated paused />);
    await screen.getByRole('button', { name: 'hide' }).click();
    await expect.element(screen.getByRole('listitem')).toHaveAttribute('data-state', 'closed');
    await expect.element(screen.getByRole('listitem')).not.toBeInTheDocument();
  });

  it('names the region and the close button in Arabic, right to left', async () => {
    const screen = await render(
      <UiProvider locale="ar">
        <MyStack initial={[{ id: 'a', type: 'success', text: 'تم', timeout: 0 }]} />
      </UiProvider>,
    );
    await expect.element(screen.getByRole('region', { name: 'الإشعارات (F8)' })).toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'إغلاق الإشعار' })).toBeInTheDocument();
    expect(document.querySelector('.my-stack')?.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('list').getByText('تم').element().textContent).toBe('نجاح: تم');
  });

  it('refuses a part outside its Toast, naming it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(render(<ToastStack.Icon />)).rejects.toThrow(
      '@tabib/ui: ToastStack.Icon must be inside ToastStack.Toast.',
    );
  });
});
