import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/storage';
import { createMemoryTokenStore, createStorageTokenStore } from './token-store';

describe('token stores keep the token without the Bearer prefix (requirements §5)', () => {
  it('memory', () => {
    const tokens = createMemoryTokenStore();
    expect(tokens.get()).toBeNull();
    tokens.set('Bearer abc');
    expect(tokens.get()).toBe('abc');
    tokens.clear();
    expect(tokens.get()).toBeNull();
  });
  it('storage, under the legacy token key by default', () => {
    const storage = createMemoryStorage();
    const tokens = createStorageTokenStore(storage);
    tokens.set('Bearer abc');
    expect(storage.getItem('token')).toBe('abc');
    tokens.clear();
    expect(storage.getItem('token')).toBeNull();
    expect(tokens.get()).toBeNull();
  });
});
