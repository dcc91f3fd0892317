// `pnpm pack` / `publish` of a kit package: builds it first, then refuses to go on if an entry of its
// `exports`, its LICENSE or its CHANGELOG.md is missing, so no tarball ships without them (decision 024).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
execFileSync('pnpm', ['run', 'build'], { stdio: 'inherit' });

const targets = [];
const collect = (entry) => {
  if (typeof entry === 'string') targets.push(entry);
  else if (entry && typeof entry === 'object') Object.values(entry).forEach(collect);
};
collect(manifest.exports);
const missing = [...targets, 'LICENSE', 'CHANGELOG.md'].filter((target) => !existsSync(target));
if (missing.length > 0) {
  console.error(`${manifest.name}: not packing, missing after the build: ${missing.join(', ')}`);
  process.exit(1);
}
