import { describe, expect, it } from 'vitest';
import { createMemoryStorage, getBrowserStorage, type KeyValueStorage } from './storage';

describe('createMemoryStorage', () => {
  it('stores, reads and removes values', () => {
    const storage = createMemoryStorage();
    expect(storage.getItem('connectedAdmin')).toBeNull();
    storage.setItem('connectedAdmin', '{"token":"a"}');
    expect(storage.getItem('connectedAdmin')).toBe('{"token":"a"}');
    storage.removeItem('connectedAdmin');
    expect(storage.getItem('connectedAdmin')).toBeNull();
  });

  it('starts from the initial entries and shares nothing between two storages', () => {
    const first = createMemoryStorage({ token: 'abc' });
    const second = createMemoryStorage();
    expect(first.getItem('token')).toBe('abc');
    first.setItem('refreshToken', 'r');
    expect(second.getItem('token')).toBeNull();
    expect(second.getItem('refreshToken')).toBeNull();
  });
});

describe('getBrowserStorage: window storages only when they exist and are usable', () => {
  it('finds no storage in Node, where there is no window', () => {
    expect(typeof window).toBe('undefined');
    expect(getBrowserStorage('local')).toBeUndefined();
    expect(getBrowserStorage('session')).toBeUndefined();
  });

  it('returns localStorage for "local" and sessionStorage for "session", leaving no probe behind', () => {
    const localStorage = createMemoryStorage();
    const sessionStorage = createMemoryStorage();
    const seen: string[] = [];
    const watched: KeyValueStorage = {
      ...localStorage,
      setItem: (key, value) => {
        seen.push(key);
        localStorage.setItem(key, value);
      },
    };
    expect(getBrowserStorage('local', { localStorage: watched, sessionStorage })).toBe(watched);
    expect(getBrowserStorage('session', { localStorage: watched, sessionStorage })).toBe(sessionStorage);
    expect(seen).toHaveLength(1);
    expect(localStorage.getItem(seen[0] ?? '')).toBeNull();
  });

  it('is undefined when the storage is missing', () => {
    expect(getBrowserStorage('session', { localStorage: createMemoryStorage() })).toBeUndefined();
  });

  it('is undefined when reading the property throws (storage blocked)', () => {
    const scope = {
      get localStorage(): KeyValueStorage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(getBrowserStorage('local', scope)).toBeUndefined();
  });

  it('is undefined when writing throws (private mode, quota)', () => {
    const full: KeyValueStorage = {
      ...createMemoryStorage(),
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    expect(getBrowserStorage('local', { localStorage: full })).toBeUndefined();
  });
});
