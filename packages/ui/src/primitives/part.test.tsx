import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';

import { dataAttributes, renderPart, type PartProps } from './part';

type State = { selected: boolean };
function Item({ selected, ...props }: PartProps<'button', State> & { selected: boolean }) {
  return renderPart(props, {
    as: 'button',
    part: 'tabib-item',
    state: { selected },
    data: { selected, state: selected ? 'on' : 'off' },
    required: { type: 'button', 'aria-pressed': selected },
  });
}

describe('dataAttributes', () => {
  it('writes true as a presence-only attribute and leaves out false and undefined', () => {
    expect(
      dataAttributes({
        state: 'open',
        disabled: true,
        busy: false,
        count: 3,
        none: undefined,
        dayOfWeek: 'mon',
      }),
    ).toEqual({
      'data-state': 'open',
      'data-disabled': '',
      'data-count': '3',
      'data-day-of-week': 'mon',
    });
  });
});

describe('renderPart', () => {
  it("adds the consumer's class after the kit's and computes a class and style from the state", async () => {
    const screen = await render(
      <Item
        selected
        className={(state) => (state.selected ? 'bg-teal-700' : 'bg-white')}
        style={() => ({ color: 'red' })}
      >
        9:00
      </Item>,
    );
    const button = screen.getByRole('button', { name: '9:00' }).element() as HTMLElement;
    expect(button.className).toBe('tabib-item bg-teal-700');
    expect(button.style.color).toBe('red');
    expect(button.getAttribute('data-selected')).toBe('');
    expect(button.getAttribute('data-state')).toBe('on');
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it("renders through the consumer's element with asChild, keeping both click handlers and both refs", async () => {
    const ours = vi.fn();
    const theirs = vi.fn();
    const ref = createRef<HTMLAnchorElement>();
    const screen = await render(
      <Item selected={false} asChild onClick={ours} className="mine">
        <a href="#slot" ref={ref} onClick={theirs} className="link">
          10:30
        </a>
      </Item>,
    );
    const link = screen.getByText('10:30').element() as HTMLElement;
    expect(link.tagName).toBe('A');
    expect(link.className).toBe('tabib-item mine link');
    expect(link.getAttribute('data-state')).toBe('off');
    expect(ref.current).toBe(link);
    link.click();
    expect(theirs).toHaveBeenCalledTimes(1);
    expect(ours).toHaveBeenCalledTimes(1);
  });
});
