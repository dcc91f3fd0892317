import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../i18n/UiProvider';
import type { LinkComponentProps } from '../link/LinkComponent';
import { DoctorCard } from './DoctorCard';

const SLOTS = ['2025-03-04T08:00:00Z', '2025-03-04T08:30:00Z', '2025-03-05T13:00:00Z'];

describe('DoctorCard', () => {
  it('shows name, specialty, city, fee, CNAM badge and slots in Africa/Tunis', async () => {
    const { container } = await render(
      <DoctorCard
        name="Dr Amel Ben Salah"
        specialty="Cardiologue"
        city="Sfax"
        feeMillimes={45_000}
        cnam
        nextSlots={SLOTS}
        onSlotSelect={() => {}}
      />,
    );
    const card = container.querySelector('article');
    expect(card?.hasAttribute('data-cnam')).toBe(true);
    expect(card?.querySelector('h3')?.textContent).toBe('Dr Amel Ben Salah');
    expect(card?.querySelector('.tabib-doctor-card__specialty')?.textContent).toBe('Cardiologue');
    expect(card?.querySelector('.tabib-doctor-card__city')?.textContent).toBe('Sfax');
    expect(card?.querySelector('.tabib-doctor-card__fee')?.textContent).toBe('Consultation 45\u00a0DT');
    expect(card?.querySelector('.tabib-doctor-card__cnam')?.textContent).toBe('Conventionné CNAM');
    const times = [...container.querySelectorAll('button time')].map((t) => t.textContent);
    expect(times).toEqual(['09:00', '09:30', '14:00']);
  });

  it('calls onSlotSelect with the ISO instant of the slot', async () => {
    const onSlotSelect = vi.fn();
    const screen = await render(
      <DoctorCard name="Dr Karim Trabelsi" nextSlots={SLOTS} onSlotSelect={onSlotSelect} />,
    );
    await screen.getByRole('button', { name: 'mer. 5 mars 14:00' }).click();
    expect(onSlotSelect).toHaveBeenCalledWith('2025-03-05T13:00:00Z');
  });

  it('shows at most maxSlots, and says so when there are none', async () => {
    const many = await render(
      <DoctorCard name="Dr A" nextSlots={SLOTS} maxSlots={2} onSlotSelect={() => {}} />,
    );
    expect(many.container.querySelectorAll('button')).toHaveLength(2);
    const none = await render(<DoctorCard name="Dr B" nextSlots={[]} />);
    expect(none.container.querySelector('.tabib-doctor-card__slots-title')?.textContent).toBe(
      'Aucune disponibilité prochainement',
    );
  });

  it('links the name to the profile through the injected link component', async () => {
    const Link = vi.fn(({ href, children }: LinkComponentProps) => (
      <a href={href} data-router="">
        {children}
      </a>
    ));
    const { container } = await render(
      <DoctorCard name="Dr A" profileHref="/doctor-profile?id=a" linkComponent={Link} />,
    );
    const link = container.querySelector('h3 a');
    expect(link?.getAttribute('href')).toBe('/doctor-profile?id=a');
    expect(link?.hasAttribute('data-router')).toBe(true);
  });

  it('writes Arabic labels, Latin digits and dir="rtl"', async () => {
    const { container } = await render(
      <UiProvider locale="ar">
        <DoctorCard name="د. أمل" feeMillimes={45_500} cnam />
      </UiProvider>,
    );
    expect(container.querySelector('article')?.getAttribute('dir')).toBe('rtl');
    expect(container.querySelector('.tabib-doctor-card__amount')?.textContent).toBe(
      '\u200f45,500\u00a0د.ت.\u200f',
    );
    expect(container.querySelector('.tabib-doctor-card__cnam')?.textContent).toBe('متعاقد مع الكنام');
  });

  it('shows the online-payment badge and sets data-online-payment', async () => {
    const { container } = await render(<DoctorCard name="Dr A" onlinePayment />);
    expect(container.querySelector('article')?.hasAttribute('data-online-payment')).toBe(true);
    expect(container.querySelector('.tabib-doctor-card__online-payment')?.textContent).toBe(
      'Paiement en ligne',
    );
    const without = await render(<DoctorCard name="Dr B" />);
    expect(without.container.querySelector('article')?.hasAttribute('data-online-payment')).toBe(false);
  });

  it('shows the next days instead of the next slots when availability is given', async () => {
    const { container } = await render(
      <DoctorCard
        name="Dr A"
        nextSlots={SLOTS}
        availability={[
          { day: '2025-03-04', count: 5, slots: ['2025-03-04T08:00:00Z', '2025-03-04T08:30:00Z'] },
          { day: '2025-03-05', count: 1, slots: ['2025-03-05T13:00:00Z'] },
        ]}
        slotHref={(slot) => `/reservation?doctor=a&slot=${slot}`}
        moreSlotsHref="/doctor-profile?id=a#creneaux"
      />,
    );
    expect(container.querySelector('.tabib-doctor-card__slots')).toBeNull();
    expect(
      [...container.querySelectorAll('.tabib-availability a')].map((a) => a.getAttribute('href')),
    ).toEqual([
      '/reservation?doctor=a&slot=2025-03-04T08:00:00Z',
      '/reservation?doctor=a&slot=2025-03-04T08:30:00Z',
      '/doctor-profile?id=a#creneaux',
      '/reservation?doctor=a&slot=2025-03-05T13:00:00Z',
    ]);
  });
});
