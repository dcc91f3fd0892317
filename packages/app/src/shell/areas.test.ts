import { describe, expect, it } from 'vitest';
import { menuItemsFor, ROLES } from '@tabib/ui';

import { guardedRoutes } from '../routes';
import { homeFor, reservedForMessageId, type AreaRole } from './areas';

const signedIn = ROLES.filter((role): role is AreaRole => role !== 'guest');

// The teleconsultation room is reached from its rdv, not from a menu (docs/decisions/055).
const ROOM = '/teleconsultation/:rdvId';
const areaPages = guardedRoutes.filter((route) => route.path !== ROOM);

describe('decision 020: each page of a signed-in area serves the roles of the requirements §6 menus', () => {
  it.each(signedIn)('a %s is served exactly the pages of their menu', (role) => {
    const served = areaPages.filter((route) => route.roles.includes(role)).map((route) => route.path);
    const menu = menuItemsFor(role, 0).map((item) => item.route);
    expect(served.sort()).toEqual([...new Set(menu)].sort());
  });

  it('a secretary is not served stats, settings, services or the secretary page', () => {
    const refused = areaPages.filter((route) => !route.roles.includes('secretary')).map((r) => r.path);
    expect(refused).toEqual([
      '/doctor-dashboard/stats',
      '/doctor-dashboard/settings',
      '/doctor-dashboard/services',
      '/doctor-dashboard/secretary',
      '/patient-dashboard',
      '/patient-dashboard/settings',
      '/patient-dashboard/questions',
    ]);
  });

  it('sends each role to its own space', () => {
    expect(signedIn.map((role) => [role, homeFor(role)])).toEqual([
      ['admin', '/doctor-dashboard'],
      ['doctor', '/doctor-dashboard'],
      ['secretary', '/doctor-dashboard'],
      ['patient', '/patient-dashboard'],
    ]);
  });

  it('says whom a page is for', () => {
    expect(guardedRoutes.map((route) => [route.path, reservedForMessageId(route.roles)])).toEqual([
      ['/doctor-dashboard', 'APP.WRONG_ROLE.FOR_PRACTICES'],
      ['/doctor-dashboard/calendar', 'APP.WRONG_ROLE.FOR_DOCTORS_AND_SECRETARIES'],
      ['/doctor-dashboard/questions', 'APP.WRONG_ROLE.FOR_PRACTICES'],
      ['/doctor-dashboard/stats', 'APP.WRONG_ROLE.FOR_DOCTORS'],
      ['/doctor-dashboard/settings', 'APP.WRONG_ROLE.FOR_DOCTORS_AND_ADMINS'],
      ['/doctor-dashboard/services', 'APP.WRONG_ROLE.FOR_DOCTORS'],
      ['/doctor-dashboard/secretary', 'APP.WRONG_ROLE.FOR_DOCTORS'],
      ['/patient-dashboard', 'APP.WRONG_ROLE.FOR_PATIENTS'],
      ['/patient-dashboard/settings', 'APP.WRONG_ROLE.FOR_PATIENTS'],
      ['/patient-dashboard/questions', 'APP.WRONG_ROLE.FOR_PATIENTS'],
      [ROOM, 'APP.WRONG_ROLE.FOR_CONSULTATION_PARTIES'],
    ]);
  });
});
