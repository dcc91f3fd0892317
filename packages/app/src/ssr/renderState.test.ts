import { describe, expect, it } from 'vitest';

import { readRenderState, renderStateElement, type RenderState } from './renderState';

const state: RenderState = {
  locale: 'ar',
  renderedAt: 1_790_000_000_000,
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['get', '/doctors'],
        queryHash: '["get","/doctors"]',
        dehydratedAt: 0,
        state: { data: { bio: '</script><script>alert(1)</script>' } } as never,
      },
    ],
  },
};

describe('the render state element', () => {
  it('cannot be closed by the data it carries, and reads back the same', () => {
    const element = renderStateElement(state);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(element).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    document.body.innerHTML = element;
    expect(readRenderState(document)).toEqual(state);
  });

  it('is null on a page the browser renders, or when it is not a render state', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readRenderState(document)).toBeNull();
    document.body.innerHTML =
      '<script type="application/json" id="tabib-render-state">{"locale":"de"}</script>';
    expect(readRenderState(document)).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="tabib-render-state">{oops</script>';
    expect(readRenderState(document)).toBeNull();
  });
});
