import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../i18n/UiProvider';
import * as RoleBadge from './parts';

describe('RoleBadge parts in the consumer’s own markup', () => {
  it.each([
    ['secretary', 'Secrétaire'],
    ['admin', 'Administrateur'],
  ] as const)('%s: data-role on the root and the icon, "%s", classes from the role', async (role, name) => {
    const { container } = await render(
      <RoleBadge.Root role={role} className={({ role }) => `chip chip-${role}`}>
        <RoleBadge.Name />
        <RoleBadge.Icon className="trailing" />
      </RoleBadge.Root>,
    );
    const badge = container.firstElementChild;
    expect(badge?.className).toBe(`tabib-role-badge chip chip-${role}`);
    expect(badge?.getAttribute('data-role')).toBe(role);
    expect(badge?.textContent).toBe(name);
    const icon = badge?.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.getAttribute('data-role')).toBe(role);
    expect(icon?.getAttribute('class')).toBe('tabib-role-icon trailing');
  });

  it('shows the name through the consumer’s element, in Arabic, right to left', async () => {
    const { container } = await render(
      <UiProvider locale="ar">
        <RoleBadge.Root role="doctor">
          <RoleBadge.Name asChild>
            <em />
          </RoleBadge.Name>
        </RoleBadge.Root>
      </UiProvider>,
    );
    expect(container.firstElementChild?.getAttribute('dir')).toBe('rtl');
    expect(container.querySelector('em')?.textContent).toBe('طبيب');
    expect(container.querySelector('em')?.className).toBe('tabib-role-badge__name');
  });
});
