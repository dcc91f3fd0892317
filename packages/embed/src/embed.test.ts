import { afterEach, describe, expect, it, vi } from 'vitest';

const DOCTOR = '0190f3a2-7c1e-7d3a-9b2c-4e5f6a7b8c9d';

afterEach(() => {
  document.body.replaceChildren();
  vi.resetModules();
});

/** Runs /embed.js's module once more, as a page does for each `<script src=".../embed.js">` it holds. */
const runScript = () => import('./embed');

describe('/embed.js', () => {
  it('mounts the widget once when the snippet, with its script, was pasted twice on the page', async () => {
    document.body.innerHTML = `<div id="one" data-tabib-doctor="${DOCTOR}"></div>`;
    await runScript();
    const element = document.getElementById('one');
    const frame = element?.shadowRoot?.querySelector('iframe');
    expect(frame?.src).toContain(`/embed/doctor/${DOCTOR}?`);

    vi.resetModules();
    await runScript();
    expect(element?.shadowRoot?.querySelectorAll('iframe')).toHaveLength(1);
    expect(element?.shadowRoot?.querySelector('iframe')).toBe(frame);
  });
});
