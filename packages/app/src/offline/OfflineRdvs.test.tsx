import 'fake-indexeddb/auto';
import axe from 'axe-core';
import { IntlProvider } from 'react-intl';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flattenMessages } from '@tabib/hooks';
import { STANDARD_VISIT_TYPE, type Rdv } from '@tabib/sdk';
import type * as CatalogNames from '../i18n/catalogNames';

import { loadCatalog, type Language } from '../../i18n/catalog';
import { OfflineNotice } from './OfflineNotice';
import { OfflineRdvs } from './OfflineRdvs';
import { clearOfflineRdvs, saveUpcomingRdvs } from './offlineRdvsStore';

// The specialty and city catalogues come from the API, which is out of reach offline: names as given.
vi.mock('../i18n/catalogNames', async (importOriginal) => ({
  ...(await importOriginal<typeof CatalogNames>()),
  useCatalogNames: () => ({ specialty: (name: string) => name, city: (label: string) => label }),
}));

afterEach(async () => {
  cleanup();
  await clearOfflineRdvs();
});

// The catalogue's messages as plain ICU strings (the app serves them pre-parsed; react-intl takes both).
const messagesOf = (language: Language) => flattenMessages(loadCatalog(language)) as Record<string, string>;

function renderIn(language: Language, element: React.ReactElement) {
  return render(
    <IntlProvider locale={language} messages={messagesOf(language)}>
      <main dir={language === 'ar' ? 'rtl' : 'ltr'}>{element}</main>
    </IntlProvider>,
  );
}

/** axe's WCAG 2.1 A/AA rules on what was rendered (colour contrast needs a layout jsdom does not have). */
async function axeViolations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(({ id, help }) => `${id}: ${help}`);
}

const rdv = {
  _id: 'r1',
  date: '2026-12-03T08:30:00.000Z',
  status: 'confirmed',
  // The standard visit, which the API names in French: shown in the reader's language.
  visitType: STANDARD_VISIT_TYPE,
  forRelative: null,
  doctor: {
    name: 'Dr Salma Ben Ali',
    city: 'Tunis',
    doctorSpecialty: { _id: '019369a3-8705-7814-b4be-20980aed957e', name: 'Cardiologie' },
  },
} as unknown as Rdv;

describe('OfflineNotice (docs/decisions/042)', () => {
  it.each([
    ['fr', 'Hors ligne — rendez-vous enregistrés le 26 novembre 2026 à 10:15'],
    ['en', 'Offline — appointments saved on November 26, 2026 at 10:15 AM'],
    ['ar', 'غير متصل — مواعيد محفوظة بتاريخ 26 نوفمبر 2026 في 10:15 ص'],
  ] as const)(
    'says in %s when the rdvs shown were saved (Tunis time), in a status region',
    (language, text) => {
      renderIn(language, <OfflineNotice savedAt="2026-11-26T09:15:00.000Z" />);
      const notice = screen.getByRole('status');
      expect(notice.firstElementChild?.textContent).toBe(text);
      expect(notice.textContent).toContain(messagesOf(language)['OFFLINE.CHANGES_NEED_NETWORK']!);
    },
  );

  it('says that nothing is saved when this browser keeps no copy', () => {
    renderIn('fr', <OfflineNotice savedAt={null} />);
    expect(screen.getByRole('status').firstElementChild?.textContent).toBe(
      "Hors ligne — aucun rendez-vous n'est enregistré sur cet appareil",
    );
  });
});

describe('OfflineRdvs (docs/decisions/042)', () => {
  it('shows the saved upcoming rdvs read-only under the notice, axe-clean', async () => {
    await saveUpcomingRdvs('user-amel', [rdv], new Date('2026-11-26T09:15:00.000Z'));
    const { container } = renderIn('fr', <OfflineRdvs userId="user-amel" />);
    expect((await screen.findByRole('status')).textContent).toContain(
      'Hors ligne — rendez-vous enregistrés le 26 novembre 2026 à 10:15',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mes rendez-vous');
    const list = within(screen.getByRole('region', { name: 'Rendez-vous à venir' })).getByRole('list');
    const card = within(list).getByRole('listitem');
    expect(card.textContent).toContain('Dr Salma Ben Ali');
    expect(card.textContent).toContain('Consultation · Cardiologie · Tunis');
    // Nothing to book, move or cancel without the network.
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("names the standard visit in the reader's language (Arabic), axe-clean right to left", async () => {
    await saveUpcomingRdvs('user-amel', [rdv], new Date('2026-11-26T09:15:00.000Z'));
    const { container } = renderIn('ar', <OfflineRdvs userId="user-amel" />);
    expect((await screen.findByRole('status')).textContent).toContain('غير متصل — مواعيد محفوظة بتاريخ');
    expect(screen.getByRole('listitem').textContent).toContain('استشارة · Cardiologie · Tunis');
    expect(await axeViolations(container)).toEqual([]);
  });

  // decision 043: a doctor's own visit in the name they gave it in the reader's language.
  it('shows an Arabic reader the Arabic name of the service, isolated; a copy without names, the name as written', async () => {
    const holter = {
      ...rdv,
      _id: 'r2',
      date: '2026-12-04T08:30:00.000Z',
      visitType: 'Holter ECG 24 h',
      visitTypeNames: { en: '24-hour Holter ECG', ar: 'هولتر تخطيط القلب على 24 ساعة' },
    };
    // Saved before rdvs carried their visit's names (decision 043).
    const { visitTypeNames: _, ...older } = { ...holter, _id: 'r3', date: '2026-12-05T08:30:00.000Z' };
    await saveUpcomingRdvs('user-amel', [holter, older as Rdv], new Date('2026-11-26T09:15:00.000Z'));
    const { container } = renderIn('ar', <OfflineRdvs userId="user-amel" />);
    await screen.findByRole('status');
    const [arabic, asWritten] = screen.getAllByRole('listitem');
    expect(arabic!.textContent).toContain('هولتر تخطيط القلب على 24 ساعة · Cardiologie · Tunis');
    expect(arabic!.querySelector('bdi')?.textContent).toBe('هولتر تخطيط القلب على 24 ساعة');
    expect(asWritten!.textContent).toContain('Holter ECG 24 h · Cardiologie · Tunis');
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows another patient's copy to no one: only the notice that nothing is saved", async () => {
    await saveUpcomingRdvs('user-amel', [rdv]);
    const { container } = renderIn('ar', <OfflineRdvs userId="user-karim" />);
    expect((await screen.findByRole('status')).textContent).toContain(
      'غير متصل — لا توجد مواعيد محفوظة على هذا الجهاز',
    );
    expect(screen.queryByText('Dr Salma Ben Ali')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows no copy when nobody is known to be signed in', async () => {
    await saveUpcomingRdvs('user-amel', [rdv]);
    renderIn('en', <OfflineRdvs userId={null} />);
    expect((await screen.findByRole('status')).textContent).toContain(
      'Offline — no appointments are saved on this device',
    );
    expect(screen.queryByText('Dr Salma Ben Ali')).toBeNull();
  });
});
