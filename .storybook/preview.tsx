/// <reference types="vite/client" />
import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';

import { directionOf, UiProvider, type UiLocale } from '../packages/ui/src/i18n/UiProvider';
import { localizedArgs } from '../packages/ui/src/stories/storyLocale';
import '../packages/ui/src/theme/theme.css';
import './preview.css';

const LOCALES: readonly UiLocale[] = ['fr', 'en', 'ar'];

function isLocale(value: unknown): value is UiLocale {
  return LOCALES.includes(value as UiLocale);
}

/** Portalled parts (menus, toasts) inherit direction from the document, so the page follows the toolbar too. */
function DocumentLocale({ locale, children }: { locale: UiLocale; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }, [locale]);
  return children;
}

const withLocale: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'fr';
  return (
    <DocumentLocale locale={locale}>
      <UiProvider locale={locale}>
        <div className="tabib-story" dir={directionOf(locale)} lang={locale}>
          <Story args={localizedArgs(context)} />
        </div>
      </UiProvider>
    </DocumentLocale>
  );
};

const preview: Preview = {
  // A docs page per component: its props with their TSDoc and defaults, then every story (docs/decisions/037).
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Locale and text direction of the components',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'fr', title: 'Français', right: 'LTR' },
          { value: 'en', title: 'English', right: 'LTR' },
          { value: 'ar', title: 'العربية', right: 'RTL' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'fr' },
  decorators: [withLocale],
  parameters: {
    // Any axe violation fails the story's test (docs/decisions/010: zero violations, LTR and RTL).
    a11y: { test: 'error' },
    layout: 'padded',
  },
};

export default preview;
