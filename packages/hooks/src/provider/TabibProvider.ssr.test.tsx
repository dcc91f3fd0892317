// @vitest-environment node
import { createMemoryStorage } from '@tabib/sdk';
import { Footer, LoadingBar, Navbar, ToastStack, menuItemsFor } from '@tabib/ui';
import { renderToString } from 'react-dom/server';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';

import { TabibProvider } from './TabibProvider';

const fetchNever = vi.fn<typeof globalThis.fetch>(() => new Promise<Response>(() => {}));

describe('TabibProvider on a server (renderToString)', () => {
  it('renders its children, with the messages at hand, and requests nothing', () => {
    const html = renderToString(
      <TabibProvider
        baseUrl="https://api.example.test/v1"
        fetch={fetchNever}
        locale={{
          storage: createMemoryStorage(),
          languages: ['ar'],
          messages: { ar: { HOME: { TITLE: 'ابحث عن طبيبك' } } },
        }}
      >
        <h1>
          <FormattedMessage id="HOME.TITLE" defaultMessage="Find your doctor" />
        </h1>
      </TabibProvider>,
    );
    expect(html).toBe('<h1>ابحث عن طبيبك</h1>');
    expect(fetchNever).not.toHaveBeenCalled();
  });

  it('renders its children with their default texts while the messages would still load', () => {
    const html = renderToString(
      <TabibProvider
        baseUrl="https://api.example.test/v1"
        fetch={fetchNever}
        locale={{ storage: createMemoryStorage(), languages: ['fr'], i18nBaseUrl: '/assets/i18n/' }}
      >
        <p>
          <FormattedMessage id="HOME.TITLE" defaultMessage="Trouvez votre médecin" />
        </p>
      </TabibProvider>,
    );
    expect(html).toBe('<p>Trouvez votre médecin</p>');
  });

  it('renders the opt-in fallback instead while the messages load', () => {
    const html = renderToString(
      <TabibProvider
        baseUrl="https://api.example.test/v1"
        fetch={fetchNever}
        locale={{
          storage: createMemoryStorage(),
          languages: ['fr'],
          i18nBaseUrl: '/assets/i18n/',
          fallback: <div aria-busy="true" />,
        }}
      >
        <p>content</p>
      </TabibProvider>,
    );
    expect(html).toBe('<div aria-busy="true"></div>');
  });

  it("renders the kit's shell in Arabic: the Navbar with a role menu, the footer, the loading bar, the toasts", () => {
    const html = renderToString(
      <TabibProvider
        baseUrl="https://api.example.test/v1"
        fetch={fetchNever}
        locale={{ storage: createMemoryStorage(), languages: ['ar'] }}
      >
        <LoadingBar pending={1} />
        <Navbar
          user={{ name: 'سلمى', role: 'doctor', photoUrl: null }}
          menuItems={menuItemsFor('doctor', 2, { doctorDashboard: '/pro' })}
          routes={{ doctorDashboard: '/pro' }}
          currentPath="/pro"
          onLanguageChange={() => {}}
        />
        <ToastStack toasts={[]} onDismiss={() => {}} />
        <Footer />
      </TabibProvider>,
    );
    expect(html).toContain('<header');
    expect(html).toContain('href="/pro"');
    expect(html).toContain('سلمى');
    expect(html).toContain('<footer');
    expect(fetchNever).not.toHaveBeenCalled();
  });
});
