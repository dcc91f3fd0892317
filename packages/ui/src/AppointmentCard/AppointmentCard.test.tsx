import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../i18n/UiProvider';
import { AppointmentCard } from './AppointmentCard';
import { APPOINTMENT_STATUSES } from './statuses';

describe('AppointmentCard', () => {
  it.each([
    ['pending', 'En attente'],
    ['confirmed', 'Confirmé'],
    ['done', 'Terminé'],
    ['cancelled', 'Annulé'],
    ['absent', 'Absent'],
  ] as const)('status %s: data-status and the badge "%s"', async (status, name) => {
    const { container } = await render(
      <AppointmentCard date="2025-03-04T08:30:00Z" name="Sami" status={status} />,
    );
    expect(container.querySelector('article')?.getAttribute('data-status')).toBe(status);
    expect(container.querySelector('.tabib-appointment-card__status')?.textContent).toBe(name);
  });

  it('covers every status', () => {
    expect(APPOINTMENT_STATUSES).toEqual(['pending', 'confirmed', 'done', 'cancelled', 'absent']);
  });

  it('shows the date in Africa/Tunis (UTC+1) with the ISO instant', async () => {
    const { container } = await render(
      <AppointmentCard date="2025-03-04T23:30:00Z" name="Sami" status="confirmed" />,
    );
    const time = container.querySelector('time');
    // 23:30 UTC on the 4th is 00:30 on the 5th in Tunis
    expect(time?.textContent).toBe('mercredi 5 mars 2025 à 00:30');
    expect(time?.getAttribute('dateTime')).toBe('2025-03-04T23:30:00.000Z');
  });

  it('renders the actions in order and calls the right one', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const screen = await render(
      <AppointmentCard
        date="2025-03-04T08:30:00Z"
        name="Sami"
        status="pending"
        actions={[
          { id: 'confirm', label: 'Confirmer', onAction: onConfirm, tone: 'primary' },
          { id: 'cancel', label: 'Refuser', onAction: onCancel, tone: 'danger', isDisabled: true },
        ]}
      />,
    );
    const buttons = [...screen.container.querySelectorAll('button')];
    expect(buttons.map((b) => [b.dataset.action, b.dataset.tone, b.disabled])).toEqual([
      ['confirm', 'primary', false],
      ['cancel', 'danger', true],
    ]);
    await screen.getByRole('button', { name: 'Confirmer' }).click();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('writes Arabic labels and dir="rtl", and accepts a partial status override', async () => {
    const { container } = await render(
      <UiProvider locale="ar">
        <AppointmentCard
          date="2025-03-04T08:30:00Z"
          name="سامي"
          status="absent"
          labels={{ status: { absent: 'لم يحضر' } }}
        />
      </UiProvider>,
    );
    expect(container.querySelector('article')?.getAttribute('dir')).toBe('rtl');
    expect(container.querySelector('.tabib-appointment-card__status')?.textContent).toBe('لم يحضر');
  });
});
