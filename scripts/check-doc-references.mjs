// Every reference in the repository's code and docs can be followed from a checkout: a newcomer who reads
// "requirements §5.1", "decision 040" or "docs/operations.md" finds it here (docs/conventions.md,
// "Everywhere"). Fails on citations of documents that were never in the repository, on sections,
// decisions and docs/ files that do not exist, on broken relative links in Markdown, and on tracked
// files whose paths or module names differ only by case (one file on a case-insensitive file system).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Documents that only ever existed outside the repository. */
const outside = [
  [/\bspec §/i, 'the product specification: cite "requirements §N" (docs/requirements.md)'],
  [/product-spec/i, 'the product specification: cite docs/requirements.md'],
  [/\bDESIGN\.md\b|\bDESIGN "/, 'a design document outside the repository: cite docs/design.md'],
  [
    /\bCONVENTIONS\.md\b|\bCONVENTIONS "/,
    'a conventions document outside the repository: cite docs/conventions.md',
  ],
  [/\.\.\/shared\b|\/work\/shared\b/, 'a folder outside the repository'],
];

const section = /§(\d+(?:\.\d+)*)/g;
// "requirements §3, §4 and §8", "requirements §3/§4": one citation of several sections.
const requirementsCitation =
  /requirements §\d+(?:\.\d+)*(?:(?:\s*[,/]\s*|\s+(?:and|or)\s+)§\d+(?:\.\d+)*)*/gi;
// "decision 040", "decisions 008 and 015", "decisions 013, 020".
const decisionCitation = /\bdecisions?\s+\d{3}\b(?:(?:\s*,\s*|\s+(?:and|or)\s+)\d{3}\b)*/gi;
const docsPath = /(?<![\w./-])docs\/[\w./-]*/g;
const markdownLink = /\]\(([^)\s]+)\)/g;

/** The section numbers docs/requirements.md defines ("## 4." → 4, "### 4.2" → 4.2). */
export function requirementSections(text) {
  const numbers = new Set();
  for (const [, number] of text.matchAll(/^#{2,4}\s+(\d+(?:\.\d+)*)\.?\s/gm)) numbers.add(number);
  return numbers;
}

/**
 * The dangling references in `files` ({ path, text }, paths relative to the root). `exists(path)` says
 * whether a repository path exists; `decisions` lists the file names in docs/decisions; `sections` the
 * numbers of docs/requirements.md.
 */
export function danglingReferences(files, { exists, decisions, sections }) {
  const decisionExists = (number) => decisions.some((name) => name.startsWith(`${number}-`));
  const problems = [];
  for (const { path, text } of files) {
    text.split('\n').forEach((line, index) => {
      const report = (what) => problems.push(`${path}:${index + 1}: ${what}: ${line.trim()}`);
      const outsideMatch = outside.find(([pattern]) => pattern.test(line));
      if (outsideMatch) report(outsideMatch[1]);
      for (const [citation] of line.matchAll(requirementsCitation)) {
        for (const [, number] of citation.matchAll(section)) {
          if (!sections.has(number)) report(`requirements §${number} does not exist in docs/requirements.md`);
        }
      }
      for (const [citation] of line.matchAll(decisionCitation)) {
        for (const [number] of citation.matchAll(/\d{3}/g)) {
          if (!decisionExists(number)) report(`decision ${number} is not in docs/decisions`);
        }
      }
      for (const [raw] of line.matchAll(docsPath)) {
        const target = raw.replace(/[.,:;-]+$/, '');
        // A path names a file (extension), a folder (slash) or a decision; `docs/totalDocs/page/limit` is a list shape.
        if (!/\.\w+$|\/$|^docs\/decisions\/\d{3}/.test(raw.replace(/[.,:;]+$/, ''))) continue;
        const decision = /^docs\/decisions\/(\d{3})(?:-|$)/.exec(target);
        if (decision ? !decisionExists(decision[1]) : !exists(target)) report(`${target} does not exist`);
      }
      if (path.endsWith('.md')) {
        for (const [, href] of line.matchAll(markdownLink)) {
          if (/^([a-z][a-z+.-]*:|#|\/)/i.test(href)) continue;
          const target = normalize(join(dirname(path), decodeURI(href.split('#')[0])));
          if (!exists(target)) report(`the link ${href} leads to no file`);
        }
      }
    });
  }
  return problems;
}

/** Groups of paths that a case-insensitive file system or module resolver cannot tell apart. */
export function caseCollisions(paths) {
  const groups = new Map();
  for (const path of paths) {
    // `./TimeGrid` and `./timeGrid` resolve to one module there, whatever the extensions.
    const moduleName = path.replace(/\.(tsx?|[cm]?[jt]s|jsx|css)$/, '');
    for (const key of [path.toLowerCase(), `module:${moduleName.toLowerCase()}`]) {
      const spellings = groups.get(key) ?? new Map();
      const spelling = key.startsWith('module:') ? moduleName : path;
      spellings.set(spelling, [...(spellings.get(spelling) ?? []), path]);
      groups.set(key, spellings);
    }
  }
  const collisions = [];
  for (const spellings of groups.values()) {
    if (spellings.size > 1) collisions.push([...spellings.values()].flat().sort());
  }
  return [...new Set(collisions.map((group) => group.join(' ')))].map((group) => group.split(' '));
}

const checked = /\.(md|ts|tsx|js|mjs|cjs|css|ya?ml|json|sh|html)$/;
// These name the forbidden references in order to refuse them.
const exempt = new Set([
  'scripts/check-doc-references.mjs',
  'scripts/check-doc-references.test.mjs',
  'pnpm-lock.yaml',
]);

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const git = (...args) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 })
      .split('\n')
      .filter(Boolean);
  const tracked = git('ls-files');
  const files = [...new Set([...tracked, ...git('ls-files', '--others', '--exclude-standard')])]
    .filter((path) => checked.test(path) && !exempt.has(path) && existsSync(join(root, path)))
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
  const problems = danglingReferences(files, {
    exists: (path) => existsSync(join(root, path)),
    decisions: readdirSync(join(root, 'docs/decisions')),
    sections: requirementSections(readFileSync(join(root, 'docs/requirements.md'), 'utf8')),
  });
  for (const group of caseCollisions(tracked.filter((path) => existsSync(join(root, path))))) {
    problems.push(`paths that differ only by case: ${group.join(', ')}`);
  }
  if (problems.length) {
    console.error('References a reader of this repository cannot follow:');
    for (const problem of problems) console.error(`  ${problem}`);
    process.exitCode = 1;
  } else {
    console.info(`${files.length} files refer only to documents in the repository`);
  }
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') main();
