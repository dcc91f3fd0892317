import { Component, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../i18n/UiProvider';
import * as SlotPicker from './parts';

// Tue 4 March 2025 in Tunis (UTC+1): 09:00, 09:30, 14:30; Fri 7 March: 10:00
const SLOTS = [
  '2025-03-04T08:00:00Z',
  '2025-03-04T08:30:00Z',
  '2025-03-04T13:30:00Z',
  '2025-03-07T09:00:00Z',
];

class Catch extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error === null ? this.props.children : <p data-testid="error">{this.state.error}</p>;
  }
}

/** The consumer's layout: the calendar on one side, the times in its own card with its own heading. */
function BookingCard({ onChange = () => {} }: { onChange?: (slot: string) => void }) {
  const [value, setValue] = useState<string | null>('2025-03-04T08:30:00Z');
  return (
    <SlotPicker.Root
      slots={SLOTS}
      minDate="2025-03-01"
      value={value}
      onChange={(slot) => {
        setValue(slot);
        onChange(slot);
      }}
      className={({ loading }) => (loading ? 'picker picker--busy' : 'picker')}
    >
      <SlotPicker.Calendar className="calendar">
        <header className="bar">
          <SlotPicker.PreviousMonth className={({ disabled }) => (disabled ? 'nav nav--off' : 'nav')} />
          <SlotPicker.MonthTitle className="title" />
          <SlotPicker.NextMonth className={({ disabled }) => (disabled ? 'nav nav--off' : 'nav')} />
        </header>
        <SlotPicker.Grid>
          <SlotPicker.DayHeaders>
            {(weekday) => <SlotPicker.DayHeader className="weekday">{weekday}</SlotPicker.DayHeader>}
          </SlotPicker.DayHeaders>
          <SlotPicker.Days>
            {(date) => (
              <SlotPicker.Day
                date={date}
                className={({ selected, unavailable, date: day }) =>
                  `day day-${day}${selected ? ' day--on' : ''}${unavailable ? ' day--none' : ''}`
                }
              />
            )}
          </SlotPicker.Days>
        </SlotPicker.Grid>
      </SlotPicker.Calendar>
      <article className="my-card" data-testid="card">
        <h2>
          <SlotPicker.DayTitle asChild>
            <span className="card-title" />
          </SlotPicker.DayTitle>
        </h2>
        <SlotPicker.Status className="card-status" />
        <SlotPicker.SlotList className="chips">
          {(slot) => (
            <SlotPicker.Slot
              value={slot}
              className={({ selected, time }) =>
                `chip chip-${time.replace(':', 'h')}${selected ? ' chip--on' : ''}`
              }
              style={({ selected }) => ({ fontWeight: selected ? 700 : 400 })}
            />
          )}
        </SlotPicker.SlotList>
      </article>
    </SlotPicker.Root>
  );
}

describe('SlotPicker parts in the consumer’s own markup', () => {
  it('lists the chosen day’s times in the consumer’s card, the chosen one marked, classes from the state', async () => {
    const screen = await render(<BookingCard />);
    const card = screen.getByTestId('card').element();
    expect(card.querySelector('h2 span.card-title.tabib-slot-picker__times-title')?.textContent).toBe(
      'Créneaux du mardi 4 mars',
    );
    const group = screen.getByRole('radiogroup', { name: 'Créneaux du mardi 4 mars' }).element();
    expect(card.contains(group)).toBe(true);
    expect(group.className).toBe('tabib-slot-picker__time-list chips');
    const times = [...group.querySelectorAll('label')];
    expect(times.map((time) => time.textContent)).toEqual(['09:00', '09:30', '14:30']);
    expect(times.map((time) => time.className)).toEqual([
      'tabib-slot-picker__time chip chip-09h00',
      'tabib-slot-picker__time chip chip-09h30 chip--on',
      'tabib-slot-picker__time chip chip-14h30',
    ]);
    expect(times.map((time) => time.hasAttribute('data-selected'))).toEqual([false, true, false]);
    expect(times[1]?.style.fontWeight).toBe('700');
    expect(card.querySelector('[role="status"]')).toBeNull();
  });

  it('gives each day its state: selected, unavailable (no slot), disabled before minDate', async () => {
    const screen = await render(<BookingCard />);
    const day = (date: string) => screen.container.querySelector<HTMLElement>(`.day-${date}`) as HTMLElement;
    expect(day('2025-03-04').className).toBe('tabib-slot-picker__day day day-2025-03-04 day--on');
    expect(day('2025-03-04').getAttribute('data-selected')).toBe('true');
    expect(day('2025-03-05').className).toBe('tabib-slot-picker__day day day-2025-03-05 day--none');
    expect(day('2025-03-05').getAttribute('data-unavailable')).toBe('true');
    expect(day('2025-03-07').hasAttribute('data-unavailable')).toBe(false);
    // Monday first, in the consumer's header cells
    const weekdays = [...screen.container.querySelectorAll('th.tabib-slot-picker__weekday.weekday')];
    expect(weekdays.map((cell) => cell.textContent)).toEqual(['L', 'M', 'M', 'J', 'V', 'S', 'D']);
    const [previous] = screen.container.querySelectorAll<HTMLElement>('.tabib-slot-picker__month-button');
    expect(previous?.className).toBe('tabib-slot-picker__month-button nav nav--off');
    expect(screen.container.querySelector('.tabib-slot-picker__month-title.title')?.textContent).toBe(
      'mars 2025',
    );
  });

  it('keeps the keyboard: arrows in the calendar pick a day, arrows in the consumer’s card pick a time', async () => {
    const onChange = vi.fn();
    const screen = await render(<BookingCard onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /mardi 4 mars 2025/ }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    const group = screen.getByRole('radiogroup', { name: 'Créneaux du vendredi 7 mars' });
    await expect.element(group).toBeVisible();
    await userEvent.click(screen.getByText('10:00'));
    expect(onChange).toHaveBeenLastCalledWith('2025-03-07T09:00:00Z');
    await userEvent.click(screen.getByRole('button', { name: /mardi 4 mars 2025/ }));
    await userEvent.keyboard('{Enter}');
    // The chosen time is on the 7th: Tab enters the 4th's times on the first
    await userEvent.tab();
    expect((document.activeElement as HTMLInputElement).value).toBe('2025-03-04T08:00:00Z');
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('2025-03-04T08:30:00Z');
  });

  it('renders the times and a slot through the consumer’s elements with asChild, keeping the radio', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <SlotPicker.Root slots={SLOTS} minDate="2025-03-01" onChange={onChange}>
        <SlotPicker.Times asChild>
          <section className="panel" aria-label="Horaires" />
        </SlotPicker.Times>
        <SlotPicker.SlotList>
          {(slot) => (
            <SlotPicker.Slot value={slot} asChild>
              {/* eslint-disable-next-line jsx-a11y/label-has-associated-control -- the part gives it its time and radio */}
              <label className="pill" data-testid={slot} />
            </SlotPicker.Slot>
          )}
        </SlotPicker.SlotList>
      </SlotPicker.Root>,
    );
    const panel = screen.getByRole('region', { name: 'Horaires' }).element();
    expect(panel.className).toBe('tabib-slot-picker__times panel');
    expect(panel.getAttribute('aria-busy')).toBe('false');
    // Times' default inside: the title and the list (a second list given apart above)
    expect(panel.querySelector('.tabib-slot-picker__times-title')?.textContent).toBe(
      'Créneaux du mardi 4 mars',
    );
    const pill = screen.getByTestId('2025-03-04T13:30:00Z').elements()[0] as HTMLElement;
    expect(pill.className).toBe('tabib-slot-picker__time pill');
    expect(pill.textContent).toBe('14:30');
    expect(pill.querySelector('input[type="radio"]')?.getAttribute('value')).toBe('2025-03-04T13:30:00Z');
    pill.click();
    expect(onChange).toHaveBeenCalledWith('2025-03-04T13:30:00Z');
  });

  it('is right to left in Arabic and says so while loading and for a day without a slot', async () => {
    const screen = await render(
      <UiProvider locale="ar">
        <SlotPicker.Root slots={[]} minDate="2025-03-01" onChange={() => {}} loading data-testid="root">
          <SlotPicker.Status className={({ state }) => `status-${state}`} />
        </SlotPicker.Root>
      </UiProvider>,
    );
    const root = screen.getByTestId('root').element();
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.getAttribute('data-loading')).toBe('');
    const status = screen.getByRole('status').element();
    expect(status.textContent).toBe('جارٍ تحميل المواعيد…');
    expect(status.getAttribute('data-state')).toBe('loading');
    expect(status.className).toBe('tabib-slot-picker__status status-loading');
    await screen.rerender(
      <UiProvider locale="ar">
        <SlotPicker.Root slots={[]} minDate="2025-03-01" onChange={() => {}} data-testid="root">
          <SlotPicker.DayTitle />
          <SlotPicker.Status />
        </SlotPicker.Root>
      </UiProvider>,
    );
    expect(screen.getByRole('status').element().textContent).toBe('لا توجد مواعيد متاحة في هذا اليوم.');
    expect(screen.getByRole('status').element().getAttribute('data-state')).toBe('empty');
    expect(root.querySelector('.tabib-slot-picker__times-title')?.textContent).toBe(
      'المواعيد المتاحة يوم السبت، 1 مارس',
    );
  });

  it('renders only the calendar given no children: no default month bar or grid', async () => {
    const screen = await render(
      <SlotPicker.Root slots={SLOTS} minDate="2025-03-01" onChange={() => {}}>
        <SlotPicker.Calendar />
      </SlotPicker.Root>,
    );
    const calendar = screen.container.querySelector('.tabib-slot-picker__calendar');
    expect(calendar?.getAttribute('role')).toBe('application');
    expect(calendar?.getAttribute('aria-label')).toBe('Date du rendez-vous, mars 2025');
    expect(calendar?.querySelector('.tabib-slot-picker__month')).toBeNull();
    expect(calendar?.querySelector('[role="grid"]')).toBeNull();
  });

  it('names the missing Root when a part is used outside it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const screen = await render(
      <Catch>
        <SlotPicker.SlotList />
      </Catch>,
    );
    await expect
      .element(screen.getByTestId('error'))
      .toHaveTextContent('@tabib/ui: SlotPicker.SlotList must be used inside SlotPicker.Root.');
  });
});
