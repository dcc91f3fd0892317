import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isLoggedIn, isTokenExpired, stripBearer } from './jwt';

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown): string =>
  `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;

describe('requirements §5: a Bearer prefix (7 characters) is stripped from tokens', () => {
  it('strips "Bearer "', () => {
    expect(stripBearer('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect('Bearer abc.def.ghi'.length - stripBearer('Bearer abc.def.ghi').length).toBe(7);
  });

  it('leaves a token without the prefix unchanged', () => {
    expect(stripBearer('abc.def.ghi')).toBe('abc.def.ghi');
    expect(stripBearer('Bearerabc')).toBe('Bearerabc');
  });
});

describe('decodeJwtPayload: base64url payload of a signed token', () => {
  it('reads sub and exp', () => {
    expect(decodeJwtPayload(jwt({ sub: 'u1', exp: 1_700_000_000 }))).toEqual({
      sub: 'u1',
      exp: 1_700_000_000,
    });
  });

  it('reads a token with its Bearer prefix', () => {
    expect(decodeJwtPayload(`Bearer ${jwt({ sub: 'u1' })}`)?.sub).toBe('u1');
  });

  it('decodes the base64url alphabet and UTF-8 text', () => {
    const payload = { sub: 'u2', name: 'طبيب ~~~???>>>' };
    const token = jwt(payload);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeJwtPayload(token)).toEqual(payload);
  });

  it.each([
    ['an empty string', ''],
    ['two parts', `${encode({})}.${encode({ sub: 'u1' })}`],
    ['an empty payload', `${encode({})}..sig`],
    ['a payload that is not base64url', 'a.%%%.c'],
    ['a payload that is not JSON', `a.${Buffer.from('not json').toString('base64url')}.c`],
    ['a payload that is an array', `a.${encode(['u1'])}.c`],
    ['a payload that is null', `a.${encode(null)}.c`],
    ['a payload that is not UTF-8', `a.${Buffer.from([0xff, 0xfe]).toString('base64url')}.c`],
  ])('is null for %s', (_case, token) => {
    expect(decodeJwtPayload(token)).toBeNull();
  });
});

describe('requirements §4: expired when now >= exp * 1000; no exp counts as expired', () => {
  const exp = 1_700_000_000;
  const token = jwt({ sub: 'u1', exp });

  it('is not expired one millisecond before exp * 1000', () => {
    expect(isTokenExpired(token, exp * 1000 - 1)).toBe(false);
  });

  it('is expired at exactly exp * 1000 and after', () => {
    expect(isTokenExpired(token, exp * 1000)).toBe(true);
    expect(isTokenExpired(token, exp * 1000 + 1)).toBe(true);
  });

  it('counts a token without exp, or with a non-numeric exp, as expired', () => {
    expect(isTokenExpired(jwt({ sub: 'u1' }), 0)).toBe(true);
    expect(isTokenExpired(jwt({ sub: 'u1', exp: String(exp) }), 0)).toBe(true);
  });

  it('counts a missing or malformed token as expired', () => {
    expect(isTokenExpired(null, 0)).toBe(true);
    expect(isTokenExpired(undefined, 0)).toBe(true);
    expect(isTokenExpired('', 0)).toBe(true);
    expect(isTokenExpired('not-a-token', 0)).toBe(true);
  });

  it('uses the current time by default', () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    expect(isTokenExpired(jwt({ exp: nowSeconds + 3600 }))).toBe(false);
    expect(isTokenExpired(jwt({ exp: nowSeconds - 3600 }))).toBe(true);
  });
});

describe('requirements §4: logged in = a token that is present and not expired', () => {
  it('follows the expiry rule', () => {
    expect(isLoggedIn(jwt({ exp: 2 }), 1999)).toBe(true);
    expect(isLoggedIn(jwt({ exp: 2 }), 2000)).toBe(false);
    expect(isLoggedIn(jwt({ sub: 'u1' }), 0)).toBe(false);
    expect(isLoggedIn(null, 0)).toBe(false);
  });
});
