import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../i18n/UiProvider';
import { RoleBadge } from './RoleBadge';

describe('RoleBadge — requirements §6 displayed role names', () => {
  it.each([
    ['guest', 'Invité'],
    ['patient', 'Patient'],
    ['doctor', 'Médecin'],
    ['secretary', 'Secrétaire'],
    ['admin', 'Administrateur'],
  ] as const)('shows %s as "%s" in French by default, with data-role and an icon', async (role, name) => {
    const { container } = await render(<RoleBadge role={role} />);
    const badge = container.firstElementChild;
    expect(badge?.textContent).toBe(name);
    expect(badge?.getAttribute('data-role')).toBe(role);
    expect(badge?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('uses the provider locale and direction', async () => {
    const { container } = await render(
      <UiProvider locale="ar">
        <RoleBadge role="doctor" />
      </UiProvider>,
    );
    expect(container.firstElementChild?.textContent).toBe('طبيب');
    expect(container.firstElementChild?.getAttribute('dir')).toBe('rtl');
  });

  it('prefers a label override and can hide the icon', async () => {
    const { container } = await render(<RoleBadge role="admin" labels={{ admin: 'Admin' }} hideIcon />);
    const badge = container.firstElementChild;
    expect(badge?.textContent).toBe('Admin');
    expect(badge?.querySelector('svg')).toBeNull();
    expect(badge?.hasAttribute('data-icon-hidden')).toBe(true);
  });
});
