import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect } from './test';

/** No WCAG 2.1 A/AA violation on the page as shown (each violation listed with its nodes when it fails). */
export async function expectNoAxeViolation(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map(
      ({ id, impact, help, nodes }) =>
        `${id} (${impact}): ${help} — ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
