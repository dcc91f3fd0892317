import path from 'node:path';

/**
 * An ESLint rule: a file of one workspace package never reaches into another package by a relative
 * path. It imports the other package by name, through an entry that package exports (its public
 * entry, or a testing entry such as `@tabib/server/testing`) and that it declares as a dependency
 * (docs/conventions.md "One owner per job"). Files at the repository's root (vitest.shared.ts, the spec)
 * belong to no package and stay reachable.
 */
const packagesDir = path.resolve(import.meta.dirname, '../packages');

/** The package directory name a file lies in (`hooks` for packages/hooks/src/x.ts), or undefined. */
function packageOf(file) {
  const relative = path.relative(packagesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [name, rest] = relative.split(path.sep);
  return rest === undefined ? undefined : name;
}

const noRelativeCrossPackageImport = {
  meta: {
    type: 'problem',
    docs: { description: "Disallow relative imports into another workspace package's files" },
    schema: [],
    messages: {
      crossing:
        "'{{specifier}}' reaches into packages/{{target}} by path: import it by name through an entry @tabib/{{target}} exports and this package declares.",
    },
  },
  create(context) {
    const own = packageOf(context.filename);
    if (own === undefined) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = packageOf(path.resolve(path.dirname(context.filename), source.value));
      if (target !== undefined && target !== own) {
        context.report({ node: source, messageId: 'crossing', data: { specifier: source.value, target } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const packageWalls = {
  meta: { name: 'tabib-package-walls' },
  rules: { 'no-relative-cross-package-import': noRelativeCrossPackageImport },
};
