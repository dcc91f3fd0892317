import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { renderToString } from 'react-dom/server';
import { UiProvider } from '../i18n/UiProvider';
import { RenderTimeContext } from '../RelativeTime/RelativeTime';
import { AvailabilityStrip, type AvailabilityDay } from './AvailabilityStrip';

// Tuesday 4 to Saturday 8 March 2025 in Tunis (UTC+1): 09:00 is 08:00Z.
const DAYS: AvailabilityDay[] = [
  { day: '2025-03-04', count: 6, slots: ['2025-03-04T08:00:00Z', '2025-03-04T08:30:00Z'] },
  { day: '2025-03-05', count: 1, slots: ['2025-03-05T13:00:00Z'] },
  { day: '2025-03-06', count: 0, slots: [] },
  {
    day: '2025-03-07',
    count: 4,
    slots: ['2025-03-07T07:00:00Z', '2025-03-07T07:20:00Z', '2025-03-07T07:40:00Z', '2025-03-07T08:00:00Z'],
  },
  { day: '2025-03-08', count: 0, slots: [] },
];
// Tuesday 4 March 2025, 10:15 in Tunis.
const RENDERED_AT = Date.parse('2025-03-04T09:15:00Z');
const slotHref = (slot: string) => `/reservation?doctor=d1&slot=${encodeURIComponent(slot)}`;

const texts = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(selector)].map((element) => element.textContent);

describe('AvailabilityStrip', () => {
  it('shows each day with its weekday, date, count and first slots in Africa/Tunis', async () => {
    const { container } = await render(
      <AvailabilityStrip days={DAYS} slotHref={slotHref} moreSlotsHref="/doctor-profile?id=d1#creneaux" />,
    );
    expect(texts(container, '.tabib-availability__weekday')).toEqual([
      'mar.',
      'mer.',
      'jeu.',
      'ven.',
      'sam.',
    ]);
    expect(texts(container, '.tabib-availability__date')).toEqual([
      '4 mars',
      '5 mars',
      '6 mars',
      '7 mars',
      '8 mars',
    ]);
    expect(texts(container, '.tabib-availability__count')).toEqual([
      '6 créneaux',
      '1 créneau',
      'Aucun créneau',
      '4 créneaux',
      'Aucun créneau',
    ]);
    const days = container.querySelectorAll('.tabib-availability__day');
    expect(texts(days[0]!, 'a time')).toEqual(['09:00', '09:30']);
    expect(texts(days[3]!, 'a time')).toEqual(['08:00', '08:20', '08:40', '09:00']);
    expect([...days].map((day) => day.hasAttribute('data-empty'))).toEqual([false, false, true, false, true]);
  });

  it('links each slot to its reservation, named by its day and time', async () => {
    const screen = await render(<AvailabilityStrip days={DAYS} slotHref={slotHref} />);
    const link = screen.getByRole('link', { name: 'mer. 5 mars 14:00' });
    await expect
      .element(link)
      .toHaveAttribute('href', '/reservation?doctor=d1&slot=2025-03-05T13%3A00%3A00Z');
    expect(screen.container.querySelectorAll('a.tabib-availability__slot')).toHaveLength(7);
  });

  it('links to more slots only on the days with more than shown', async () => {
    const { container } = await render(
      <AvailabilityStrip days={DAYS} slotHref={slotHref} moreSlotsHref="/doctor-profile?id=d1#creneaux" />,
    );
    const days = [...container.querySelectorAll('.tabib-availability__day')];
    expect(days.map((day) => day.querySelector('.tabib-availability__more')?.textContent ?? null)).toEqual([
      'Plus de créneaux',
      null,
      null,
      null,
      null,
    ]);
    const more = days[0]!.querySelector('.tabib-availability__more');
    expect(more?.getAttribute('href')).toBe('/doctor-profile?id=d1#creneaux');
    // The day it belongs to describes the link.
    expect(document.getElementById(more!.getAttribute('aria-describedby')!)?.textContent).toBe('mar. 4 mars');
  });

  it('shows at most maxSlotsPerDay and then offers the rest', async () => {
    const { container } = await render(
      <AvailabilityStrip days={DAYS} maxSlotsPerDay={1} slotHref={slotHref} moreSlotsHref="/p#creneaux" />,
    );
    expect(texts(container, 'a time')).toEqual(['09:00', '14:00', '08:00']);
    expect(container.querySelectorAll('.tabib-availability__more')).toHaveLength(2);
  });

  it('writes slots as text without slotHref', async () => {
    const { container } = await render(<AvailabilityStrip days={DAYS.slice(0, 1)} />);
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(texts(container, 'span.tabib-availability__slot')).toEqual(['09:00', '09:30']);
  });

  it('marks today from the render time, so the server HTML hydrates without a mismatch', async () => {
    const strip = (
      <RenderTimeContext.Provider value={RENDERED_AT}>
        <AvailabilityStrip days={DAYS} slotHref={slotHref} />
      </RenderTimeContext.Provider>
    );
    const host = document.createElement('div');
    host.innerHTML = renderToString(strip);
    document.body.append(host);
    const days = [...host.querySelectorAll('.tabib-availability__day')];
    expect(days.map((day) => day.hasAttribute('data-today'))).toEqual([true, false, false, false, false]);
    expect(days[0]!.querySelector('.tabib-availability__day-name')?.textContent).toBe(
      "mar. 4 mars, aujourd'hui",
    );

    const recoverable: unknown[] = [];
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await act(async () =>
      hydrateRoot(host, strip, { onRecoverableError: (error) => recoverable.push(error) }),
    );
    expect(recoverable).toEqual([]);
    expect(consoleError.mock.calls).toEqual([]);
    consoleError.mockRestore();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    root.unmount();
    host.remove();
  });

  it('offers the first slot after the strip when every day is full', async () => {
    const full = DAYS.map((day) => ({ ...day, count: 0, slots: [] }));
    const { container } = await render(
      <AvailabilityStrip days={full} slotHref={slotHref} nextSlot="2025-03-11T08:00:00Z" />,
    );
    expect(container.querySelector('.tabib-availability__next')?.textContent).toBe(
      'Prochain créneau : mar. 11 mars 09:00',
    );
    const partly = await render(
      <AvailabilityStrip days={DAYS} slotHref={slotHref} nextSlot="2025-03-04T08:00:00Z" />,
    );
    expect(partly.container.querySelector('.tabib-availability__next')).toBeNull();
  });

  it('writes Arabic weekdays, plural counts and dir="rtl"', async () => {
    const { container } = await render(
      <UiProvider locale="ar">
        <AvailabilityStrip days={DAYS} slotHref={slotHref} moreSlotsHref="/p#creneaux" />
      </UiProvider>,
    );
    expect(container.querySelector('.tabib-availability')?.getAttribute('dir')).toBe('rtl');
    expect(texts(container, '.tabib-availability__weekday')).toEqual([
      'الثلاثاء',
      'الأربعاء',
      'الخميس',
      'الجمعة',
      'السبت',
    ]);
    expect(texts(container, '.tabib-availability__count')).toEqual([
      '6 مواعيد',
      'موعد واحد',
      'لا مواعيد',
      '4 مواعيد',
      'لا مواعيد',
    ]);
    expect(container.querySelector('.tabib-availability__more')?.textContent).toBe('مواعيد أخرى');
  });
});
