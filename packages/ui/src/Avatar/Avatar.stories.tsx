import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentPropsWithRef } from 'react';
import { expect, waitFor, within } from 'storybook/test';

import { STORY_BROKEN_PHOTO, STORY_PHOTO } from '../stories/storyImages';
import { localizedArgs, type LocaleArgs } from '../stories/storyLocale';
import { Avatar, DEFAULT_AVATAR_PLACEHOLDER, type AvatarProps } from './Avatar';
import * as AvatarParts from './parts';

const meta = {
  title: 'Shell/Avatar',
  component: Avatar,
  args: { src: STORY_PHOTO, alt: 'Dr Amine Ben Salah', size: 64 },
  parameters: { localeArgs: { ar: { alt: 'د. أمين بن صالح' } } satisfies LocaleArgs<AvatarProps> },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photo: Story = {
  play: async (context) => {
    const image = within(context.canvasElement).getByRole('img', { name: localizedArgs(context).alt });
    await expect(image).toHaveAttribute('src', STORY_PHOTO);
    await expect(image).not.toHaveAttribute('data-placeholder');
  },
};

/** No photo: the placeholder avatar of requirements §2. */
export const Placeholder: Story = {
  args: { src: null },
  play: async (context) => {
    const image = within(context.canvasElement).getByRole('img', { name: localizedArgs(context).alt });
    await expect(image).toHaveAttribute('src', DEFAULT_AVATAR_PLACEHOLDER);
    await expect(image).toHaveAttribute('data-placeholder', '');
  },
};

/** The photo fails to load: the placeholder takes its place. */
export const BrokenPhoto: Story = {
  args: { src: STORY_BROKEN_PHOTO },
  play: async (context) => {
    const image = within(context.canvasElement).getByRole('img', { name: localizedArgs(context).alt });
    await waitFor(() => expect(image).toHaveAttribute('data-placeholder', ''));
    await expect(image).toHaveAttribute('src', DEFAULT_AVATAR_PLACEHOLDER);
  },
};

/** Through an image proxy: the app passes the SDK's URL builder as `resolveSrc`. */
export const ThroughImageProxy: Story = {
  args: {
    src: STORY_PHOTO,
    size: 96,
    resolveSrc: (src, { width, height, pixelRatio }) =>
      `${src}#w=${width}&h=${height}&dpr=${Math.min(2, pixelRatio)}`,
  },
  play: async (context) => {
    const image = within(context.canvasElement).getByRole('img', { name: localizedArgs(context).alt });
    await expect(image.getAttribute('src')).toMatch(/#w=96&h=96&dpr=1$/);
    await expect(image.getAttribute('srcset')).toMatch(/#w=96&h=96&dpr=2 2x$/);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
      <Avatar {...args} size={32} />
      <Avatar {...args} size={48} />
      <Avatar {...args} size={80} />
      <Avatar {...args} src={null} size={80} />
    </div>
  ),
};

export const SizesRTL: Story = { ...Sizes, globals: { locale: 'ar' } };

/** The consumer's own image component (as a framework's `<Image>`), forwarding what the part gives it. */
function SiteImage(props: ComponentPropsWithRef<'img'>) {
  return <img {...props} alt={props.alt} />;
}

/** `Avatar.Root` through the consumer's own image component: the fallback still works. */
export const PartsUnstyled: Story = {
  name: 'Parts — unstyled',
  render: (args) => (
    <AvatarParts.Root asChild src={STORY_BROKEN_PHOTO} alt={args.alt} size={64}>
      <SiteImage />
    </AvatarParts.Root>
  ),
  play: async (context) => {
    const image = within(context.canvasElement).getByRole('img', { name: localizedArgs(context).alt });
    await waitFor(() => expect(image).toHaveAttribute('data-placeholder', ''));
    await expect(image).toHaveAttribute('src', DEFAULT_AVATAR_PLACEHOLDER);
    await expect(image).toHaveAttribute('width', '64');
  },
};

/** The consumer's classes from the part's state: a square frame, faded while the placeholder shows. */
export const PartsCustomClasses: Story = {
  name: 'Parts — custom classes',
  render: (args) => (
    <>
      <style>{`
        .my-avatar { border-radius: 8px; outline: 3px solid rgb(11, 95, 138); }
        .my-avatar--ghost { opacity: 0.6; }
      `}</style>
      <div style={{ display: 'flex', gap: '1rem' }}>
        <AvatarParts.Root
          src={args.src}
          alt={args.alt}
          size={64}
          className={({ placeholder }) => (placeholder ? 'my-avatar my-avatar--ghost' : 'my-avatar')}
        />
        <AvatarParts.Root
          src={null}
          alt=""
          size={64}
          className={({ placeholder }) => (placeholder ? 'my-avatar my-avatar--ghost' : 'my-avatar')}
        />
      </div>
    </>
  ),
  play: async (context) => {
    const photo = within(context.canvasElement).getByRole('img', { name: localizedArgs(context).alt });
    await expect(photo).toHaveClass('tabib-avatar my-avatar', { exact: true });
    await expect(getComputedStyle(photo).borderRadius).toBe('8px');
    const ghost = context.canvasElement.querySelector('img[data-placeholder]') as HTMLElement;
    await expect(ghost).toHaveClass('tabib-avatar my-avatar my-avatar--ghost', { exact: true });
    await expect(getComputedStyle(ghost).opacity).toBe('0.6');
  },
};
