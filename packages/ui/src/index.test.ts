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

describe("@tabib/ui's public entry: each component's parts as a namespace", () => {
  // The JavaScript build makes each namespace of its `partsNamespace.ts` (tsup.config.ts), so a site importing one
  // part from `@tabib/ui/<component>` keeps only it (docs/benchmarks.md); the declarations of `./parts`.
  const namespaces = import.meta.glob<Record<string, unknown>>('./*/partsNamespace.ts', { eager: true });
  const folders = Object.keys(namespaces).map((path) => path.split('/')[1]);
  const parts = import.meta.glob<Record<string, unknown>>('./*/parts.tsx', { eager: true });

  it('gives every part of the component, as its own entry does', () => {
    expect(folders.length).toBe(17);
    for (const folder of folders) {
      const namespace = (ui as Record<string, unknown>)[`${folder}Parts`] as Record<string, unknown>;
      const own = parts[`./${folder}/parts.tsx`] ?? {};
      expect(Object.keys(namespace).sort(), folder).toEqual(Object.keys(own).sort());
      for (const name of Object.keys(own)) expect(namespace[name], `${folder}.${name}`).toBe(own[name]);
      const built = namespaces[`./${folder}/partsNamespace.ts`] ?? {};
      expect(Object.keys(built).sort(), folder).toEqual(Object.keys(own).sort());
    }
  });
});
