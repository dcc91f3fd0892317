import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';

import { UiProvider, useUiLocale } from './UiProvider';

function Probe() {
  const { locale, dir } = useUiLocale();
  return <output>{`${locale}/${dir}`}</output>;
}

describe('UiProvider: direction is prop → provider → locale', () => {
  it('defaults to French, left to right, without a provider', async () => {
    const screen = await render(<Probe />);
    await expect.element(screen.getByText('fr/ltr')).toBeInTheDocument();
  });

  it.each([
    ['fr', 'fr/ltr'],
    ['en', 'en/ltr'],
    ['ar', 'ar/rtl'],
  ] as const)('derives the direction of %s', async (locale, expected) => {
    const screen = await render(
      <UiProvider locale={locale}>
        <Probe />
      </UiProvider>,
    );
    await expect.element(screen.getByText(expected)).toBeInTheDocument();
  });

  it('lets the dir prop win over the locale', async () => {
    const screen = await render(
      <UiProvider locale="ar" dir="ltr">
        <Probe />
      </UiProvider>,
    );
    await expect.element(screen.getByText('ar/ltr')).toBeInTheDocument();
  });
});
