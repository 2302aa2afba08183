import { describe, expect, it } from 'vitest';
import { isAtEnd, keepsPin, pickActive } from './use-scroll-spy';

describe('scroll-spy choice', () => {
  const ids = ['intro', 'setup', 'deploy'];
  const frame = { visible: new Set<string>(), pinned: null, atEnd: false };

  it('marks the first visible anchor in document order', () => {
    expect(pickActive(ids, { ...frame, visible: new Set(['deploy', 'setup']) }, null)).toBe('setup');
  });

  it('keeps the previous anchor while nothing is in view', () => {
    expect(pickActive(ids, frame, 'setup')).toBe('setup');
  });

  it('marks the anchor of a deep link even when an earlier heading is also in view', () => {
    expect(pickActive(ids, { ...frame, visible: new Set(['intro', 'setup']), pinned: 'setup' }, null)).toBe(
      'setup',
    );
  });

  it('marks the last anchor at the end of the page', () => {
    expect(pickActive(ids, { ...frame, visible: new Set(['setup']), atEnd: true }, 'setup')).toBe('deploy');
  });

  it('prefers the deep-linked anchor over the end of the page', () => {
    expect(pickActive(ids, { ...frame, pinned: 'setup', atEnd: true }, null)).toBe('setup');
  });

  it('ignores a pinned id that is not one of the anchors', () => {
    expect(pickActive(ids, { ...frame, visible: new Set(['intro']), pinned: 'elsewhere' }, null)).toBe(
      'intro',
    );
  });
});

describe('keepsPin', () => {
  it('holds while the heading is between the header and the bottom of the viewport', () => {
    expect(keepsPin(72, 57, 800)).toBe(true);
    expect(keepsPin(700, 57, 800)).toBe(true);
  });

  it('lets go once the heading scrolled under the header or below the viewport', () => {
    expect(keepsPin(20, 57, 800)).toBe(false);
    expect(keepsPin(900, 57, 800)).toBe(false);
  });
});

describe('isAtEnd', () => {
  it('is true when the viewport reaches the bottom of a scrolled page', () => {
    expect(isAtEnd(1200, 800, 2000)).toBe(true);
    expect(isAtEnd(1199, 800, 2000)).toBe(true);
  });

  it('is false above the end and on a page that does not scroll', () => {
    expect(isAtEnd(900, 800, 2000)).toBe(false);
    expect(isAtEnd(0, 800, 700)).toBe(false);
  });
});
