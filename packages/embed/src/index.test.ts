import { afterEach, describe, expect, it, vi } from 'vitest';

import { mountTabibBooking, type TabibEvent } from './index';

const HOST = 'https://tabib.example';
const DOCTOR = '0190f3a2-7c1e-7d3a-9b2c-4e5f6a7b8c9d';

let unmount: () => void = () => undefined;
afterEach(() => {
  unmount();
  document.body.replaceChildren();
});

function mount(options: Partial<Parameters<typeof mountTabibBooking>[1]> = {}) {
  const element = document.createElement('div');
  document.body.append(element);
  const received: TabibEvent[] = [];
  element.addEventListener('tabib:booked', (event) =>
    received.push((event as CustomEvent<TabibEvent>).detail),
  );
  const onEvent = vi.fn();
  unmount = mountTabibBooking(element, { host: HOST, doctorId: DOCTOR, onEvent, ...options });
  const frame = element.shadowRoot?.querySelector('iframe') as HTMLIFrameElement;
  // jsdom gives no window to a frame in a shadow root: lend it one, distinct from the page's.
  if (frame) {
    const stand = document.createElement('iframe');
    document.body.append(stand);
    Object.defineProperty(frame, 'contentWindow', { value: stand.contentWindow });
  }
  return { element, frame, received, onEvent };
}

const post = (data: unknown, origin: string, source: Window | null) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

const booked: TabibEvent = {
  type: 'tabib:booked',
  doctorId: DOCTOR,
  rdvId: 'rdv-1',
  date: '2026-03-04T08:00:00.000Z',
  payment: 'onsite',
};

describe('mountTabibBooking', () => {
  it("frames the doctor's widget for this page's origin, with only the theme values it accepts", () => {
    const { frame } = mount({ lang: 'ar', theme: { color: '#112233', radius: '12px', font: 'x;}body{' } });
    const url = new URL(frame.src);
    expect(`${url.origin}${url.pathname}`).toBe(`${HOST}/embed/doctor/${DOCTOR}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      origin: window.location.origin,
      lng: 'ar',
      color: '#112233',
      radius: '12px',
    });
    expect(frame.title).toBe('حجز موعد — طبيب');
  });

  it("styles its button from the theme alone: no page's variable nor root font size reaches it", () => {
    const { element } = mount({
      mode: 'popup',
      theme: { color: '#112233', radius: '3px', font: 'Cairo, sans-serif' },
    });
    const style = element.shadowRoot?.querySelector('style')?.textContent ?? '';
    // Custom properties cross the shadow root whatever `all: initial` says, and `rem` follows the page.
    expect(style).not.toMatch(/var\(|rem\b/);
    expect(style).toContain('font:600 16px/1.25 Cairo, sans-serif;');
    expect(style).toContain('border-radius:3px;background:#112233;');
    expect(element.getAttribute('style')).toBeNull();
  });

  it('keeps its own look for a theme value it does not accept', () => {
    const { element } = mount({ mode: 'popup', theme: { color: 'red', font: '"Cairo, sans-serif' } });
    const style = element.shadowRoot?.querySelector('style')?.textContent ?? '';
    expect(style).toContain('font:600 16px/1.25 system-ui,sans-serif;');
    expect(style).toContain('border-radius:8px;background:#0b7285;');
  });

  it("hands on the frame's events, and sizes the frame to its content", () => {
    const { frame, received, onEvent } = mount();
    expect(frame.contentWindow).not.toBeNull();
    post({ type: 'tabib:resize', height: 612.4 }, HOST, frame.contentWindow);
    expect(frame.style.height).toBe('613px');
    post({ type: 'tabib:resize', height: 99999 }, HOST, frame.contentWindow);
    expect(frame.style.height).toBe('4000px');
    post(booked, HOST, frame.contentWindow);
    expect(received).toEqual([booked]);
    expect(onEvent).toHaveBeenCalledWith(booked);
  });

  it('ignores messages of another origin, of another window, of another doctor, or of unknown types', () => {
    const { frame, received, onEvent } = mount();
    post(booked, 'https://evil.example', frame.contentWindow);
    post(booked, HOST, window);
    post({ ...booked, doctorId: 'another' }, HOST, frame.contentWindow);
    post({ ...booked, type: 'tabib:steal' }, HOST, frame.contentWindow);
    post({ type: 'tabib:resize', height: 5 }, 'https://evil.example', frame.contentWindow);
    expect(received).toEqual([]);
    expect(onEvent).not.toHaveBeenCalled();
    expect(frame.style.height).toBe('420px');
  });

  it('closes its dialog when the visitor presses Escape in the frame, and says so to the page', () => {
    // jsdom has no modal dialogs: a dialog that opens and closes as a browser's does.
    Object.assign(HTMLDialogElement.prototype, {
      showModal(this: HTMLDialogElement) {
        this.open = true;
      },
      close(this: HTMLDialogElement) {
        this.open = false;
        this.dispatchEvent(new Event('close'));
      },
    });
    const { element, onEvent } = mount({ mode: 'popup', lang: 'fr' });
    element.shadowRoot?.querySelector('button')?.click();
    const dialog = element.shadowRoot?.querySelector('dialog');
    const frame = dialog?.querySelector('iframe') as HTMLIFrameElement;
    const stand = document.createElement('iframe');
    document.body.append(stand);
    Object.defineProperty(frame, 'contentWindow', { value: stand.contentWindow });
    expect(dialog?.open).toBe(true);

    post({ type: 'tabib:escape' }, 'https://evil.example', frame.contentWindow);
    post({ type: 'tabib:escape' }, HOST, window);
    expect(dialog?.open).toBe(true);
    post({ type: 'tabib:escape' }, HOST, frame.contentWindow);
    expect(dialog?.open).toBe(false);
    expect(onEvent.mock.calls).toEqual([[{ type: 'tabib:closed', doctorId: DOCTOR }]]);
  });

  it('stops listening once removed', () => {
    const { frame, onEvent, element } = mount();
    const source = frame.contentWindow;
    unmount();
    post(booked, HOST, source);
    expect(onEvent).not.toHaveBeenCalled();
    expect(element.shadowRoot?.childElementCount).toBe(0);
  });

  it("frames a practice's doctors, the one shown first, and hands on the events of each", () => {
    const other = '0190f3a2-7c1e-7d3a-9b2c-000000000002';
    const { frame, received } = mount({ practice: [other, DOCTOR] });
    const url = new URL(frame.src);
    expect(url.pathname).toBe('/embed/practice');
    expect(url.searchParams.get('doctors')).toBe(`${DOCTOR},${other}`);
    post({ ...booked, doctorId: other }, HOST, frame.contentWindow);
    post({ ...booked, doctorId: 'not-of-the-practice' }, HOST, frame.contentWindow);
    expect(received).toEqual([{ ...booked, doctorId: other }]);
  });

  it("frames a specialty's doctors in a place and hands on the events of any of them", () => {
    const search = { specialty: '0190f3a2-7c1e-7d3a-9b2c-00000000000a', governorate: 'Sousse' };
    const { frame, received } = mount({ doctorId: undefined, search, lang: 'fr' });
    const url = new URL(frame.src);
    expect(url.pathname).toBe('/embed/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ...search,
      origin: window.location.origin,
      lng: 'fr',
    });
    post(booked, HOST, frame.contentWindow);
    post({ ...booked, doctorId: 42 }, HOST, frame.contentWindow);
    expect(received).toEqual([booked]);
  });

  it('refuses a widget with neither a doctor nor a search', () => {
    expect(() => mount({ doctorId: undefined })).toThrow('Tabib: give doctorId or search');
  });

  it('shows a link to the doctor on Tabib in button mode, in the page language', () => {
    document.documentElement.lang = 'en';
    const { element } = mount({ mode: 'button' });
    const link = element.shadowRoot?.querySelector('a');
    expect(link?.href).toBe(`${HOST}/doctor-profile?id=${DOCTOR}&lng=en`);
    expect(link?.textContent).toBe('Book an appointment');
    expect(element.shadowRoot?.querySelector('iframe')).toBeNull();
  });

  it("links a specialty's button to the same search on Tabib", () => {
    const search = { specialty: '0190f3a2-7c1e-7d3a-9b2c-00000000000a', city: DOCTOR };
    const { element } = mount({ doctorId: undefined, search, mode: 'button', lang: 'ar' });
    expect(element.shadowRoot?.querySelector('a')?.href).toBe(
      `${HOST}/search-doctors?specialty=${search.specialty}&city=${DOCTOR}&lng=ar`,
    );
  });
});
