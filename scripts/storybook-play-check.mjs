// Runs every story's play function in the built Storybook's UI (the manager, with its toolbar and
// preview pane), as a designer opening each story in a 1440 px window sees it. The vitest story tests
// render each story alone in a frame of its own size; in the UI the preview pane is narrower than the
// window, and state set by the manager (viewport, locale globals) applies. A play function that passes
// there but not here fails the designers' review, so this check exits non-zero on any failure.
//
// Usage: node scripts/storybook-play-check.mjs [storybook-static] [--width 1440] [--height 900] [--locale ar]
// Build first: pnpm build-storybook -o <dir>. Uses Debian's Chromium (never downloads a browser).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { chromium } from '@playwright/test';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    width: { type: 'string', default: '1440' },
    height: { type: 'string', default: '900' },
    // The toolbar's locale for the whole run (fr, en or ar); stories that set their own keep it.
    locale: { type: 'string' },
  },
});
const root = path.resolve(positionals[0] ?? 'storybook-static');
const STORY_TIMEOUT_MS = 30_000;

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

const server = http.createServer((request, response) => {
  let file = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  if (file.endsWith('/')) file += 'index.html';
  const full = path.join(root, path.normalize(file));
  fs.readFile(full, (error, data) => {
    if (error) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(full)] ?? 'application/octet-stream' });
    response.end(data);
  });
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const index = JSON.parse(fs.readFileSync(path.join(root, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
const page = await browser.newPage({
  viewport: { width: Number(values.width), height: Number(values.height) },
});
const globalsQuery = values.locale ? `&globals=locale:${values.locale}` : '';

// The manager's channel reports each render's phases; record them from the moment the manager creates
// it, so the first story's result cannot arrive before anyone listens. Only the top window's channel.
await page.addInitScript(() => {
  if (window.top !== window) return;
  let channel;
  // A fresh page opens on `?path=/story/<id>`: that story is the one to watch.
  const opened = new URLSearchParams(window.location.search).get('path') ?? '';
  window.__playCheck = { storyId: opened.replace('/story/', '') };
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value) => {
      channel = value;
      const record = (status, message) => {
        const current = window.__playCheck;
        if (current.status === undefined)
          window.__playCheck = { ...current, status, message: current.message ?? message };
      };
      channel.on('storyRenderPhaseChanged', ({ newPhase, storyId }) => {
        if (storyId !== window.__playCheck.storyId) return;
        if (newPhase === 'completed' || newPhase === 'errored' || newPhase === 'aborted') record(newPhase);
      });
      channel.on('playFunctionThrewException', (error) => {
        window.__playCheck.message ??= error?.message ?? 'play function threw';
      });
      channel.on('storyThrewException', (error) => record('threw', error?.message));
      channel.on('storyErrored', (error) => record('errored', error?.title));
    },
  });
});

/** How the story's render ended: `completed` once its play function has passed, or the failure. */
async function runStory(storyId, fromFreshPage) {
  if (fromFreshPage) {
    await page.goto(`${origin}/?path=/story/${storyId}${globalsQuery}`);
  } else {
    // Selecting the story in the open UI is far faster than reloading. The preview asks the manager to
    // select it, as a link between stories does; the manager then updates its URL and renders it.
    await page.evaluate((id) => (window.__playCheck = { storyId: id }), storyId);
    await page
      .frame({ url: /\/iframe\.html/ })
      ?.evaluate((id) => window.__STORYBOOK_ADDONS_CHANNEL__.emit('selectStory', { storyId: id }), storyId);
  }
  try {
    await page.waitForFunction(() => window.__playCheck.status !== undefined, null, {
      timeout: STORY_TIMEOUT_MS,
    });
  } catch {
    return { status: 'timeout' };
  }
  return page.evaluate(() => window.__playCheck);
}

const failures = [];
let pageIsClean = false;
for (const story of stories) {
  const outcome = await runStory(story.id, !pageIsClean);
  const passed = outcome.status === 'completed' && outcome.message === undefined;
  // After a failure the next story starts from a fresh page, so one story's leftovers cannot fail it.
  pageIsClean = passed;
  if (!passed) {
    // The first line says what failed; the rest is Testing Library's dump of the whole story's DOM.
    console.error(`FAIL ${story.id} [${outcome.status}] ${outcome.message?.split('\n')[0] ?? ''}`);
    failures.push(story.id);
  }
}

await browser.close();
server.close();
console.info(`${stories.length} stories at ${values.width}×${values.height}, ${failures.length} failed`);
if (failures.length > 0) process.exitCode = 1;
