import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RoleBadge } from './RoleBadge';
import { storyLocale } from '../stories/storyLocale';
import { ROLES } from './roles';

const meta = {
  title: 'Product/RoleBadge',
  component: RoleBadge,
  args: { role: 'doctor' },
  argTypes: { role: { control: 'select', options: ROLES } },
} satisfies Meta<typeof RoleBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = { args: { role: 'guest' } };
export const Patient: Story = { args: { role: 'patient' } };
export const Doctor: Story = {
  args: { role: 'doctor' },
  play: async ({ canvasElement, globals }) => {
    const name = { fr: 'Médecin', en: 'Doctor', ar: 'طبيب' }[storyLocale(globals)];
    await expect(within(canvasElement).getByText(name)).toBeVisible();
  },
};
export const Secretary: Story = { args: { role: 'secretary' } };
export const Admin: Story = { args: { role: 'admin' } };
export const WithoutIcon: Story = { args: { role: 'patient', hideIcon: true } };

/** Every role side by side, to compare badge colours. */
export const AllRoles: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {ROLES.map((role) => (
        <RoleBadge key={role} role={role} />
      ))}
    </div>
  ),
};

export const AllRolesRTL: Story = {
  ...AllRoles,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('طبيب')).toBeVisible();
  },
};

export const AllRolesEnglish: Story = { ...AllRoles, globals: { locale: 'en' } };
