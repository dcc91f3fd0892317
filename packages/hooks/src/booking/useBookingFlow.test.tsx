import { createTabibClient } from '@tabib/sdk';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { startFakeApi, type FakeApi } from '../../test/fakeApi';
import { createTestProvider } from '../../test/test-provider';
import { SessionContext, type Session } from '../session/SessionContext';
import { useBookingFlow, type UseBookingFlowOptions } from './useBookingFlow';

const DOCTOR = '0190f3a2-7c1e-7d3a-9b2c-0000000000d1';
const RDV = '0190f3a2-7c1e-7d3a-9b2c-0000000000aa';
const SLOT = '2026-12-01T08:00:00.000Z';
const PAYMENT_URL = 'https://pay.example/p/1';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  api.route(`GET /v1/doctors/${DOCTOR}`, { body: { _id: DOCTOR, fee: 60000, acceptsOnlinePayment: true } });
  api.route('GET /v1/workingHours', {
    body: { results: [], page: 1, limit: 10, totalPages: 0, totalResults: 0 },
  });
  api.route('GET /v1/service', { body: { results: [], page: 1, limit: 50, totalPages: 0, totalResults: 0 } });
  api.route('GET /v1/users/me/relatives', { body: { results: [] } });
});
afterEach(() => api.close());

const patient = { status: 'authenticated', role: 'patient', user: null } as unknown as Session;
const guest = { status: 'guest', role: 'patient', user: null } as unknown as Session;

function setup(options: Partial<UseBookingFlowOptions> = {}, session: Session = patient) {
  const client = createTabibClient({ baseUrl: api.baseUrl, refresh: false, getXsrfToken: () => 'xsrf' });
  const provider = createTestProvider(client);
  const wrapper = ({ children }: { children: ReactNode }) =>
    provider.wrapper({
      children: <SessionContext.Provider value={session}>{children}</SessionContext.Provider>,
    });
  const onPaymentUrl = vi.fn<(url: string) => void>();
  const onBooked = vi.fn();
  const rendered = renderHook(
    () => useBookingFlow({ doctorId: DOCTOR, slot: SLOT, onPaymentUrl, onBooked, ...options }),
    { wrapper },
  );
  return { ...rendered, onPaymentUrl, onBooked };
}

const booked = (paymentMode: 'onsite' | 'online') => ({
  status: 201,
  body: { _id: RDV, date: SLOT, paymentMode, doctor: { _id: DOCTOR } },
});
const bodyOf = (method: string, path: string) =>
  api.requests.filter((r) => r.method === method && r.url === path);

describe('useBookingFlow against the API', () => {
  it('books on site: one POST /rdvs with an Idempotency-Key, then confirmed', async () => {
    api.route('POST /v1/rdvs', booked('onsite'));
    const { result, onBooked } = setup();
    await waitFor(() => expect(result.current.canSubmit).toBe(true));
    expect(result.current.visit?.value).toBe('consultation');
    expect(result.current.onlineAllowed).toBe(true);
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.state.step).toBe('confirmed'));
    const posts = bodyOf('POST', '/v1/rdvs');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(onBooked).toHaveBeenCalledWith(expect.objectContaining({ _id: RDV }));
  });

  it('books online: checkout, then the provider page', async () => {
    api.route('POST /v1/rdvs', booked('online'));
    api.route('POST /v1/payments/checkout', {
      status: 201,
      body: { _id: 'p1', rdv: RDV, paymentUrl: PAYMENT_URL },
    });
    const { result, onPaymentUrl } = setup({ paymentMode: 'online' });
    await waitFor(() => expect(result.current.canSubmit).toBe(true));
    expect(result.current.paymentMode).toBe('online');
    act(() => result.current.submit());
    await waitFor(() => expect(onPaymentUrl).toHaveBeenCalledWith(PAYMENT_URL));
    expect(result.current.state).toMatchObject({ step: 'paying', rdvId: RDV, paymentUrl: PAYMENT_URL });
    expect(result.current.busy).toBe(true);
  });

  it('a failed checkout leaves the rdv booked, to pay again', async () => {
    api.route('POST /v1/rdvs', booked('online'));
    api.route('POST /v1/payments/checkout', {
      status: 502,
      body: { code: 'PROVIDER_ERROR', message: 'down' },
    });
    const { result } = setup({ paymentMode: 'online' });
    await waitFor(() => expect(result.current.canSubmit).toBe(true));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.state.step).toBe('payment-failed'));
    expect(result.current.state).toMatchObject({ rdvId: RDV, error: { code: 'PROVIDER_ERROR' } });
  });

  it('409 SLOT_TAKEN: failed, the slot dropped and kept as lostSlot', async () => {
    api.route('POST /v1/rdvs', { status: 409, body: { code: 'SLOT_TAKEN', message: 'taken' } });
    const { result } = setup();
    await waitFor(() => expect(result.current.canSubmit).toBe(true));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.state.step).toBe('failed'));
    expect(result.current.state).toMatchObject({
      error: { code: 'SLOT_TAKEN' },
      lostSlot: SLOT,
      draft: { slot: null },
    });
    expect(result.current.canSubmit).toBe(false);
  });

  it('409 SLOT_HELD_BY_YOU: payAgain pays the held rdv', async () => {
    const holdUntil = '2026-12-01T07:15:00.000Z';
    api.route('POST /v1/rdvs', {
      status: 409,
      body: { code: 'SLOT_HELD_BY_YOU', message: 'yours', details: { rdv: RDV, holdUntil } },
    });
    api.route('POST /v1/payments/checkout', {
      status: 201,
      body: { _id: 'p1', rdv: RDV, paymentUrl: PAYMENT_URL },
    });
    const { result, onPaymentUrl } = setup();
    await waitFor(() => expect(result.current.canSubmit).toBe(true));
    act(() => result.current.submit());
    await waitFor(() =>
      expect(result.current.state).toMatchObject({
        step: 'failed',
        error: { code: 'SLOT_HELD_BY_YOU', rdv: RDV, holdUntil },
      }),
    );
    act(() => result.current.payAgain());
    await waitFor(() => expect(onPaymentUrl).toHaveBeenCalledWith(PAYMENT_URL));
  });

  it('a guest is refused without a request: NOT_SIGNED_IN', async () => {
    const { result } = setup({}, guest);
    await waitFor(() => expect(result.current.canSubmit).toBe(true));
    expect(result.current.access).toBe('guest');
    act(() => result.current.submit());
    expect(result.current.state).toMatchObject({ step: 'failed', error: { code: 'NOT_SIGNED_IN' } });
    expect(bodyOf('POST', '/v1/rdvs')).toHaveLength(0);
  });

  it('a double submit sends one booking', async () => {
    api.route('POST /v1/rdvs', booked('onsite'));
    const { result } = setup();
    await waitFor(() => expect(result.current.canSubmit).toBe(true));
    act(() => {
      result.current.submit();
      result.current.submit();
    });
    await waitFor(() => expect(result.current.state.step).toBe('confirmed'));
    expect(bodyOf('POST', '/v1/rdvs')).toHaveLength(1);
  });
});
