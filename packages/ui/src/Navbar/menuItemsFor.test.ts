import { describe, expect, it } from 'vitest';

import { menuItemsFor } from './menuItemsFor';

const routesOf = (items: ReturnType<typeof menuItemsFor>) => items.map((item) => item.route);

describe('menuItemsFor: the user dropdown per role', () => {
  it('gives a secretary the doctor dashboard pages, the questions with their badge', () => {
    expect(menuItemsFor('secretary', 4)).toEqual([
      { route: '/doctor-dashboard', labelKey: 'MENU.APPOINTMENTS' },
      { route: '/doctor-dashboard/calendar', labelKey: 'MENU.CALENDAR' },
      { route: '/doctor-dashboard/questions', labelKey: 'MENU.QUESTIONS', badge: 4 },
    ]);
  });

  it('builds the items under the host site dashboards', () => {
    const routes = { doctorDashboard: '/pro', patientDashboard: '/me' };
    expect(routesOf(menuItemsFor('patient', 0, routes))).toEqual(['/me', '/me/settings', '/me/questions']);
    expect(routesOf(menuItemsFor('admin', 0, routes))).toEqual(['/pro', '/pro/questions', '/pro/settings']);
    expect(menuItemsFor('doctor', 0, routes)).toHaveLength(7);
    expect(menuItemsFor('guest')).toEqual([]);
  });
});
