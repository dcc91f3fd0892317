import { describe, expect, it, vi } from 'vitest';

import { isRetryableError, shouldRetryQuery } from '../provider/queryClient';
import { ApiError, apiKey, unwrap } from './keys';

describe('apiKey', () => {
  it('is [method, path, params], and [method, path] without params', () => {
    expect(apiKey('get', '/doctors/{id}', { path: { id: 'd1' } })).toEqual([
      'get',
      '/doctors/{id}',
      { path: { id: 'd1' } },
    ]);
    expect(apiKey('get', '/users/me')).toEqual(['get', '/users/me']);
  });
});

describe('unwrap', () => {
  it('returns the data of a 2xx', () => {
    const logger = { error: vi.fn() };
    expect(unwrap({ data: { ok: 1 }, response: new Response(null, { status: 200 }) }, logger)).toEqual({
      ok: 1,
    });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('logs status, text and body, then throws an ApiError (requirements §8)', () => {
    const logger = { error: vi.fn() };
    const body = { code: 'NOT_FOUND', message: 'No such doctor', details: { id: 'd9' } };
    const response = new Response(null, { status: 404, statusText: 'Not Found' });
    let thrown: unknown;
    try {
      unwrap({ error: body, response }, logger);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'No such doctor',
      details: { id: 'd9' },
    });
    expect(logger.error).toHaveBeenCalledWith('HTTP error', { status: 404, statusText: 'Not Found', body });
  });

  it('names a body-less failure after its status', () => {
    const response = new Response(null, { status: 502, statusText: 'Bad Gateway' });
    expect(() => unwrap({ error: '', response }, { error: () => undefined })).toThrow(
      expect.objectContaining({ status: 502, code: 'HTTP_502', message: 'Bad Gateway' }),
    );
  });
});

describe('query retries', () => {
  it.each<[string, unknown, boolean]>([
    ['network error', new TypeError('fetch failed'), true],
    ['500', new ApiError(500, 'INTERNAL', 'boom'), true],
    ['503', new ApiError(503, 'UNAVAILABLE', 'busy'), true],
    ['404', new ApiError(404, 'NOT_FOUND', 'gone'), false],
    ['401', new ApiError(401, 'UNAUTHENTICATED', 'who'), false],
  ])('%s retryable: %s', (_case, error, retryable) => {
    expect(isRetryableError(error)).toBe(retryable);
  });

  it('stops after two retries', () => {
    expect(shouldRetryQuery(1, new TypeError('x'))).toBe(true);
    expect(shouldRetryQuery(2, new TypeError('x'))).toBe(false);
  });
});
