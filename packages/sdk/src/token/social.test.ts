import { describe, expect, it } from 'vitest';
import { parseSocialAccessToken } from './social';

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown): string => `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;

describe('requirements §5: a social access token must decode to a payload with sub', () => {
  it('returns the token and its sub', () => {
    const token = jwt({ sub: '64f0c2a1e4b0', exp: 1_700_000_000 });
    expect(parseSocialAccessToken(token)).toEqual({ token, sub: '64f0c2a1e4b0' });
  });

  it('strips the Bearer prefix from the returned token', () => {
    const token = jwt({ sub: 'u1' });
    expect(parseSocialAccessToken(`Bearer ${token}`)).toEqual({ token, sub: 'u1' });
  });

  it.each([
    ['a payload without sub', jwt({ exp: 1_700_000_000 })],
    ['an empty sub', jwt({ sub: '' })],
    ['a sub that is not a string', jwt({ sub: 42 })],
    ['a malformed token', 'not-a-token'],
    ['an empty token', ''],
  ])("throws 'Invalid social access token' for %s", (_case, raw) => {
    expect(() => parseSocialAccessToken(raw)).toThrow(new Error('Invalid social access token'));
  });
});
