import type { ComponentPropsWithRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';

import * as Avatar from './parts';

const PHOTO = 'https://cdn.example.tn/doctors/amine.jpg';
const BROKEN = 'data:image/png;base64,broken';

/** The consumer's own image component (as a framework's `<Image>`): it forwards what it is given. */
function SiteImage({ onError, ...props }: ComponentPropsWithRef<'img'>) {
  return <img {...props} data-site-image="" onError={onError} alt={props.alt} />;
}

describe('Avatar.Root', () => {
  it("renders through the consumer's image component with asChild: the part's src, srcset, size and alt", async () => {
    const className = vi.fn(({ placeholder }: Avatar.AvatarPartState) => (placeholder ? 'ghost' : 'photo'));
    const screen = await render(
      <Avatar.Root
        asChild
        src={PHOTO}
        alt="Dr Amine"
        size={48}
        resolveSrc={(src, { pixelRatio }) => `${src}?dpr=${pixelRatio}`}
        className={className}
      >
        <SiteImage />
      </Avatar.Root>,
    );
    const image = screen.getByRole('img', { name: 'Dr Amine' });
    await expect.element(image).toHaveAttribute('data-site-image', '');
    await expect.element(image).toHaveAttribute('src', `${PHOTO}?dpr=1`);
    await expect.element(image).toHaveAttribute('srcset', `${PHOTO}?dpr=1 1x, ${PHOTO}?dpr=2 2x`);
    await expect.element(image).toHaveAttribute('width', '48');
    await expect.element(image).toHaveClass('tabib-avatar photo', { exact: true });
    expect(className).toHaveBeenLastCalledWith({ placeholder: false, size: 48 });
    await expect.element(image).not.toHaveAttribute('data-placeholder');
  });

  it("keeps the fallback through the consumer's image: its onError runs, then the placeholder shows", async () => {
    const onError = vi.fn();
    const style = vi.fn(({ placeholder }: Avatar.AvatarPartState) => ({ opacity: placeholder ? 0.5 : 1 }));
    const screen = await render(
      <Avatar.Root asChild src={BROKEN} alt="Dr Amine" style={style}>
        <SiteImage onError={onError} />
      </Avatar.Root>,
    );
    const image = screen.getByRole('img', { name: 'Dr Amine' });
    await expect.element(image).toHaveAttribute('data-placeholder', '');
    await expect.element(image).toHaveAttribute('src', Avatar.DEFAULT_AVATAR_PLACEHOLDER);
    // The inline placeholder loads: the broken photo was the only error.
    await expect.poll(() => (image.element() as HTMLImageElement).naturalWidth).toBe(150);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(style).toHaveBeenLastCalledWith({ placeholder: true, size: 40 });
    await expect.element(image).toHaveStyle({ opacity: '0.5' });
  });

  it('is a plain <img> of the inline placeholder without the theme or a photo', async () => {
    const screen = await render(<Avatar.Root src={null} alt="" className="mine" />);
    const image = screen.container.querySelector('img');
    expect(image?.getAttribute('src')).toBe(Avatar.DEFAULT_AVATAR_PLACEHOLDER);
    expect(image?.className).toBe('tabib-avatar mine');
    expect(image?.getAttribute('data-placeholder')).toBe('');
  });
});
