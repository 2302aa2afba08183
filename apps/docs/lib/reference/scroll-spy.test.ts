import { describe, expect, it } from 'vitest';
import { entryIdFromHash, nextSpyState, SPY_ROOT_MARGIN, SPY_THRESHOLD } from './scroll-spy';

describe('scroll-spy constants', () => {
  it('uses the threshold and root margin of the spec', () => {
    expect(SPY_THRESHOLD).toBe(1);
    expect(SPY_ROOT_MARGIN).toBe('30% 0% -35% 0px');
  });
});

describe('nextSpyState', () => {
  const idle = { active: null, pinned: null };

  it('activates the first visible section whose top is on screen', () => {
    const visible = [
      { id: 'supabase-db', top: -120 },
      { id: 'supabase-db-diff', top: 40 },
      { id: 'supabase-db-dump', top: 300 },
    ];
    expect(nextSpyState(visible, idle)).toEqual({ active: 'supabase-db-diff', pinned: null });
  });

  it('falls back to the lowest section above the top edge when none is on screen', () => {
    const visible = [
      { id: 'supabase-db', top: -200 },
      { id: 'supabase-db-diff', top: -30 },
    ];
    expect(nextSpyState(visible, idle).active).toBe('supabase-db-diff');
  });

  it('keeps the previous section when nothing is in the band', () => {
    expect(nextSpyState([], { active: 'supabase-start', pinned: null }).active).toBe('supabase-start');
  });

  it('keeps a deep-linked section active while it is visible, even below another one', () => {
    const visible = [
      { id: 'supabase-completion-powershell', top: 10 },
      { id: 'supabase-completion-zsh', top: 320 },
    ];
    const pinned = { active: 'supabase-completion-zsh', pinned: 'supabase-completion-zsh' };
    expect(nextSpyState(visible, pinned)).toEqual(pinned);
  });

  it('releases the deep-linked section once it leaves the band', () => {
    const visible = [{ id: 'supabase-stop', top: 50 }];
    expect(nextSpyState(visible, { active: 'supabase-start', pinned: 'supabase-start' })).toEqual({
      active: 'supabase-stop',
      pinned: null,
    });
  });
});

describe('entryIdFromHash', () => {
  const ids = new Set(['supabase-db-push']);

  it('reads a known command id from the fragment', () => {
    expect(entryIdFromHash('#supabase-db-push', ids)).toBe('supabase-db-push');
  });

  it('reads the command that owns a part or flag anchor', () => {
    expect(entryIdFromHash('#supabase-db-push--flags', ids)).toBe('supabase-db-push');
    expect(entryIdFromHash('#supabase-db-push--linked', ids)).toBe('supabase-db-push');
  });

  it('ignores fragments that are not commands', () => {
    expect(entryIdFromHash('#global-flags', ids)).toBeNull();
    expect(entryIdFromHash('#global-flags--debug', ids)).toBeNull();
    expect(entryIdFromHash('#supabase-db--linked', ids)).toBeNull();
    expect(entryIdFromHash('#%E0%A4%A', ids)).toBeNull();
    expect(entryIdFromHash('', ids)).toBeNull();
  });
});
