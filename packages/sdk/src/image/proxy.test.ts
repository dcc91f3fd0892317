import { describe, expect, it } from 'vitest';
import { buildImageProxyUrl, IMAGE_DEFAULT, IMAGE_MAX, IMAGE_MIN, MAX_PIXEL_RATIO } from './proxy';

const API = 'https://api.tabib.tn/v1';
const PHOTO = 'https://cdn.tabib.tn/doctors/amira.jpg';

function query(url: string | undefined): URLSearchParams {
  if (url === undefined) throw new Error('expected a proxy url');
  return new URL(url, 'https://app.tabib.tn').searchParams;
}

describe('image proxy endpoint: GET {apiBaseUrl}/image-proxy?url=&w=&h=&dpr=&format=webp', () => {
  it('builds the full url with the source encoded', () => {
    expect(buildImageProxyUrl(API, PHOTO, { width: 120, height: 160, pixelRatio: 2 })).toBe(
      'https://api.tabib.tn/v1/image-proxy?url=https%3A%2F%2Fcdn.tabib.tn%2Fdoctors%2Famira.jpg&w=120&h=160&dpr=2&format=webp',
    );
  });

  it('accepts a relative api base and a trailing slash', () => {
    expect(buildImageProxyUrl('/v1/', PHOTO)).toMatch(/^\/v1\/image-proxy\?url=/);
  });

  it('keeps a source query string inside the url parameter', () => {
    const src = 'https://cdn.tabib.tn/a.jpg?w=2000&sig=x y';
    expect(query(buildImageProxyUrl(API, src)).get('url')).toBe(src);
    expect(query(buildImageProxyUrl(API, src)).get('w')).toBe('400');
  });

  it.each([[''], ['   '], [null], [undefined]])(
    'is undefined for an empty source (%j) so callers show the placeholder',
    (src) => {
      expect(buildImageProxyUrl(API, src)).toBeUndefined();
    },
  );
});

describe('requirements §5: width and height clamped to 80–800, default 400', () => {
  it('exports the limits', () => {
    expect([IMAGE_MIN, IMAGE_MAX, IMAGE_DEFAULT]).toEqual([80, 800, 400]);
  });

  it('clamps below 80 and above 800', () => {
    const params = query(buildImageProxyUrl(API, PHOTO, { width: 10, height: 5000 }));
    expect(params.get('w')).toBe('80');
    expect(params.get('h')).toBe('800');
  });

  it('keeps the bounds themselves', () => {
    const params = query(buildImageProxyUrl(API, PHOTO, { width: 80, height: 800 }));
    expect([params.get('w'), params.get('h')]).toEqual(['80', '800']);
  });

  it('defaults to 400 when missing or not finite', () => {
    expect(query(buildImageProxyUrl(API, PHOTO)).get('w')).toBe('400');
    expect(query(buildImageProxyUrl(API, PHOTO)).get('h')).toBe('400');
    const params = query(
      buildImageProxyUrl(API, PHOTO, { width: Number.NaN, height: Number.POSITIVE_INFINITY }),
    );
    expect([params.get('w'), params.get('h')]).toEqual(['400', '400']);
  });

  it('rounds to integers', () => {
    const params = query(buildImageProxyUrl(API, PHOTO, { width: 120.4, height: 120.5 }));
    expect([params.get('w'), params.get('h')]).toEqual(['120', '121']);
  });
});

describe('requirements §5: webp output', () => {
  it('always asks for format=webp', () => {
    expect(query(buildImageProxyUrl(API, 'https://cdn.tabib.tn/a.png')).get('format')).toBe('webp');
  });
});

describe('requirements §5: pixel ratio capped at 2', () => {
  it('exports the cap', () => {
    expect(MAX_PIXEL_RATIO).toBe(2);
  });

  it.each([
    [undefined, '1'],
    [0.5, '1'],
    [Number.NaN, '1'],
    [1, '1'],
    [1.5, '1.5'],
    [2, '2'],
    [3, '2'],
  ])('pixel ratio %s becomes dpr=%s', (pixelRatio, dpr) => {
    expect(query(buildImageProxyUrl(API, PHOTO, { pixelRatio })).get('dpr')).toBe(dpr);
  });
});

describe('requirements §5: http upgraded to https', () => {
  it('upgrades http:// sources', () => {
    expect(query(buildImageProxyUrl(API, 'http://cdn.tabib.tn/a.jpg')).get('url')).toBe(
      'https://cdn.tabib.tn/a.jpg',
    );
    expect(query(buildImageProxyUrl(API, 'HTTP://cdn.tabib.tn/a.jpg')).get('url')).toBe(
      'https://cdn.tabib.tn/a.jpg',
    );
  });

  it('leaves https:// sources as they are', () => {
    expect(query(buildImageProxyUrl(API, PHOTO)).get('url')).toBe(PHOTO);
  });
});
