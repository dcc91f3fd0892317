import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Config, loadConfig } from '../../src/platform/config.js';

/** The JWT secret of every test server (the sandbox webhook key derives from it: `sandboxKey`). */
export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

/** A configuration as the server reads it, for tests: quiet, on a free port, in a temporary DATA_DIR. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'tabib-test-data-')),
    JWT_SECRET: TEST_JWT_SECRET,
    APP_DIST: join(tmpdir(), 'tabib-no-app-dist'),
    // As for the doctors of the fixtures: the fair-use caps have their own tests (fair-booking.test.ts).
    BOOKING_MAX_UPCOMING: '100',
    ...env,
  });
}
