import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { STORY_BROKEN_PHOTO, STORY_PHOTO } from '../stories/storyImages';
import { localizedArgs, type LocaleArgs } from '../stories/storyLocale';
import { Avatar, DEFAULT_AVATAR_PLACEHOLDER, type AvatarProps } from './Avatar';

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
