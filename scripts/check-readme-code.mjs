// Type-checks every ```ts / ```tsx block of the kit's READMEs (decision 024): each block becomes a
// module of a scratch folder inside packages/app (which depends on the three packages, react-intl and
// TanStack Query), checked with the app's compiler options; a README example that does not compile fails.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const scratch = join(root, 'packages/app/.readme-blocks');
rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch);

let count = 0;
for (const name of ['sdk', 'hooks', 'ui']) {
  const readme = readFileSync(join(root, `packages/${name}/README.md`), 'utf8');
  for (const [, lang, code] of readme.matchAll(/^```(tsx?)\n([\s\S]*?)^```$/gm)) {
    count += 1;
    writeFileSync(join(scratch, `${name}-${count}.${lang}`), code);
  }
}
writeFileSync(
  join(scratch, 'tsconfig.json'),
  JSON.stringify({ extends: '../tsconfig.json', include: ['*.ts', '*.tsx'] }),
);
try {
  execFileSync('pnpm', ['exec', 'tsc', '-p', scratch], { cwd: root, stdio: 'inherit' });
  console.info(`${count} README code blocks type-check`);
} catch {
  console.error('README code blocks do not type-check (errors above; files named <package>-<block>)');
  process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
