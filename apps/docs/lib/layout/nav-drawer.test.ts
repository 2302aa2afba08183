import { describe, expect, it } from 'vitest';
import { revealDelta } from './nav-drawer';

const box = { top: 57, bottom: 957 };

describe('revealDelta', () => {
  it('leaves an entry that is already in view where it is', () => {
    expect(revealDelta({ top: 100, bottom: 130 }, box)).toBe(0);
    expect(revealDelta({ top: 927, bottom: 957 }, box)).toBe(0);
  });

  it('brings an entry below the box up to a third of its height', () => {
    expect(revealDelta({ top: 1500, bottom: 1530 }, box)).toBe(1500 - 57 - 300);
  });

  it('scrolls back up to an entry above the box', () => {
    expect(revealDelta({ top: -200, bottom: -170 }, box)).toBe(-200 - 57 - 300);
  });

  it('treats an entry cut by the bottom edge as out of view', () => {
    expect(revealDelta({ top: 940, bottom: 970 }, box)).toBeGreaterThan(0);
  });
});
