// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

import { compileCatalog, loadCatalog, type Language } from '../i18n/catalog';
import { render } from './entry-server';

const origin = 'https://tabib.example';
const unknownDoctor = '00000000-0000-4000-8000-000000000000';

/** The API of a site where nothing exists: every call answers 404 with the API's error body. */
const nothingFound: typeof fetch = async () =>
  new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Doctor not found' }), {
    status: 404,
    headers: { 'content-type': 'application/json' },
  });

describe('render (server side)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("sends an unknown doctor's 404 to the logger it is given, not to the console", async () => {
    const consoleError = vi.spyOn(console, 'error');
    const logger = { error: vi.fn() };
    const page = await render({
      url: `/doctor-profile?id=${unknownDoctor}`,
      origin,
      fetch: nothingFound,
      messages: async (locale) => compileCatalog(loadCatalog(locale as Language)),
      logger,
    });
    // The server answers 404 for this address itself (it knows the public doctors); the page says so.
    expect(page?.html).toContain('<h1 class="doctor-profile__missing-title">Médecin introuvable</h1>');
    expect(logger.error).toHaveBeenCalledWith('HTTP error', expect.objectContaining({ status: 404 }));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('titles an unknown address "Page introuvable", with the brand as each language writes it', async () => {
    const titleOf = async (url: string) => {
      const page = await render({
        url,
        origin,
        fetch: nothingFound,
        messages: async (locale) => compileCatalog(loadCatalog(locale as Language)),
        logger: { error: vi.fn() },
      });
      return /<title>(.*?)<\/title>/.exec(page?.head ?? '')?.[1];
    };
    expect(await titleOf('/no-such-page')).toBe('Page introuvable — Tabib');
    expect(await titleOf('/no-such-page?lng=ar')).toBe('الصفحة غير موجودة — طبيب');
  });
});
