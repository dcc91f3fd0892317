import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';

import { Avatar, DEFAULT_AVATAR_PLACEHOLDER } from './Avatar';

const PHOTO = 'https://cdn.example.tn/doctors/amine.jpg';
const BROKEN = 'data:image/png;base64,broken';

describe('Avatar', () => {
  it('loads the URLs built by resolveSrc for the size at pixel ratios 1 and 2 (src and srcset)', async () => {
    const resolveSrc = vi.fn(
      (src: string, { width, pixelRatio }: { width: number; pixelRatio: number }) =>
        `/v1/images?url=${src}&w=${width}&dpr=${pixelRatio}`,
    );
    const screen = await render(<Avatar src={PHOTO} alt="Dr Amine" size={64} resolveSrc={resolveSrc} />);
    expect(resolveSrc).toHaveBeenCalledWith(PHOTO, { width: 64, height: 64, pixelRatio: 1 });
    expect(resolveSrc).toHaveBeenCalledWith(PHOTO, { width: 64, height: 64, pixelRatio: 2 });
    const image = screen.getByRole('img', { name: 'Dr Amine' });
    await expect.element(image).toHaveAttribute('src', `/v1/images?url=${PHOTO}&w=64&dpr=1`);
    await expect
      .element(image)
      .toHaveAttribute(
        'srcset',
        `/v1/images?url=${PHOTO}&w=64&dpr=1 1x, /v1/images?url=${PHOTO}&w=64&dpr=2 2x`,
      );
    await expect.element(image).toHaveAttribute('width', '64');
    await expect.element(image).toHaveAttribute('height', '64');
  });

  it('shows the inline placeholder without a photo, not through resolveSrc, and it loads anywhere', async () => {
    const resolveSrc = vi.fn(() => 'proxied');
    const screen = await render(<Avatar src={null} alt="Salma" resolveSrc={resolveSrc} />);
    const image = screen.getByRole('img', { name: 'Salma' });
    await expect.element(image).toHaveAttribute('src', DEFAULT_AVATAR_PLACEHOLDER);
    expect(DEFAULT_AVATAR_PLACEHOLDER.startsWith('data:image/svg+xml,')).toBe(true);
    await expect.element(image).toHaveAttribute('data-placeholder', '');
    // Decoded, so not broken (0): an SVG with only a viewBox gets the default intrinsic width, 150.
    await expect.poll(() => (image.element() as HTMLImageElement).naturalWidth).toBe(150);
    expect(resolveSrc).not.toHaveBeenCalled();
  });

  it('falls back to the placeholder when the photo fails to load', async () => {
    const screen = await render(<Avatar src={BROKEN} alt="Dr Amine" placeholderSrc="/img/placeholder.svg" />);
    const image = screen.getByRole('img', { name: 'Dr Amine' });
    await expect.element(image).toHaveAttribute('data-placeholder', '');
    await expect.element(image).toHaveAttribute('src', '/img/placeholder.svg');
  });

  it('gives a new photo its chance after a failure', async () => {
    const screen = await render(<Avatar src={BROKEN} alt="Dr Amine" />);
    const image = screen.getByRole('img', { name: 'Dr Amine' });
    await expect.element(image).toHaveAttribute('data-placeholder', '');
    await screen.rerender(<Avatar src={PHOTO} alt="Dr Amine" />);
    await expect.element(image).toHaveAttribute('src', PHOTO);
  });

  it('defaults to 40 px', async () => {
    const screen = await render(<Avatar src={null} alt="" />);
    expect(screen.container.querySelector('img')?.getAttribute('width')).toBe('40');
  });
});
