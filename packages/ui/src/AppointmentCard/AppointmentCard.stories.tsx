import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localizedArgs, storyLocale, type LocaleArgs } from '../stories/storyLocale';
import { AppointmentCard, type AppointmentCardProps } from './AppointmentCard';
import * as AppointmentCardParts from './parts';

const onCancel = fn();
const onReschedule = fn();

const meta = {
  title: 'Product/AppointmentCard',
  component: AppointmentCard,
  // Tuesday 4 March 2025 at 09:30 in Tunis
  args: {
    date: '2025-03-04T08:30:00Z',
    name: 'Dr Amel Ben Salah',
    visitType: 'Première consultation',
    status: 'confirmed',
    actions: [
      { id: 'reschedule', label: 'Déplacer', onAction: onReschedule },
      { id: 'cancel', label: 'Annuler', onAction: onCancel, tone: 'danger' },
    ],
  },
  parameters: {
    localeArgs: {
      en: {
        visitType: 'First visit',
        actions: [
          { id: 'reschedule', label: 'Reschedule', onAction: onReschedule },
          { id: 'cancel', label: 'Cancel', onAction: onCancel, tone: 'danger' },
        ],
      },
      ar: {
        name: 'د. أمل بن صالح',
        visitType: 'استشارة أولى',
        actions: [
          { id: 'reschedule', label: 'تغيير الموعد', onAction: onReschedule },
          { id: 'cancel', label: 'إلغاء', onAction: onCancel, tone: 'danger' },
        ],
      },
    } satisfies LocaleArgs<AppointmentCardProps>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AppointmentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const STATUS = {
  fr: { pending: 'En attente', confirmed: 'Confirmé' },
  en: { pending: 'Pending', confirmed: 'Confirmed' },
  ar: { pending: 'قيد الانتظار', confirmed: 'مؤكد' },
};
const DATE = {
  fr: 'mardi 4 mars 2025 à 09:30',
  en: 'Tuesday, 4 March 2025 at 09:30',
  ar: 'الثلاثاء، 4 مارس 2025 في 09:30',
};

export const Confirmed: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const locale = storyLocale(context.globals);
    const cancel = localizedArgs(context).actions?.[1]?.label ?? '';
    const card = canvas.getByRole('article', { name: DATE[locale] });
    await expect(card).toHaveAttribute('data-status', 'confirmed');
    await expect(canvas.getByText(STATUS[locale].confirmed)).toBeVisible();
    // keyboard only: Tab, Tab reaches "Annuler", Space activates it
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: cancel })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(onCancel).toHaveBeenCalled();
  },
};

/** What a doctor sees for a new request: confirm, or cancel. */
export const Pending: Story = {
  args: {
    name: 'Sami Gharbi',
    status: 'pending',
    actions: [
      { id: 'confirm', label: 'Confirmer', onAction: fn(), tone: 'primary' },
      { id: 'cancel', label: 'Refuser', onAction: fn(), tone: 'danger' },
    ],
  },
  parameters: {
    localeArgs: {
      en: {
        actions: [
          { id: 'confirm', label: 'Confirm', onAction: fn(), tone: 'primary' },
          { id: 'cancel', label: 'Decline', onAction: fn(), tone: 'danger' },
        ],
      },
      ar: {
        name: 'سامي الغربي',
        actions: [
          { id: 'confirm', label: 'تأكيد', onAction: fn(), tone: 'primary' },
          { id: 'cancel', label: 'رفض', onAction: fn(), tone: 'danger' },
        ],
      },
    },
  },
};

/** After the visit: mark done or absent. */
export const ConfirmedForDoctor: Story = {
  args: {
    name: 'Sami Gharbi',
    visitType: 'Contrôle',
    actions: [
      { id: 'done', label: 'Terminé', onAction: fn(), tone: 'primary' },
      { id: 'absent', label: 'Patient absent', onAction: fn() },
    ],
  },
  parameters: {
    localeArgs: {
      en: {
        visitType: 'Follow-up',
        actions: [
          { id: 'done', label: 'Done', onAction: fn(), tone: 'primary' },
          { id: 'absent', label: 'Patient absent', onAction: fn() },
        ],
      },
      ar: {
        name: 'سامي الغربي',
        visitType: 'مراقبة',
        actions: [
          { id: 'done', label: 'تم', onAction: fn(), tone: 'primary' },
          { id: 'absent', label: 'المريض غائب', onAction: fn() },
        ],
      },
    },
  },
};

export const Done: Story = { args: { status: 'done', actions: [] } };
export const Cancelled: Story = { args: { status: 'cancelled', actions: [] } };
export const Absent: Story = { args: { status: 'absent', actions: [] } };

export const DisabledAction: Story = {
  args: {
    actions: [
      { id: 'reschedule', label: 'Déplacer', onAction: fn(), isDisabled: true },
      { id: 'cancel', label: 'Annuler', onAction: fn(), tone: 'danger' },
    ],
  },
  parameters: {
    localeArgs: {
      en: {
        actions: [
          { id: 'reschedule', label: 'Reschedule', onAction: fn(), isDisabled: true },
          { id: 'cancel', label: 'Cancel', onAction: fn(), tone: 'danger' },
        ],
      },
      ar: {
        actions: [
          { id: 'reschedule', label: 'تغيير الموعد', onAction: fn(), isDisabled: true },
          { id: 'cancel', label: 'إلغاء', onAction: fn(), tone: 'danger' },
        ],
      },
    },
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const PendingRTL: Story = {
  args: {
    name: 'د. أمل بن صالح',
    visitType: 'استشارة أولى',
    status: 'pending',
    actions: [
      { id: 'reschedule', label: 'تغيير الموعد', onAction: onReschedule },
      { id: 'cancel', label: 'إلغاء', onAction: fn(), tone: 'danger' },
    ],
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: DATE.ar })).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('قيد الانتظار')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'تغيير الموعد' }));
    await expect(onReschedule).toHaveBeenCalled();
  },
};

const onPay = fn();

/** The parts in a consumer's plain markup: a list item, its own heading level, a payment action. */
export const PartsUnstyled: Story = {
  name: 'Parts — unstyled',
  render: () => (
    <ul>
      <li>
        <AppointmentCardParts.Root status="pending">
          <AppointmentCardParts.When date="2025-03-04T08:30:00Z" level={2} />
          <AppointmentCardParts.Status />
          <AppointmentCardParts.Doctor>Dr Amel Ben Salah</AppointmentCardParts.Doctor>
          <AppointmentCardParts.Place>12 rue de Marseille, Tunis</AppointmentCardParts.Place>
          <AppointmentCardParts.Actions>
            <AppointmentCardParts.Action action="pay" tone="primary" onClick={onPay}>
              Payer
            </AppointmentCardParts.Action>
          </AppointmentCardParts.Actions>
        </AppointmentCardParts.Root>
      </li>
    </ul>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = storyLocale(globals);
    const card = canvas.getByRole('article', { name: DATE[locale] });
    await expect(card).toHaveAttribute('data-status', 'pending');
    await expect(canvas.getByText(STATUS[locale].pending)).toHaveAttribute('data-status', 'pending');
    const group = canvas.getByRole('group', {
      name: { fr: 'Actions', en: 'Actions', ar: 'الإجراءات' }[locale],
    });
    await expect(group).toContainElement(canvas.getByRole('button', { name: 'Payer' }));
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onPay).toHaveBeenCalled();
  },
};

/** The consumer's classes from the parts' state (status, tone), styled by the story's own CSS. */
export const PartsCustomClasses: Story = {
  name: 'Parts — custom classes',
  render: () => (
    <>
      <style>{`
        .my-rdv { padding: 12px; border: 2px solid #999; border-radius: 12px; }
        .my-rdv--confirmed { border-color: #0b4a7a; }
        .my-badge { padding: 2px 8px; border-radius: 99px; background: #0b4a7a; color: #fff; }
        .my-button { margin-inline-end: 8px; }
        .my-button--danger { color: #7f1d1d; }
      `}</style>
      <AppointmentCardParts.Root status="confirmed" className={({ status }) => `my-rdv my-rdv--${status}`}>
        <AppointmentCardParts.When date="2025-03-04T08:30:00Z" />
        <AppointmentCardParts.Status className="my-badge" />
        <AppointmentCardParts.Patient>Sami Gharbi</AppointmentCardParts.Patient>
        <AppointmentCardParts.VisitType>Contrôle</AppointmentCardParts.VisitType>
        <AppointmentCardParts.Actions>
          <AppointmentCardParts.Action
            action="cancel"
            tone="danger"
            onClick={onCancel}
            className={({ tone }) => `my-button my-button--${tone}`}
          >
            Annuler
          </AppointmentCardParts.Action>
        </AppointmentCardParts.Actions>
      </AppointmentCardParts.Root>
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: DATE[storyLocale(globals)] });
    await expect(card).toHaveClass('tabib-appointment-card', 'my-rdv', 'my-rdv--confirmed');
    await expect(getComputedStyle(card).borderTopColor).toBe('rgb(11, 74, 122)');
    const cancel = canvas.getByRole('button', { name: 'Annuler' });
    await expect(cancel).toHaveClass('my-button', 'my-button--danger');
    await expect(cancel).toHaveAttribute('data-tone', 'danger');
    await userEvent.click(cancel);
    await expect(onCancel).toHaveBeenCalled();
  },
};
