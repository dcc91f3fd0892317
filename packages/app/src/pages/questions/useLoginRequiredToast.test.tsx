import { StrictMode, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as TabibHooks from '@tabib/hooks';

import { useLoginRequiredToast } from './useLoginRequiredToast';

const info = vi.fn<(text: string, options?: object) => string>();

vi.mock('@tabib/hooks', async (importOriginal) => ({
  ...(await importOriginal<typeof TabibHooks>()),
  useToasts: () => ({ info }),
}));

const messages = {
  'QUESTIONS.LOGIN_REQUIRED': 'Connectez-vous pour poser une question à un médecin.',
  'QUESTIONS.LOGIN_ACTION': 'Se connecter',
};

function wrapper({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <IntlProvider locale="fr" messages={messages}>
        {children}
      </IntlProvider>
    </StrictMode>
  );
}

describe('requirements §5: asking a question while logged out', () => {
  beforeEach(() => info.mockClear());

  it('shows the info toast for 6000 ms with a login action back to /questions/ask', () => {
    renderHook(() => useLoginRequiredToast(true), { wrapper });
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith('Connectez-vous pour poser une question à un médecin.', {
      timeout: 6000,
      actionLabel: 'Se connecter',
      actionRoute: '/auth/login?returnUrl=%2Fquestions%2Fask',
    });
  });

  it('shows it once per visit, not on every render (even under StrictMode)', () => {
    const { rerender } = renderHook(() => useLoginRequiredToast(true), { wrapper });
    rerender();
    rerender();
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('waits until the session is known to be logged out', () => {
    const { rerender } = renderHook(({ loggedOut }) => useLoginRequiredToast(loggedOut), {
      wrapper,
      initialProps: { loggedOut: false },
    });
    expect(info).not.toHaveBeenCalled();
    rerender({ loggedOut: true });
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('shows it again on a new visit of the page', () => {
    renderHook(() => useLoginRequiredToast(true), { wrapper }).unmount();
    renderHook(() => useLoginRequiredToast(true), { wrapper });
    expect(info).toHaveBeenCalledTimes(2);
  });
});
