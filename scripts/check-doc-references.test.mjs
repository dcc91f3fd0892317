import { describe, expect, it } from 'vitest';
import { caseCollisions, danglingReferences, requirementSections } from './check-doc-references.mjs';

const requirements = '# Requirements\n\n## 4. States\n\n### 4.2 Appointment status\n\n## 5. Validation\n';
const repository = new Set([
  'docs/operations.md',
  'docs/decisions',
  'docs/decisions/040-phones.md',
  'README.md',
]);
const context = {
  exists: (path) => repository.has(path),
  decisions: ['040-phones.md', '048-language.md'],
  sections: requirementSections(requirements),
};
const check = (text, path = 'packages/app/src/x.ts') => danglingReferences([{ path, text }], context);

describe('requirementSections', () => {
  it('reads the numbers of the sections and subsections', () => {
    expect([...requirementSections(requirements)]).toEqual(['4', '4.2', '5']);
  });
});

describe('references that can be followed pass', () => {
  it.each([
    '// requirements §4.2: a status changes by a call',
    '// Requirements §4, §5 and §4.2',
    '// requirements §4/§5',
    '// decision 040; decisions 040 and 048',
    '// docs/decisions/040 and docs/decisions/040-phones.md, docs/operations.md.',
    '// the list shape docs/totalDocs/page/limit, the template docs/decisions/NNN',
    '// spec/openapi.yaml: the spec says so; RFC 6265 §5.3',
  ])('%s', (text) => {
    expect(check(text)).toEqual([]);
  });

  it('relative Markdown links to files that exist', () => {
    expect(check('See [operations](operations.md) and [home](../README.md#top).', 'docs/x.md')).toEqual([]);
  });
});

describe('dangling references fail', () => {
  it.each([
    ['// spec §5: limit', 'the product specification: cite "requirements §N" (docs/requirements.md)'],
    ['see product-spec.md', 'the product specification: cite docs/requirements.md'],
    ['(DESIGN.md "Auth model")', 'a design document outside the repository: cite docs/design.md'],
    ['(DESIGN "Payments")', 'a design document outside the repository: cite docs/design.md'],
    [
      '(CONVENTIONS "One owner per job")',
      'a conventions document outside the repository: cite docs/conventions.md',
    ],
    ['see ../shared/TOOLCHAIN.md', 'a folder outside the repository'],
    ['// requirements §4.13.5', 'requirements §4.13.5 does not exist in docs/requirements.md'],
    ['// requirements §4 and §6', 'requirements §6 does not exist in docs/requirements.md'],
    ['// decisions 040 and 021', 'decision 021 is not in docs/decisions'],
    ['// docs/decisions/039-x.md', 'docs/decisions/039-x.md does not exist'],
    ['// docs/scaling.md', 'docs/scaling.md does not exist'],
  ])('%s', (text, problem) => {
    expect(check(text)).toEqual([`packages/app/src/x.ts:1: ${problem}: ${text}`]);
  });

  it('a relative Markdown link to no file', () => {
    expect(check('line one\n[design](design.md)', 'docs/x.md')).toEqual([
      'docs/x.md:2: the link design.md leads to no file: [design](design.md)',
    ]);
  });
});

describe('caseCollisions', () => {
  it('finds modules and paths that differ only by case', () => {
    expect(
      caseCollisions([
        'app/TimeGrid.tsx',
        'app/TimeGrid.css',
        'app/timeGrid.ts',
        'app/timeGridLayout.ts',
        'docs/README.md',
        'docs/readme.md',
      ]),
    ).toEqual([
      ['app/TimeGrid.css', 'app/TimeGrid.tsx', 'app/timeGrid.ts'],
      ['docs/README.md', 'docs/readme.md'],
    ]);
  });

  it('passes one spelling of each module, whatever its extensions', () => {
    expect(caseCollisions(['app/TimeGrid.tsx', 'app/TimeGrid.css', 'app/timeGridLayout.ts'])).toEqual([]);
  });
});
