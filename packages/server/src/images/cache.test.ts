import { describe, expect, it } from 'vitest';
import { createImageCache, imageCacheKey } from './cache';
import { normaliseImageRequest } from './request';

const bytes = (size: number, fill: number) => Buffer.alloc(size, fill);

describe('imageCacheKey hashes what determines the output', () => {
  it('is equal for the same output size and source, different otherwise', () => {
    const key = (w: number, dpr: number, url = 'https://cdn.example.com/a.jpg') =>
      imageCacheKey(normaliseImageRequest({ url, w, h: w, dpr }));
    expect(key(200, 2)).toBe(key(400, 1));
    expect(key(200, 2)).toMatch(/^[0-9a-f]{64}$/);
    expect(key(200, 1)).not.toBe(key(201, 1));
    expect(key(200, 1)).not.toBe(key(200, 1, 'https://cdn.example.com/b.jpg'));
    expect(key(200, 1, 'http://cdn.example.com/a.jpg')).toBe(key(200, 1, 'https://cdn.example.com/a.jpg'));
  });
});

describe('the in-memory LRU keeps to its byte budget', () => {
  it('evicts the least recently used images first', async () => {
    const cache = createImageCache({ memoryBytes: 250 });
    await cache.set('a', bytes(100, 1));
    await cache.set('b', bytes(100, 2));
    expect(await cache.get('a')).toBeDefined(); // a is now the most recently used
    await cache.set('c', bytes(100, 3)); // 300 bytes > 250: b goes
    expect(await cache.get('b')).toBeUndefined();
    expect((await cache.get('a'))?.body[0]).toBe(1);
    expect((await cache.get('c'))?.body[0]).toBe(3);
  });

  it('does not keep an image larger than the whole budget', async () => {
    const cache = createImageCache({ memoryBytes: 50 });
    const stored = await cache.set('big', bytes(51, 9));
    expect(stored.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(await cache.get('big')).toBeUndefined();
  });

  it('gives equal bytes equal ETags and different bytes different ones', async () => {
    const cache = createImageCache();
    const one = await cache.set('one', bytes(10, 1));
    const same = await cache.set('same', bytes(10, 1));
    const other = await cache.set('other', bytes(10, 2));
    expect(same.etag).toBe(one.etag);
    expect(other.etag).not.toBe(one.etag);
  });
});
