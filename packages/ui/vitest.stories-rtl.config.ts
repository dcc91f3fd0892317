import { storybookProject } from './vitest.browser.ts';

// Every story right to left, in Arabic (docs/decisions/010: zero axe violations in LTR and RTL).
export default storybookProject('ar', 'storybook-rtl');
