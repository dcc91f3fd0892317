import { describe, expect, it } from 'vitest';

import * as ui from './index';

describe("@tabib/ui's public entry: the reference app's behaviour as options", () => {
  it('exports the role menu builder and the default routes, so a site builds its menus under its own paths', () => {
    expect(ui.menuItemsFor('patient', 0, { patientDashboard: '/me' }).map((item) => item.route)).toEqual([
      '/me',
      '/me/settings',
      '/me/questions',
    ]);
    expect(ui.DEFAULT_NAVBAR_ROUTES.doctorDashboard).toBe('/doctor-dashboard');
  });

  it('ships the placeholder avatar inline: an SVG data URL, no file to serve', () => {
    const prefix = 'data:image/svg+xml,';
    expect(ui.DEFAULT_AVATAR_PLACEHOLDER.startsWith(prefix)).toBe(true);
    const svg = decodeURIComponent(ui.DEFAULT_AVATAR_PLACEHOLDER.slice(prefix.length));
    const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(parsed.documentElement.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(parsed.querySelector('parsererror')).toBeNull();
  });
});
