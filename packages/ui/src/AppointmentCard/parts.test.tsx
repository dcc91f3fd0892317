import { createRef, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { UiProvider } from '../i18n/UiProvider';
import * as AppointmentCard from './parts';

function Badge({ children, ...props }: { children?: ReactNode; className?: string }) {
  return (
    <strong data-testid="badge" {...props}>
      {children}
    </strong>
  );
}

describe('AppointmentCard parts in the consumer’s own markup', () => {
  it('writes data-status on the root and the badge, and gives class and style functions the status', async () => {
    const screen = await render(
      <AppointmentCard.Root
        status="cancelled"
        className={({ status }) => `card card--${status}`}
        style={({ status }) => ({ opacity: status === 'cancelled' ? 0.5 : 1 })}
      >
        <AppointmentCard.When date="2025-03-04T08:30:00Z" level={2} />
        <AppointmentCard.Doctor>Dr Amel Ben Salah</AppointmentCard.Doctor>
        <AppointmentCard.Place>Rue de Marseille, Tunis</AppointmentCard.Place>
        <AppointmentCard.Status asChild>
          <Badge className="pill" />
        </AppointmentCard.Status>
      </AppointmentCard.Root>,
    );
    const card = screen.getByRole('article', { name: 'mardi 4 mars 2025 à 09:30' }).element() as HTMLElement;
    expect(card.className).toBe('tabib-appointment-card card card--cancelled');
    expect(card.style.opacity).toBe('0.5');
    expect(card.getAttribute('data-status')).toBe('cancelled');
    expect(card.querySelector('h2 time')?.getAttribute('dateTime')).toBe('2025-03-04T08:30:00.000Z');
    expect(card.querySelector('[data-party="doctor"]')?.textContent).toBe('Dr Amel Ben Salah');
    expect(card.querySelector('.tabib-appointment-card__place')?.textContent).toBe('Rue de Marseille, Tunis');
    // asChild: the consumer's badge, with the kit's class, data-status and the status name
    const badge = screen.getByTestId('badge').element();
    expect(badge.tagName).toBe('STRONG');
    expect(badge.className).toBe('tabib-appointment-card__status pill');
    expect(badge.getAttribute('data-status')).toBe('cancelled');
    expect(badge.textContent).toBe('Annulé');
  });

  it('names the action group, keeps the buttons’ accessible names and reaches them with the keyboard', async () => {
    const onPay = vi.fn();
    const onCancel = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    const screen = await render(
      <AppointmentCard.Root status="pending">
        <AppointmentCard.When date="2025-03-04T08:30:00Z" />
        <AppointmentCard.Actions className="row">
          <AppointmentCard.Action
            action="pay"
            tone="primary"
            onClick={onPay}
            ref={ref}
            className={({ tone, action }) => `btn-${tone}-${action}`}
          >
            Payer
          </AppointmentCard.Action>
          <AppointmentCard.Action action="cancel" tone="danger" onClick={onCancel} disabled>
            Annuler
          </AppointmentCard.Action>
        </AppointmentCard.Actions>
      </AppointmentCard.Root>,
    );
    const group = screen.getByRole('group', { name: 'Actions' }).element();
    expect(group.className).toBe('tabib-appointment-card__actions row');
    const pay = screen.getByRole('button', { name: 'Payer' }).element() as HTMLButtonElement;
    expect(ref.current).toBe(pay);
    expect(pay.type).toBe('button');
    expect(pay.className).toBe('tabib-appointment-card__action btn-primary-pay');
    expect([pay.dataset.action, pay.dataset.tone, pay.hasAttribute('data-disabled')]).toEqual([
      'pay',
      'primary',
      false,
    ]);
    const cancel = screen.getByRole('button', { name: 'Annuler' }).element() as HTMLButtonElement;
    expect([cancel.disabled, cancel.getAttribute('data-disabled')]).toEqual([true, '']);
    await userEvent.tab();
    expect(document.activeElement).toBe(pay);
    await userEvent.keyboard('{Enter}');
    expect(onPay).toHaveBeenCalledTimes(1);
    // the disabled action is skipped by Tab and never called
    await userEvent.tab();
    expect(document.activeElement).not.toBe(cancel);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('speaks Arabic right to left: the date, the status and the group’s name', async () => {
    const screen = await render(
      <UiProvider locale="ar">
        <AppointmentCard.Root status="confirmed">
          <AppointmentCard.When date="2025-03-04T08:30:00Z" />
          <AppointmentCard.Patient>سامي الغربي</AppointmentCard.Patient>
          <AppointmentCard.Status />
          <AppointmentCard.Actions>
            <AppointmentCard.Action action="reschedule">تغيير الموعد</AppointmentCard.Action>
          </AppointmentCard.Actions>
        </AppointmentCard.Root>
      </UiProvider>,
    );
    const card = screen.getByRole('article', { name: 'الثلاثاء، 4 مارس 2025 في 09:30' }).element();
    expect(card.getAttribute('dir')).toBe('rtl');
    expect(card.querySelector('[data-party="patient"]')?.textContent).toBe('سامي الغربي');
    expect(card.querySelector('.tabib-appointment-card__status')?.textContent).toBe('مؤكد');
    expect(screen.getByRole('group', { name: 'الإجراءات' }).element()).toBeTruthy();
  });

  it('throws a clear error for a part outside its Root', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(render(<AppointmentCard.Status />)).rejects.toThrow(
      '@tabib/ui: AppointmentCard.Status must be inside AppointmentCard.Root.',
    );
    vi.restoreAllMocks();
  });
});
