// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies: Record<string, string>;
};

describe('@tabib/hooks package manifest', () => {
  it('takes the kit, react-intl, TanStack Query and React as peers with ranges, so a site has one copy of each', () => {
    // `workspace:<range>` is published as the range itself.
    expect(manifest.peerDependencies).toEqual({
      '@tabib/sdk': 'workspace:>=0.1.0 <1.0.0',
      '@tabib/ui': 'workspace:>=0.1.0 <1.0.0',
      '@tanstack/react-query': '^5.0.0',
      react: '^19.0.0',
      'react-dom': '^19.0.0',
      'react-intl': '>=7.0.0',
    });
    // Its one dependency is the contract (types and constants only), which the SDK and the kit share by range.
    expect(manifest.dependencies).toEqual({ '@tabib/contract': 'workspace:^' });
  });
});
