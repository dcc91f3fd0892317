import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest globals Testing Library does not unmount by itself: a tree left mounted keeps
// TanStack Query's notify timers, which then fire after jsdom is torn down ("window is not defined").
afterEach(() => {
  cleanup();
});
