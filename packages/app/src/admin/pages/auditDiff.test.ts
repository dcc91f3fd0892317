import { describe, expect, it } from 'vitest';

import { auditActionMessageId, auditDiff, auditValue } from './auditDiff';

describe('auditDiff: only the fields an admin action changed', () => {
  it('lists a flag an admin turned on, and nothing unchanged', () => {
    expect(
      auditDiff(
        { isVerified: false, isActive: true, cnamConvention: true },
        { isVerified: true, isActive: true, cnamConvention: true },
      ),
    ).toEqual([{ field: 'isVerified', before: false, after: true }]);
  });

  it('lists every field of a creation (before is null), in the order of the record', () => {
    expect(auditDiff(null, { name: 'Cardiologie', freq: 0 })).toEqual([
      { field: 'name', before: undefined, after: 'Cardiologie' },
      { field: 'freq', before: undefined, after: 0 },
    ]);
  });

  it('lists every field of a deletion (after is null)', () => {
    expect(auditDiff({ title: 'Sommeil' }, null)).toEqual([
      { field: 'title', before: 'Sommeil', after: undefined },
    ]);
  });

  it("puts before's fields first, then those only after has", () => {
    expect(auditDiff({ b: 1, a: 1 }, { c: 3, a: 2, b: 1 }).map((change) => change.field)).toEqual(['a', 'c']);
  });

  it('compares nested objects and lists by content', () => {
    const name = { fr: 'Cardiologie', en: 'Cardiology', ar: 'طب القلب' };
    expect(auditDiff({ name, tags: ['a', 'b'] }, { name: { ...name }, tags: ['a', 'b'] })).toEqual([]);
    expect(auditDiff({ name }, { name: { ...name, en: 'Heart' } })).toEqual([
      { field: 'name', before: name, after: { ...name, en: 'Heart' } },
    ]);
    expect(auditDiff({ tags: ['a', 'b'] }, { tags: ['b', 'a'] })).toHaveLength(1);
    expect(auditDiff({ tags: [] }, { tags: {} })).toHaveLength(1);
  });

  it('tells null from a missing field and from false', () => {
    expect(auditDiff({ phone: null }, { phone: null })).toEqual([]);
    expect(auditDiff({ phone: null }, {})).toEqual([{ field: 'phone', before: null, after: undefined }]);
    expect(auditDiff({ showPhone: false }, { showPhone: null })).toHaveLength(1);
  });

  it('is empty when both records are null', () => {
    expect(auditDiff(null, null)).toEqual([]);
  });
});

describe('auditValue: how a value reads', () => {
  it('reads null, a missing value and an empty text as empty', () => {
    expect(auditValue(null)).toEqual({ kind: 'empty' });
    expect(auditValue(undefined)).toEqual({ kind: 'empty' });
    expect(auditValue('')).toEqual({ kind: 'empty' });
  });

  it('keeps booleans for the page to say yes or no', () => {
    expect(auditValue(false)).toEqual({ kind: 'boolean', value: false });
  });

  it('writes text, numbers and records as text', () => {
    expect(auditValue('admin')).toEqual({ kind: 'text', text: 'admin' });
    expect(auditValue(0)).toEqual({ kind: 'text', text: '0' });
    expect(auditValue({ fr: 'Cardiologie' })).toEqual({ kind: 'text', text: '{"fr":"Cardiologie"}' });
  });
});

describe('auditActionMessageId: the translated label of an action', () => {
  const known = new Set(['user.block', 'doctor.update']);

  it('names a known action ADMIN.AUDIT.ACTION.<ENTITY>_<VERB>', () => {
    expect(auditActionMessageId('user.block', known)).toBe('ADMIN.AUDIT.ACTION.USER_BLOCK');
    expect(auditActionMessageId('doctor.update', known)).toBe('ADMIN.AUDIT.ACTION.DOCTOR_UPDATE');
  });

  it('has no label for an action it does not know', () => {
    expect(auditActionMessageId('user.delete', known)).toBeNull();
  });
});
