import { defineProject } from 'vitest/config';

// The repository's own scripts (lint steps), tested as plain Node modules.
export default defineProject({
  test: {
    name: 'scripts',
    include: ['*.test.mjs'],
    environment: 'node',
  },
});
