import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeBranchOption,
  decodeProjectOption,
  encodeBranchOption,
  encodeProjectOption,
} from './option-values';

/** Any text at all, lone surrogates included: labels come from the platform and users name things freely. */
const anyText = fc.string({ unit: 'binary', maxLength: 60 });
const ref = fc.string({ unit: 'binary', minLength: 1, maxLength: 30 });
const organizationId = fc.integer();

const notANumber = fc.oneof(
  fc.string(),
  fc.boolean(),
  fc.constant(null),
  fc.object(),
  fc.array(fc.integer()),
);
const notAString = fc.oneof(fc.double(), fc.boolean(), fc.constant(null), fc.object(), fc.array(fc.string()));

/** JSON that is anything but an array of the given length. */
function jsonNotArrayOf(length: number) {
  return fc.oneof(
    fc.jsonValue().filter((value) => !Array.isArray(value) || value.length !== length),
    fc.array(fc.jsonValue()).filter((items) => items.length !== length),
  );
}

describe('project option values', () => {
  it('round-trip any label, including quotes, backslashes and non-ASCII text', () => {
    fc.assert(
      fc.property(organizationId, ref, anyText, (id, projectRef, label) => {
        expect(decodeProjectOption(encodeProjectOption(id, projectRef, label))).toEqual([
          id,
          projectRef,
          label,
        ]);
      }),
    );
  });

  it('keep a label with both kinds of quotes intact', () => {
    const label = `Ünïcode "Quoted" \\ Labs / it's 'mine'`;
    expect(decodeProjectOption(encodeProjectOption(7, 'abc', label))?.[2]).toBe(label);
  });

  it('give nothing for text that is not JSON', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(
          (() => {
            try {
              JSON.parse(text);
              return false;
            } catch {
              return true;
            }
          })(),
        );
        expect(decodeProjectOption(text)).toBeUndefined();
      }),
    );
  });

  it('give nothing for JSON that is not an array of exactly three items', () => {
    fc.assert(
      fc.property(jsonNotArrayOf(3), (value) => {
        expect(decodeProjectOption(JSON.stringify(value))).toBeUndefined();
      }),
    );
  });

  it('give nothing when an item has the wrong type or the ref is empty', () => {
    fc.assert(
      fc.property(notANumber, ref, anyText, (id, projectRef, label) => {
        expect(decodeProjectOption(JSON.stringify([id, projectRef, label]))).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(organizationId, notAString, anyText, (id, projectRef, label) => {
        expect(decodeProjectOption(JSON.stringify([id, projectRef, label]))).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(organizationId, ref, notAString, (id, projectRef, label) => {
        expect(decodeProjectOption(JSON.stringify([id, projectRef, label]))).toBeUndefined();
      }),
    );
    expect(decodeProjectOption(JSON.stringify([1, '', 'label']))).toBeUndefined();
  });
});

describe('branch option values', () => {
  it('round-trip any label', () => {
    fc.assert(
      fc.property(ref, anyText, (branchId, label) => {
        expect(decodeBranchOption(encodeBranchOption(branchId, label))).toEqual([branchId, label]);
      }),
    );
  });

  it('give nothing for JSON that is not an array of exactly two items', () => {
    fc.assert(
      fc.property(jsonNotArrayOf(2), (value) => {
        expect(decodeBranchOption(JSON.stringify(value))).toBeUndefined();
      }),
    );
  });

  it('give nothing when an item has the wrong type, and never accept a project value', () => {
    fc.assert(
      fc.property(notAString, anyText, (branchId, label) => {
        expect(decodeBranchOption(JSON.stringify([branchId, label]))).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(organizationId, ref, anyText, (id, projectRef, label) => {
        expect(decodeBranchOption(encodeProjectOption(id, projectRef, label))).toBeUndefined();
        expect(decodeProjectOption(encodeBranchOption(projectRef, label))).toBeUndefined();
      }),
    );
  });
});
