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

// Shell commands, and the HTML a site pastes (the embed package's snippets), are the only blocks that
// are not compiled; a block in another language (js, jsx, typescript, untagged) would escape the
// check, so it fails it.
const unchecked = new Set(['sh', 'html']);
let count = 0;
const problems = [];
for (const name of ['contract', 'sdk', 'hooks', 'ui', 'embed']) {
  const readme = readFileSync(join(root, `packages/${name}/README.md`), 'utf8');
  let compiled = 0;
  for (const [, lang, code] of readme.matchAll(/^```(\S*)\n([\s\S]*?)^```$/gm)) {
    if (unchecked.has(lang)) continue;
    if (lang !== 'ts' && lang !== 'tsx') {
      problems.push(
        `packages/${name}/README.md: a \`\`\`${lang || '(untagged)'} block; write it as ts or tsx`,
      );
      continue;
    }
    count += 1;
    compiled += 1;
    writeFileSync(join(scratch, `${name}-${count}.${lang}`), code);
  }
  if (compiled === 0) problems.push(`packages/${name}/README.md: no ts/tsx example`);
}
if (problems.length) {
  rmSync(scratch, { recursive: true, force: true });
  console.error(problems.join('\n'));
  process.exit(1);
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
