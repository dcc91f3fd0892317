import { describe, expect, it } from 'vitest';
import { DomainError } from '../platform/errors';
import { normaliseImageRequest } from './request';

const url = 'https://cdn.example.com/doctor.jpg';

function errorOf(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('requirements §5: width and height clamped to 80–800, default 400', () => {
  it.each([
    [79, 80],
    [80, 80],
    [300, 300],
    [800, 800],
    [801, 800],
    [0, 80],
    [-5, 80],
    ['120', 120],
    ['120.6', 121],
  ])('w=%j → %d', (w, expected) => {
    expect(normaliseImageRequest({ url, w, h: w }).width).toBe(expected);
    expect(normaliseImageRequest({ url, w, h: w }).height).toBe(expected);
  });

  it('a missing or unreadable size falls back to 400', () => {
    const request = normaliseImageRequest({ url });
    expect([request.width, request.height]).toEqual([400, 400]);
    expect(normaliseImageRequest({ url, w: '', h: 'abc' })).toMatchObject({ width: 400, height: 400 });
  });
});

describe('requirements §5: pixel ratio capped at 2, default 1; output size is size × ratio', () => {
  it.each([
    [undefined, 1, 400],
    ['1', 1, 400],
    ['1.5', 1.5, 600],
    [2, 2, 800],
    [3, 2, 800],
    ['0.5', 1, 400],
    ['x', 1, 400],
  ])('dpr=%j → %d, output %d px', (dpr, expectedDpr, output) => {
    const request = normaliseImageRequest({ url, dpr });
    expect(request.dpr).toBe(expectedDpr);
    expect(request.outputWidth).toBe(output);
    expect(request.outputHeight).toBe(output);
  });

  it('w=800 at dpr 3 gives 1600×1600 pixels at most', () => {
    expect(normaliseImageRequest({ url, w: 900, h: 801, dpr: 3 })).toMatchObject({
      width: 800,
      height: 800,
      dpr: 2,
      outputWidth: 1600,
      outputHeight: 1600,
      format: 'webp',
    });
  });
});

describe('requirements §5: http upgraded to https', () => {
  it('upgrades http and protocol-relative urls', () => {
    expect(normaliseImageRequest({ url: 'http://cdn.example.com/a.png?x=1' }).source).toEqual({
      kind: 'remote',
      url: 'https://cdn.example.com/a.png?x=1',
    });
    expect(normaliseImageRequest({ url: '//cdn.example.com/a.png' }).source).toEqual({
      kind: 'remote',
      url: 'https://cdn.example.com/a.png',
    });
  });

  it('keeps https and drops the fragment', () => {
    expect(normaliseImageRequest({ url: 'https://cdn.example.com/a.png#top' }).source).toEqual({
      kind: 'remote',
      url: 'https://cdn.example.com/a.png',
    });
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/a.png', 'data:image/png;base64,AAAA', 'gopher://x/'])(
    'refuses %s with IMAGE_URL_FORBIDDEN',
    (forbidden) => {
      const error = errorOf(() => normaliseImageRequest({ url: forbidden }));
      expect([error.code, error.status]).toEqual(['IMAGE_URL_FORBIDDEN', 400]);
    },
  );

  it('refuses urls with credentials', () => {
    expect(errorOf(() => normaliseImageRequest({ url: 'https://user:pw@example.com/a.png' })).code).toBe(
      'IMAGE_URL_FORBIDDEN',
    );
  });

  it('a missing or unparsable url is IMAGE_URL_INVALID', () => {
    expect(errorOf(() => normaliseImageRequest({})).code).toBe('IMAGE_URL_INVALID');
    expect(errorOf(() => normaliseImageRequest({ url: '  ' })).code).toBe('IMAGE_URL_INVALID');
    expect(errorOf(() => normaliseImageRequest({ url: 'not a url' })).code).toBe('IMAGE_URL_INVALID');
  });

  it('only webp is produced', () => {
    expect(normaliseImageRequest({ url, format: 'webp' }).format).toBe('webp');
    const error = errorOf(() => normaliseImageRequest({ url, format: 'png' }));
    expect([error.code, error.status]).toEqual(['IMAGE_FORMAT_UNSUPPORTED', 400]);
  });
});

describe('local /assets/ paths', () => {
  it('are served from the assets directory', () => {
    expect(normaliseImageRequest({ url: '/assets/img/placeholders/doctor-avatar.svg' }).source).toEqual({
      kind: 'local',
      path: 'img/placeholders/doctor-avatar.svg',
    });
    expect(normaliseImageRequest({ url: 'assets/img/placeholders/doctor-avatar.svg' }).source).toEqual({
      kind: 'local',
      path: 'img/placeholders/doctor-avatar.svg',
    });
    expect(normaliseImageRequest({ url: '/assets/img/doctors/d%20one.jpg?v=2' }).source).toEqual({
      kind: 'local',
      path: 'img/doctors/d one.jpg',
    });
  });

  it.each([
    '/assets/../package.json',
    '/assets/img/../../secret',
    '/assets/%2e%2e/secret',
    '/assets/img/%2E%2E/%2E%2E/etc/passwd',
    '/assets//etc/passwd',
    '/assets/img\\..\\..\\x',
    '/assets/img/./a.png',
    '/assets/',
    '/assets/a%00.png',
    '/assets/%E0%A4%A',
  ])('refuses %s (path traversal) with IMAGE_URL_FORBIDDEN', (path) => {
    const error = errorOf(() => normaliseImageRequest({ url: path }));
    expect([error.code, error.status]).toEqual(['IMAGE_URL_FORBIDDEN', 400]);
  });
});
