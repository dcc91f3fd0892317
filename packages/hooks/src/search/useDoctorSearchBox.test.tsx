import { createTabibClient } from '@tabib/sdk';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { startFakeApi, type FakeApi } from '../../test/fakeApi';
import { createTestProvider } from '../../test/test-provider';
import { LocaleContext, type LocaleValue } from '../locale/LocaleContext';
import { useDoctorSearchBox } from './useDoctorSearchBox';

const SUGGESTIONS = { reading: null, specialties: [], places: [], doctors: [] };

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  api.route('GET /v1/search/suggestions', { body: SUGGESTIONS });
});
afterEach(() => api.close());

function setup(defaultText = '') {
  const client = createTabibClient({ baseUrl: api.baseUrl, refresh: false, getXsrfToken: () => 'xsrf' });
  const provider = createTestProvider(client);
  const locale = { locale: 'ar', dir: 'rtl' } as unknown as LocaleValue;
  const wrapper = ({ children }: { children: ReactNode }) =>
    provider.wrapper({
      children: <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>,
    });
  return renderHook(() => useDoctorSearchBox({ defaultText, limit: 3, delayMs: 20 }), { wrapper });
}

const asked = () => api.requests.filter((request) => request.url.startsWith('/v1/search/suggestions'));

describe('useDoctorSearchBox', () => {
  it('asks once the typing pauses, in the reader’s language, and gives that text’s suggestions', async () => {
    const { result } = setup();
    act(() => result.current.setText('d'));
    act(() => result.current.setText('dentiste'));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.suggestions).toEqual(SUGGESTIONS));
    expect(result.current.loading).toBe(false);
    expect(asked().map((request) => new URL(request.url, api.origin).searchParams.toString())).toEqual([
      'q=dentiste&lang=ar&limit=3',
    ]);
  });

  it('the text it starts with asks nothing', async () => {
    const { result } = setup('cardiologue');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(result.current.edited).toBe(false);
    expect(result.current.loading).toBe(false);
    expect(asked()).toEqual([]);
  });

  it('keeps one specialty and one city as chips, specialty first, each removable', () => {
    const { result } = setup();
    act(() => result.current.refine({ kind: 'city', id: 'c1', label: 'Sfax', seatOf: 'Sfax' }));
    act(() => result.current.refine({ kind: 'specialty', id: 's1', label: 'Cardiologie' }));
    act(() => result.current.refine({ kind: 'specialty', id: 's2', label: 'Dermatologie' }));
    expect(result.current.refinements).toEqual([
      { kind: 'specialty', id: 's2', label: 'Dermatologie' },
      { kind: 'city', id: 'c1', label: 'Sfax', seatOf: 'Sfax' },
    ]);
    act(() => result.current.removeRefinement('specialty'));
    expect(result.current.refinements).toEqual([{ kind: 'city', id: 'c1', label: 'Sfax', seatOf: 'Sfax' }]);
  });
});
