import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createLoadingBarController, nextProgress, type LoadingBarState } from './loadingBarController';

function setup(random = () => 0.5) {
  const states: LoadingBarState[] = [];
  const controller = createLoadingBarController({ onChange: (state) => states.push(state), random });
  return { controller, states, last: () => states.at(-1) };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('requirements §4: starts at 2 percent when a request is pending', () => {
  it('shows 2 as soon as the pending count goes above 0', () => {
    const { controller, last } = setup();
    expect(controller.getState()).toEqual({ progress: 0, phase: 'idle' });
    controller.setPending(1);
    expect(last()).toEqual({ progress: 2, phase: 'loading' });
  });

  it('does not restart when more requests join', () => {
    const { controller, last } = setup();
    controller.setPending(1);
    vi.advanceTimersByTime(250);
    const progress = last()?.progress;
    controller.setPending(3);
    expect(last()?.progress).toBe(progress);
  });
});

describe('requirements §9: grows every 250 ms in random steps', () => {
  it('ticks at 250 ms, not before', () => {
    const { controller, last } = setup(() => 0);
    controller.setPending(1);
    vi.advanceTimersByTime(249);
    expect(last()?.progress).toBe(2);
    vi.advanceTimersByTime(1);
    expect(last()?.progress).toBe(5);
    vi.advanceTimersByTime(250);
    expect(last()?.progress).toBe(8);
  });

  it('steps 3–5 points below 25 and 0.5–1.5 points from 25', () => {
    expect(nextProgress(2, () => 0)).toBe(5);
    expect(nextProgress(2, () => 0.999)).toBeCloseTo(6.998);
    expect(nextProgress(24, () => 0)).toBe(27);
    expect(nextProgress(25, () => 0)).toBe(25.5);
    expect(nextProgress(25, () => 0.999)).toBeCloseTo(26.499);
  });

  it('never passes 99 on its own', () => {
    const { controller, last } = setup(() => 0.999);
    controller.setPending(1);
    vi.advanceTimersByTime(250 * 400);
    expect(last()?.progress).toBe(99);
    expect(nextProgress(98.8, () => 0.999)).toBe(99);
  });
});

describe('requirements §4: 100 on completion, back to 0 after 500 ms', () => {
  it('jumps to 100 when the pending count drops to 0, then resets at 500 ms', () => {
    const { controller, last } = setup();
    controller.setPending(2);
    vi.advanceTimersByTime(1000);
    controller.setPending(0);
    expect(last()).toEqual({ progress: 100, phase: 'complete' });
    vi.advanceTimersByTime(499);
    expect(last()).toEqual({ progress: 100, phase: 'complete' });
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ progress: 0, phase: 'idle' });
  });

  it('stops ticking once complete', () => {
    const { controller, states } = setup();
    controller.setPending(1);
    controller.setPending(0);
    vi.advanceTimersByTime(500);
    const count = states.length;
    vi.advanceTimersByTime(5000);
    expect(states).toHaveLength(count);
  });

  it('restarts at 2 when a request starts during the 500 ms reset delay', () => {
    const { controller, last } = setup();
    controller.setPending(1);
    controller.setPending(0);
    vi.advanceTimersByTime(200);
    controller.setPending(1);
    expect(last()).toEqual({ progress: 2, phase: 'loading' });
    vi.advanceTimersByTime(300);
    expect(last()?.phase).toBe('loading');
  });

  it('does nothing when nothing was pending', () => {
    const { controller, states } = setup();
    controller.setPending(0);
    expect(states).toHaveLength(0);
  });
});

describe('destroy', () => {
  it('stops every timer', () => {
    const { controller, states } = setup();
    controller.setPending(1);
    controller.destroy();
    vi.advanceTimersByTime(5000);
    expect(states).toHaveLength(1);
  });
});
