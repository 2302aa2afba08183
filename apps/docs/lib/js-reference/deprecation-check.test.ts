import { describe, expect, it } from 'vitest';
import { extractJsDeprecations } from '@/build/js-deprecations.mjs';
import { jsReferenceGroups } from '@/data/js-reference';
import { deprecationProblems, retiredNames } from './deprecation-check';

const entry = (summary: string, code = 'call()') => ({ id: 'm', summary, examples: [{ code }] });

describe('deprecationProblems', () => {
  it('flags a wholly deprecated method described as current, and accepts one described as deprecated', () => {
    const facts = { overloads: 1, deprecated: ['Use `b()` instead'] };
    expect(deprecationProblems(entry('Does a thing.'), facts)).toEqual([
      'm: described as current, but deprecated: Use `b()` instead',
    ]);
    expect(deprecationProblems(entry('Does a thing. Deprecated: use `b()`.'), facts)).toEqual([]);
  });

  it('flags a retired name in the prose or an example, and an unmentioned deprecated overload', () => {
    const retiring = { overloads: 2, deprecated: ['Use `options.newName` instead of `options.oldName`'] };
    expect(deprecationProblems(entry('Sorts.', 'order("a", { oldName: "t" })'), retiring)).toEqual([
      'm: uses `oldName`, which the declarations deprecate',
    ]);
    expect(deprecationProblems(entry('Sorts.', 'order("a", { newName: "t" })'), retiring)).toEqual([]);
    const overload = { overloads: 2, deprecated: ['Async callbacks can deadlock'] };
    expect(deprecationProblems(entry('Calls back.'), overload)).toHaveLength(1);
    expect(deprecationProblems(entry('Calls back; the async overload is deprecated.'), overload)).toEqual([]);
  });

  it('flags an entry called deprecated that the declarations do not mark', () => {
    expect(deprecationProblems(entry('Deprecated.'), { overloads: 1, deprecated: [] })).toHaveLength(1);
    expect(deprecationProblems(entry('Current.'), undefined)).toEqual([]);
  });

  it('reads the names a deprecation retires', () => {
    expect(retiredNames('Use `options.referencedTable` instead of `options.foreignTable`')).toEqual([
      'foreignTable',
    ]);
  });
});

describe('the supabase-js reference against the installed @deprecated tags', () => {
  const deprecations = extractJsDeprecations();

  it('finds the deprecations the installed version has', () => {
    // A check that reads nothing would pass everything: these are marked in 2.109.
    expect(deprecations.get('returns')?.deprecated).toHaveLength(1);
    expect(deprecations.get('auth-on-auth-state-change')?.deprecated).toHaveLength(1);
  });

  it('describes no deprecated method or overload as current', () => {
    const problems = jsReferenceGroups
      .flatMap((group) => group.entries)
      .flatMap((candidate) => deprecationProblems(candidate, deprecations.get(candidate.id)));
    expect(problems).toEqual([]);
  });
});
