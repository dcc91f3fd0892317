import { storybookProject } from './vitest.browser.ts';

// Every story left to right, in French (the default locale).
export default storybookProject('fr', 'storybook-ltr');
