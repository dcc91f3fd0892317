import { parseDate } from '@internationalized/date';
import { describe, expect, it, vi } from 'vitest';
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
    expect(initialDay(byDay, parseDate('2025-03-03'), '2025-03-09T23:30:00Z').toString()).toBe('2025-03-10');
  });

  it('else on the first day with slots from minDate on', () => {
    expect(initialDay(byDay, parseDate('2025-03-03')).toString()).toBe('2025-03-06');
  });

  it('else on minDate', () => {
    expect(initialDay(byDay, parseDate('2025-03-07')).toString()).toBe('2025-03-07');
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
