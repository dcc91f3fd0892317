import { Component, type ComponentPropsWithRef, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import * as AvailabilityStrip from '../AvailabilityStrip/parts';
import { UiProvider } from '../i18n/UiProvider';
import type { LinkComponentProps } from '../link/LinkComponent';
import * as DoctorCard from './parts';

class Catch extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error === null ? this.props.children : <p data-testid="error">{this.state.error}</p>;
  }
}

// Tuesday 4 March 2025, 09:00 and 09:30 in Tunis; Wednesday 5 March 14:00.
const SLOTS = ['2025-03-04T08:00:00Z', '2025-03-04T08:30:00Z', '2025-03-05T13:00:00Z'];

/** The consumer's own image and router link components. */
function SiteImage(props: ComponentPropsWithRef<'img'>) {
  return <img {...props} data-site-image="" alt={props.alt} />;
}
function SiteLink({ to, children, ...props }: ComponentPropsWithRef<'a'> & { to: string }) {
  return (
    <a {...props} href={to} data-site-link="">
      {children}
    </a>
  );
}
function RouterLink({ href, children, ...props }: LinkComponentProps) {
  return (
    <a href={href} data-router="" {...props}>
      {children}
    </a>
  );
}

/** A consumer's own card: a horizontal row, its own classes, the badges after the slots. */
function ResultRow({
  onSlotSelect = () => {},
  cnam = true,
}: {
  onSlotSelect?: (slot: string) => void;
  cnam?: boolean;
}) {
  return (
    <DoctorCard.Root cnam={cnam} className={(state) => (state.cnam ? 'row row--cnam' : 'row')}>
      <DoctorCard.Photo
        asChild
        src={null}
        className={({ placeholder }) => (placeholder ? 'ghost' : undefined)}
      >
        <SiteImage />
      </DoctorCard.Photo>
      <div className="details">
        <DoctorCard.Name level={2} className="title">
          <DoctorCard.ProfileLink asChild>
            <SiteLink to="/doctors/amel">Dr Amel Ben Salah</SiteLink>
          </DoctorCard.ProfileLink>
        </DoctorCard.Name>
        <DoctorCard.Specialty className="muted">Cardiologue</DoctorCard.Specialty>
        <DoctorCard.Fee
          millimes={45_500}
          className={({ millimes }) => (millimes > 40_000 ? 'fee fee--high' : 'fee')}
        />
      </div>
      <DoctorCard.NextSlots slots={SLOTS} max={2} onSlotSelect={onSlotSelect} className="slots">
        <DoctorCard.NextSlotsTitle className="slots-title" />
        <DoctorCard.SlotList className="chips">
          {(slot) => (
            <li className="chip-item">
              <DoctorCard.Slot
                slot={slot}
                className={({ selectable }) => (selectable ? 'chip' : 'chip chip--text')}
              />
            </li>
          )}
        </DoctorCard.SlotList>
      </DoctorCard.NextSlots>
      <DoctorCard.Badges className="badges">
        <DoctorCard.Cnam className="badge" />
        <DoctorCard.OnlinePayment className="badge" />
      </DoctorCard.Badges>
    </DoctorCard.Root>
  );
}

describe('DoctorCard parts in custom markup', () => {
  it("names the card by its heading, the link and photo through the consumer's components", async () => {
    const screen = await render(<ResultRow />);
    const card = screen.getByRole('article', { name: 'Dr Amel Ben Salah' });
    await expect.element(card).toHaveAttribute('data-cnam', '');
    await expect.element(card).not.toHaveAttribute('data-online-payment');
    await expect.element(card).toHaveClass('tabib-doctor-card row row--cnam', { exact: true });
    const heading = screen.getByRole('heading', { level: 2, name: 'Dr Amel Ben Salah' });
    await expect.element(heading).toHaveClass('tabib-doctor-card__name title', { exact: true });
    const link = screen.getByRole('link', { name: 'Dr Amel Ben Salah' });
    await expect.element(link).toHaveAttribute('href', '/doctors/amel');
    await expect.element(link).toHaveAttribute('data-site-link', '');
    const photo = screen.container.querySelector('img')!;
    expect(photo.hasAttribute('data-site-image')).toBe(true);
    expect(photo.className).toBe('tabib-avatar tabib-doctor-card__photo ghost');
    expect(photo.getAttribute('data-placeholder')).toBe('');
    expect(photo.getAttribute('alt')).toBe('');
    expect(photo.getAttribute('width')).toBe('72');
  });

  it('gives the parts their state, shows only the badges the doctor has, and writes the fee', async () => {
    const { container } = await render(<ResultRow />);
    expect(container.querySelector('.tabib-doctor-card__fee')?.className).toBe(
      'tabib-doctor-card__fee fee fee--high',
    );
    expect(container.querySelector('.tabib-doctor-card__fee')?.textContent).toBe(
      'Consultation 45,500\u00a0DT',
    );
    expect([...container.querySelectorAll('.badge')].map((badge) => badge.textContent)).toEqual([
      'Conventionné CNAM',
    ]);
    expect(container.querySelector('.slots')?.className).toBe('tabib-doctor-card__slots slots');
    expect(
      [...container.querySelectorAll('.chip')].map((chip) => [
        chip.tagName,
        chip.getAttribute('data-selectable'),
      ]),
    ).toEqual([
      ['BUTTON', ''],
      ['BUTTON', ''],
    ]);
    const without = await render(<ResultRow cnam={false} />);
    expect(without.container.querySelector('.badges')).toBeNull();
    expect(without.container.querySelector('article')?.hasAttribute('data-cnam')).toBe(false);
  });

  it('reaches the slots from the name with Tab and picks one with Enter, in the group named by its title', async () => {
    const onSlotSelect = vi.fn();
    const screen = await render(<ResultRow onSlotSelect={onSlotSelect} />);
    const group = screen.getByRole('group', { name: 'Prochaines disponibilités' });
    await expect.element(group).toBeVisible();
    (screen.getByRole('link', { name: 'Dr Amel Ben Salah' }).element() as HTMLElement).focus();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'mar. 4 mars 09:30' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSlotSelect).toHaveBeenCalledWith('2025-03-04T08:30:00Z');
  });

  it("links the name and the availability through the root's link component", async () => {
    const screen = await render(
      <DoctorCard.Root linkComponent={RouterLink}>
        <DoctorCard.Name href="/doctor-profile?id=a">Dr A</DoctorCard.Name>
        <DoctorCard.Availability
          days={[{ day: '2025-03-05', count: 1, slots: ['2025-03-05T13:00:00Z'] }]}
          slotHref={(slot) => `/book?slot=${slot}`}
        >
          <AvailabilityStrip.Days />
        </DoctorCard.Availability>
      </DoctorCard.Root>,
    );
    await expect.element(screen.getByRole('link', { name: 'Dr A' })).toHaveAttribute('data-router', '');
    const slot = screen.getByRole('link', { name: 'mer. 5 mars 14:00' });
    await expect.element(slot).toHaveAttribute('data-router', '');
    expect(screen.container.querySelector('.tabib-doctor-card__availability')?.className).toBe(
      'tabib-availability tabib-doctor-card__availability',
    );
    // Only the days were asked for: no title.
    expect(screen.container.querySelector('.tabib-availability__title')).toBeNull();
  });

  it('renders only the strip given no children: no default title, days or next slot', async () => {
    const screen = await render(
      <DoctorCard.Root>
        <DoctorCard.Name>Dr A</DoctorCard.Name>
        <DoctorCard.Availability
          days={[{ day: '2025-03-05', count: 1, slots: ['2025-03-05T13:00:00Z'] }]}
          slotHref={(slot) => `/book?slot=${slot}`}
        />
      </DoctorCard.Root>,
    );
    const strip = screen.container.querySelector('.tabib-doctor-card__availability');
    expect(strip?.getAttribute('role')).toBe('group');
    expect(strip?.childElementCount).toBe(0);
  });

  it('writes Arabic labels and dir="rtl"', async () => {
    const screen = await render(
      <UiProvider locale="ar">
        <DoctorCard.Root cnam onlinePayment>
          <DoctorCard.Name>د. أمل</DoctorCard.Name>
          <DoctorCard.Badges />
          <DoctorCard.NextSlots slots={[]} />
        </DoctorCard.Root>
      </UiProvider>,
    );
    const card = screen.getByRole('article', { name: 'د. أمل' });
    await expect.element(card).toHaveAttribute('dir', 'rtl');
    await expect.element(card).toHaveAttribute('data-online-payment', '');
    expect(screen.container.querySelector('.tabib-doctor-card__badges')?.textContent).toBe(
      'متعاقد مع الكنامالدفع عبر الإنترنت',
    );
    const group = screen.getByRole('group', { name: 'لا توجد مواعيد متاحة قريبًا' });
    await expect.element(group).toHaveAttribute('data-empty', '');
    expect(screen.container.querySelector('ul')).toBeNull();
  });

  it('refuses a part outside its root, naming the root', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const screen = await render(
      <Catch>
        <DoctorCard.Fee millimes={45_000} />
      </Catch>,
    );
    await expect
      .element(screen.getByTestId('error'))
      .toHaveTextContent('@tabib/ui: DoctorCard.Fee must be inside DoctorCard.Root.');
    consoleError.mockRestore();
  });
});
