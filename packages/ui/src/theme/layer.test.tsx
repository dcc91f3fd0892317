import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';

import './theme.css';

/** The top-level rules of the document that are the theme's (the test page has a few of its own). */
function themeRules(): CSSRule[] {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule) => rule.cssText.includes('tabib'));
}

describe('theme.css', () => {
  it('puts every rule in the cascade layer "tabib"', () => {
    const rules = themeRules();
    expect(rules.length).toBeGreaterThan(0);
    const outside = rules.filter(
      (rule) =>
        !(rule instanceof CSSLayerBlockRule && rule.name === 'tabib') &&
        !(rule instanceof CSSLayerStatementRule),
    );
    expect(outside.map((rule) => rule.cssText.slice(0, 80))).toEqual([]);
  });

  it("yields to a consumer's plain class rule, however specific the theme's is, without !important", async () => {
    const style = document.createElement('style');
    // As a Tailwind utility would: one class, unlayered (Tailwind v4's own `@layer utilities` wins too,
    // since layers declared after "tabib" take precedence).
    style.textContent = '.mine { padding: 3px; background-color: rgb(1, 2, 3); }';
    document.head.append(style);
    const screen = await render(
      // The theme's `.tabib-appointment-card__action[data-tone='primary']` weighs two classes.
      <button type="button" className="tabib-appointment-card__action mine" data-tone="primary">
        Payer
      </button>,
    );
    const element = screen.getByRole('button', { name: 'Payer' }).element();
    expect(getComputedStyle(element).backgroundColor).toBe('rgb(1, 2, 3)');
    expect(getComputedStyle(element).paddingTop).toBe('3px');
    style.remove();
  });
});
