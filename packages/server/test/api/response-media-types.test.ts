import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../src/platform/api/spec.js';

// src/platform/api/refused-body.ts: the types fastify-openapi-glue would warn about at every start.
describe('the media types the API only answers with', () => {
  it('are the calendar feed and the proxied images, in no request body', () => {
    expect(loadSpec().responseOnlyMediaTypes).toEqual(['image/webp', 'text/calendar']);
  });
});
