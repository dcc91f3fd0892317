import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../i18n/UiProvider';
import { initialDay, slotsByTunisDay } from './slotDays';
import { SlotPicker } from './SlotPicker';

describe('slotsByTunisDay — days are Tunisian calendar days', () => {
  it('groups and orders slots by their day in Africa/Tunis (UTC+1)', () => {
    const byDay = slotsByTunisDay([
      '2025-03-04T13:00:00Z',
      '2025-03-04T08:00:00Z',
      // 23:30 UTC on the 4th is 00:30 on the 5th in Tunis
      '2025-03-04T23:30:00Z',
    ]);
    expect([...byDay.entries()]).toEqual([
      ['2025-03-04', ['2025-03-04T08:00:00Z', '2025-03-04T13:00:00Z']],
      ['2025-03-05', ['2025-03-04T23:30:00Z']],
    ]);
  });
});

describe('initialDay', () => {
  const byDay = slotsByTunisDay(['2025-03-02T08:00:00Z', '2025-03-06T08:00:00Z']);

  it('opens on the chosen slot’s day', () => {
    expect(initialDay(byDay, '2025-03-03', '2025-03-09T23:30:00Z')).toBe('2025-03-10');
  });

  it('else on the first day with slots from minDate on', () => {
    expect(initialDay(byDay, '2025-03-03')).toBe('2025-03-06');
  });

  it('else on minDate', () => {
    expect(initialDay(byDay, '2025-03-07')).toBe('2025-03-07');
  });
});

describe('SlotPicker', () => {
  const slots = ['2025-03-04T08:00:00Z', '2025-03-04T13:30:00Z'];

  it('lists the day’s times in Africa/Tunis on a 24-hour clock', async () => {
    const { container } = await render(<SlotPicker slots={slots} minDate="2025-03-01" onChange={() => {}} />);
    const times = [...container.querySelectorAll('.tabib-slot-picker__time time')].map(
      (time) => time.textContent,
    );
    expect(times).toEqual(['09:00', '14:30']);
    expect(container.querySelector('.tabib-slot-picker__times-title')?.textContent).toBe(
      'Créneaux du mardi 4 mars',
    );
  });

  it('reports the visible month on mount', async () => {
    const onVisibleRangeChange = vi.fn();
    await render(
      <SlotPicker
        slots={slots}
        minDate="2025-03-01"
        onChange={() => {}}
        onVisibleRangeChange={onVisibleRangeChange}
      />,
    );
    expect(onVisibleRangeChange).toHaveBeenCalledExactlyOnceWith({ start: '2025-03-01', end: '2025-03-31' });
  });

  it('calls onChange with the ISO instant of the picked time', async () => {
    const onChange = vi.fn();
    const screen = await render(<SlotPicker slots={slots} minDate="2025-03-01" onChange={onChange} />);
    await screen.getByText('14:30').click();
    expect(onChange).toHaveBeenCalledWith('2025-03-04T13:30:00Z');
  });

  it('is right to left with Tunisian Arabic month names and Latin digits', async () => {
    const { container } = await render(
      <UiProvider locale="ar">
        <SlotPicker slots={slots} minDate="2025-03-01" onChange={() => {}} />
      </UiProvider>,
    );
    expect(container.querySelector('.tabib-slot-picker')?.getAttribute('dir')).toBe('rtl');
    expect(container.querySelector('.tabib-slot-picker__month-title')?.textContent).toBe('مارس 2025');
    expect(container.querySelector('.tabib-slot-picker__times-title')?.textContent).toBe(
      'المواعيد المتاحة يوم الثلاثاء، 4 مارس',
    );
  });

  it('says when the day has no slot, and while loading', async () => {
    const empty = await render(<SlotPicker slots={[]} minDate="2025-03-01" onChange={() => {}} />);
    expect(empty.container.querySelector('[role="status"]')?.textContent).toBe(
      'Aucun créneau disponible ce jour.',
    );
    const loading = await render(<SlotPicker slots={[]} minDate="2025-03-01" onChange={() => {}} loading />);
    expect(loading.container.querySelector('[role="status"]')?.textContent).toBe('Chargement des créneaux…');
    expect(loading.container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});

describe('SlotPicker — slots that arrive after the first render', () => {
  // Tue 4 and Mon 10 March 2025, 09:00 and 14:30 / 09:00 in Tunis
  const slots = ['2025-03-04T08:00:00Z', '2025-03-04T13:30:00Z', '2025-03-10T08:00:00Z'];
  const title = (container: HTMLElement) =>
    container.querySelector('.tabib-slot-picker__times-title')?.textContent;
  const selectedDay = (container: HTMLElement) =>
    container.querySelector('.tabib-slot-picker__day[data-selected]')?.textContent;
  // react-aria's roving focus: the one day Tab goes to
  const focusableDay = (container: HTMLElement) =>
    container.querySelector('.tabib-slot-picker__day[tabindex="0"]')?.textContent;

  it('moves to the first day with a slot, and the calendar’s focus with it', async () => {
    const screen = await render(<SlotPicker slots={[]} minDate="2025-03-01" onChange={() => {}} loading />);
    expect(title(screen.container)).toBe('Créneaux du samedi 1 mars');
    await screen.rerender(<SlotPicker slots={slots} minDate="2025-03-01" onChange={() => {}} />);
    expect(title(screen.container)).toBe('Créneaux du mardi 4 mars');
    expect(selectedDay(screen.container)).toBe('4');
    expect(focusableDay(screen.container)).toBe('4');
    const times = [...screen.container.querySelectorAll('.tabib-slot-picker__time time')].map(
      (time) => time.textContent,
    );
    expect(times).toEqual(['09:00', '14:30']);
  });

  it('keeps the day the patient picked while the slots loaded', async () => {
    const screen = await render(<SlotPicker slots={[]} minDate="2025-03-01" onChange={() => {}} loading />);
    await screen.getByRole('button', { name: /jeudi 6 mars 2025/ }).click();
    await screen.rerender(<SlotPicker slots={slots} minDate="2025-03-01" onChange={() => {}} />);
    expect(title(screen.container)).toBe('Créneaux du jeudi 6 mars');
    expect(screen.container.querySelector('[role="status"]')?.textContent).toBe(
      'Aucun créneau disponible ce jour.',
    );
  });

  it('opens on the day of `openOn` (the rdv being moved) and stays there when the slots arrive', async () => {
    const openOn = '2025-03-10T09:30:00Z';
    const screen = await render(
      <SlotPicker slots={[]} openOn={openOn} minDate="2025-03-01" onChange={() => {}} loading />,
    );
    expect(title(screen.container)).toBe('Créneaux du lundi 10 mars');
    await screen.rerender(
      <SlotPicker slots={slots} openOn={openOn} minDate="2025-03-01" onChange={() => {}} />,
    );
    expect(title(screen.container)).toBe('Créneaux du lundi 10 mars');
    expect(selectedDay(screen.container)).toBe('10');
    expect(focusableDay(screen.container)).toBe('10');
  });

  it('keeps the day of the chosen slot', async () => {
    const value = '2025-03-10T08:00:00Z';
    const screen = await render(
      <SlotPicker slots={[]} value={value} minDate="2025-03-01" onChange={() => {}} loading />,
    );
    await screen.rerender(
      <SlotPicker slots={slots} value={value} minDate="2025-03-01" onChange={() => {}} />,
    );
    expect(title(screen.container)).toBe('Créneaux du lundi 10 mars');
    expect(selectedDay(screen.container)).toBe('10');
  });

  it('selects the first day with a slot but leaves the focus where the patient moved it', async () => {
    const april = ['2025-04-08T08:00:00Z'];
    const screen = await render(<SlotPicker slots={[]} minDate="2025-03-01" onChange={() => {}} loading />);
    const [, next] = screen.container.querySelectorAll<HTMLElement>('.tabib-slot-picker__month-button');
    await userEvent.click(next as HTMLElement);
    await screen.rerender(<SlotPicker slots={april} minDate="2025-03-01" onChange={() => {}} />);
    expect(title(screen.container)).toBe('Créneaux du mardi 8 avril');
    expect(selectedDay(screen.container)).toBe('8');
    expect(focusableDay(screen.container)).toBe('1');
  });

  it('moves only on the first slots: later ones (another month, a refetch) keep the day', async () => {
    const screen = await render(<SlotPicker slots={slots} minDate="2025-03-01" onChange={() => {}} />);
    await screen.rerender(<SlotPicker slots={[]} minDate="2025-03-01" onChange={() => {}} loading />);
    await screen.rerender(
      <SlotPicker slots={['2025-03-10T08:00:00Z']} minDate="2025-03-01" onChange={() => {}} />,
    );
    expect(title(screen.container)).toBe('Créneaux du mardi 4 mars');
    expect(selectedDay(screen.container)).toBe('4');
  });
});
