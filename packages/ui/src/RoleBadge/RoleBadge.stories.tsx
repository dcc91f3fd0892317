import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RoleBadge } from './RoleBadge';
import { storyLocale } from '../stories/storyLocale';
import { ROLES } from './roles';
import * as RoleBadgeParts from './parts';

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

/** The role names of the parts' stories in each locale. */
const NAMES = {
  fr: { doctor: 'Médecin', admin: 'Administrateur' },
  en: { doctor: 'Doctor', admin: 'Administrator' },
  ar: { doctor: 'طبيب', admin: 'مسؤول' },
};

/** The parts in a consumer's plain markup: the name, then the icon. */
export const PartsUnstyled: Story = {
  name: 'Parts — unstyled',
  render: () => (
    <p>
      Connecté en tant que{' '}
      <RoleBadgeParts.Root role="doctor">
        <RoleBadgeParts.Name />
        <RoleBadgeParts.Icon />
      </RoleBadgeParts.Root>
    </p>
  ),
  play: async ({ canvasElement, globals }) => {
    const name = within(canvasElement).getByText(NAMES[storyLocale(globals)].doctor);
    const badge = name.parentElement as HTMLElement;
    await expect(badge).toHaveAttribute('data-role', 'doctor');
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The consumer's classes from the role, styled by the story's own CSS. */
export const PartsCustomClasses: Story = {
  name: 'Parts — custom classes',
  render: () => (
    <>
      <style>{`
        .my-role { padding: 2px 10px; border: 2px solid currentColor; border-radius: 4px; }
        .my-role--admin { color: #7b1fa2; background: transparent; }
      `}</style>
      <RoleBadgeParts.Root role="admin" className={({ role }) => `my-role my-role--${role}`}>
        <RoleBadgeParts.Name />
      </RoleBadgeParts.Root>
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    const badge = within(canvasElement).getByText(NAMES[storyLocale(globals)].admin)
      .parentElement as HTMLElement;
    await expect(badge).toHaveClass('tabib-role-badge', 'my-role', 'my-role--admin');
    await expect(getComputedStyle(badge).color).toBe('rgb(123, 31, 162)');
  },
};
