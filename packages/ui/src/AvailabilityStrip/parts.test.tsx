import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import { UiProvider } from '../i18n/UiProvider';
import type { LinkComponentProps } from '../link/LinkComponent';
import { RenderTimeContext } from '../RelativeTime/RelativeTime';
import * as AvailabilityStrip from './parts';

class Catch extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error === null ? this.props.children : <p data-testid="error">{this.state.error}</p>;
  }
}

// Tuesday 4 to Thursday 6 March 2025 in Tunis (UTC+1): 09:00 is 08:00Z.
const DAYS: AvailabilityStrip.AvailabilityDay[] = [
  { day: '2025-03-04', count: 6, slots: ['2025-03-04T08:00:00Z', '2025-03-04T08:30:00Z'] },
  { day: '2025-03-05', count: 1, slots: ['2025-03-05T13:00:00Z'] },
  { day: '2025-03-06', count: 0, slots: [] },
];
// Tuesday 4 March 2025, 10:15 in Tunis.
const RENDERED_AT = Date.parse('2025-03-04T09:15:00Z');

function RouterLink({ href, children, ...props }: LinkComponentProps) {
  return (
    <a href={href} data-router="" {...props}>
      {children}
    </a>
  );
}

/** The consumer's own agenda: a table-like grid of days, its own day header, slots as its own chips. */
function Agenda({
  days = DAYS,
  onDayClass = vi.fn(),
}: {
  days?: AvailabilityStrip.AvailabilityDay[];
  onDayClass?: (state: AvailabilityStrip.AvailabilityDayState) => void;
}) {
  return (
    <RenderTimeContext.Provider value={RENDERED_AT}>
      <AvailabilityStrip.Root
        days={days}
        maxSlotsPerDay={1}
        slotHref={(slot) => `/book?slot=${slot}`}
        moreSlotsHref="/doctor#slots"
        nextSlot="2025-03-11T08:00:00Z"
        linkComponent={RouterLink}
        className={({ full }) => (full ? 'agenda agenda--full' : 'agenda')}
      >
        <AvailabilityStrip.Title className="agenda-title" />
        <AvailabilityStrip.Days className="agenda-days">
          {(day) => (
            <AvailabilityStrip.Day
              day={day}
              className={(state) => {
                onDayClass(state);
                return [state.today && 'is-today', state.empty && 'is-empty'].filter(Boolean).join(' ');
              }}
            >
              <AvailabilityStrip.DayName>
                {({ weekday, date }) => <strong>{`${date} (${weekday})`}</strong>}
              </AvailabilityStrip.DayName>
              <AvailabilityStrip.Count />
              <AvailabilityStrip.Slots>
                {(slot) => (
                  <li className="chip-item">
                    <AvailabilityStrip.Slot
                      slot={slot}
                      className={({ linked }) => (linked ? 'chip' : 'chip chip--text')}
                    />
                  </li>
                )}
              </AvailabilityStrip.Slots>
              <AvailabilityStrip.More className="more" />
            </AvailabilityStrip.Day>
          )}
        </AvailabilityStrip.Days>
        <AvailabilityStrip.NextSlot>
          {(nextSlot) => (
            <>
              Bientôt : <AvailabilityStrip.Slot slot={nextSlot} className="chip" />
            </>
          )}
        </AvailabilityStrip.NextSlot>
      </AvailabilityStrip.Root>
    </RenderTimeContext.Provider>
  );
}

describe('AvailabilityStrip parts in custom markup', () => {
  // Today is found again once mounted: the clock itself is set to the render time.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(RENDERED_AT);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives each day its state as data-* and to className functions', async () => {
    const onDayClass = vi.fn();
    const { container } = await render(<Agenda onDayClass={onDayClass} />);
    const root = container.querySelector('[role="group"]');
    expect(root?.className).toBe('tabib-availability agenda');
    const days = [...container.querySelectorAll('li.tabib-availability__day')];
    expect(days.map((day) => day.className)).toEqual([
      'tabib-availability__day is-today',
      'tabib-availability__day',
      'tabib-availability__day is-empty',
    ]);
    expect(days.map((day) => [day.hasAttribute('data-today'), day.hasAttribute('data-empty')])).toEqual([
      [true, false],
      [false, false],
      [false, true],
    ]);
    expect(onDayClass).toHaveBeenCalledWith({
      day: '2025-03-04',
      count: 6,
      today: true,
      empty: false,
      more: true,
    });
    expect(onDayClass).toHaveBeenCalledWith({
      day: '2025-03-06',
      count: 0,
      today: false,
      empty: true,
      more: false,
    });
    expect(
      [...container.querySelectorAll('.tabib-availability__count')].map((count) => count.textContent),
    ).toEqual(['6 créneaux', '1 créneau', 'Aucun créneau']);
  });

  it("links the slots through the root's link component, named by day and time, and reads today aloud", async () => {
    const screen = await render(<Agenda />);
    const slot = screen.getByRole('link', { name: 'mar. 4 mars 09:00' });
    await expect.element(slot).toHaveAttribute('href', '/book?slot=2025-03-04T08:00:00Z');
    await expect.element(slot).toHaveAttribute('data-router', '');
    await expect.element(slot).toHaveAttribute('data-linked', '');
    await expect.element(slot).toHaveClass('tabib-availability__slot chip', { exact: true });
    await expect.element(slot).toHaveTextContent(/^09:00$/);
    const name = screen.container.querySelector('.tabib-availability__day-name')!;
    expect(name.textContent).toBe("4 mars (mar.), aujourd'hui");
    // Hidden without the theme too: one pixel, clipped.
    const hidden = name.querySelector('span')!;
    expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    // "More slots" is described by its day, whatever the consumer wrote in the day's name.
    const more = screen.getByRole('link', { name: 'Plus de créneaux' });
    await expect.element(more).toHaveAttribute('href', '/doctor#slots');
    expect(document.getElementById(more.element().getAttribute('aria-describedby')!)).toBe(name);
  });

  it('moves through the slots and "more slots" with Tab, in reading order', async () => {
    const screen = await render(<Agenda />);
    await userEvent.tab();
    await expect.element(screen.getByRole('link', { name: 'mar. 4 mars 09:00' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(screen.getByRole('link', { name: 'Plus de créneaux' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(screen.getByRole('link', { name: 'mer. 5 mars 14:00' })).toHaveFocus();
  });

  it('offers the next slot in the consumer’s words when every day is full, with the day in it', async () => {
    const full = DAYS.map((day) => ({ ...day, count: 0, slots: [] }));
    const screen = await render(<Agenda days={full} />);
    const root = screen.container.querySelector('[role="group"]')!;
    expect(root.getAttribute('data-full')).toBe('');
    expect(root.className).toBe('tabib-availability agenda agenda--full');
    expect(screen.container.querySelector('.tabib-availability__next')?.textContent).toBe(
      'Bientôt : mar. 11 mars 09:00',
    );
    const partly = await render(<Agenda />);
    expect(partly.container.querySelector('.tabib-availability__next')).toBeNull();
  });

  it('writes Arabic texts and dir="rtl" in custom markup', async () => {
    const screen = await render(
      <UiProvider locale="ar">
        <Agenda />
      </UiProvider>,
    );
    const root = screen.getByRole('group', { name: 'المواعيد المتاحة في الأيام الخمسة القادمة' });
    await expect.element(root).toHaveAttribute('dir', 'rtl');
    expect(
      [...screen.container.querySelectorAll('.tabib-availability__count')].map((count) => count.textContent),
    ).toEqual(['6 مواعيد', 'موعد واحد', 'لا مواعيد']);
    await expect.element(screen.getByRole('link', { name: 'مواعيد أخرى' })).toBeVisible();
  });

  it('refuses a day part outside its day, naming the Day', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const screen = await render(
      <Catch>
        <AvailabilityStrip.Root days={DAYS}>
          <AvailabilityStrip.Count />
        </AvailabilityStrip.Root>
      </Catch>,
    );
    await expect
      .element(screen.getByTestId('error'))
      .toHaveTextContent('@tabib/ui: AvailabilityStrip.Count must be inside AvailabilityStrip.Day.');
    consoleError.mockRestore();
  });
});
