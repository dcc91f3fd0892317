import AxeBuilder from '@axe-core/playwright';

import { answeredQuestionId, apiGet, expect, test, waitForPage } from '../support/test';

interface Page<T> {
  results: T[];
}

const firstId = async (path: string) => {
  const { results } = await apiGet<Page<{ _id: string }>>(path);
  const first = results[0];
  if (!first) throw new Error(`e2e: GET /v1${path} listed nothing`);
  return first._id;
};

/** Every public page of requirements §2 (and a path that matches no route); ids are real seeded records. */
const publicPages: { name: string; path: () => Promise<string> }[] = [
  { name: 'home', path: async () => '/' },
  { name: 'doctor search', path: async () => '/search-doctors?page=0' },
  { name: 'doctor profile', path: async () => `/doctor-profile?id=${await firstId('/doctors?limit=1')}` },
  { name: 'questions', path: async () => '/questions' },
  { name: 'ask a question (logged out)', path: async () => '/questions/ask' },
  { name: 'one question', path: async () => `/questions/${await answeredQuestionId()}` },
  { name: 'articles', path: async () => '/articles' },
  { name: 'one article', path: async () => `/articles?id=${await firstId('/articles?limit=1')}` },
  { name: 'static pages', path: async () => '/s' },
  { name: 'about', path: async () => '/s/quiSommeNous' },
  { name: 'patient login', path: async () => '/auth/login' },
  { name: 'patient registration', path: async () => '/auth/register' },
  { name: 'doctor login', path: async () => '/auth/doctor-login' },
  { name: 'not found', path: async () => '/no-such-page' },
];

const withLanguage = (path: string, language: 'fr' | 'ar') => {
  if (language === 'fr') return path;
  return `${path}${path.includes('?') ? '&' : '?'}lng=${language}`;
};

// Accessibility is correctness (brief; WCAG 2.1 A and AA): no axe violation on any public page, in
// French (LTR) and in Arabic (RTL).
for (const language of ['fr', 'ar'] as const) {
  test.describe(`axe, ${language}`, () => {
    for (const { name, path } of publicPages) {
      test(`${name} has no WCAG 2.1 A/AA violation`, async ({ page }) => {
        await page.goto(withLanguage(await path(), language));
        await waitForPage(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);

        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const violations = results.violations.map(
          ({ id, impact, help, nodes }) =>
            `${id} (${impact}): ${help} — ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
        expect(violations).toEqual([]);
      });
    }
  });
}

// docs/decisions/016: a guest's server-rendered page stays as served until the reader uses it (a screen
// reader's virtual cursor reads it without focusing anything): it passes axe before the app is live too.
const renderedInBrowser = new Set([
  'ask a question (logged out)',
  'patient login',
  'patient registration',
  'doctor login',
]);
for (const language of ['fr', 'ar'] as const) {
  test(`axe, ${language}: the server-rendered pages before the app is live`, async ({ page }) => {
    // Ten pages, each loaded and analysed in turn: more than one journey's minute on a busy machine.
    test.setTimeout(180_000);
    for (const { name, path } of publicPages.filter((candidate) => !renderedInBrowser.has(candidate.name))) {
      await page.goto(withLanguage(await path(), language), { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html[data-live]'), name).toHaveCount(0);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        results.violations.map(
          ({ id, nodes }) => `${name}: ${id} — ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    }
  });
}

// WCAG 2.4.7: every stop of the keyboard shows where it is — on the control or on what holds it (a card
// ringed through :focus-within). A focus style that names an invalid value (an outline given a
// box-shadow's value) draws nothing, which axe cannot see.
test.describe('a visible focus at every keyboard stop', () => {
  for (const { name, path } of publicPages) {
    test(name, async ({ page }) => {
      await page.goto(await path());
      await waitForPage(page);
      const unmarked: string[] = [];
      const seen = new Set<string>();
      for (let stop = 0; stop < 60; stop += 1) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(async () => {
          const element = document.activeElement;
          if (!(element instanceof HTMLElement) || element === document.body) return null;
          const chain: Element[] = [];
          for (let node: Element | null = element; node && chain.length < 4; node = node.parentElement)
            chain.push(node);
          const looks = () =>
            chain
              .map((node) => {
                const style = getComputedStyle(node);
                return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow].join(
                  ' ',
                );
              })
              .join('|');
          const withFocus = looks();
          element.blur();
          // Components that mark focus from React state (react-aria's data-focus-visible) redraw a frame later.
          const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
          await nextFrame();
          await nextFrame();
          const withoutFocus = looks();
          element.focus();
          const label = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
          return { label, marked: withFocus !== withoutFocus };
        });
        if (focused === null || seen.has(focused.label)) break;
        seen.add(focused.label);
        if (!focused.marked) unmarked.push(focused.label);
      }
      expect(seen.size).toBeGreaterThan(3);
      expect(unmarked).toEqual([]);
    });
  }
});
