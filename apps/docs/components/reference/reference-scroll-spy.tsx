'use client';

import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import {
  entryIdFromHash,
  nextSpyState,
  SPY_RATIO_TOLERANCE,
  SPY_ROOT_MARGIN,
  SPY_TARGET_ATTRIBUTE,
  SPY_THRESHOLD,
  type SpyState,
} from '@/lib/reference/scroll-spy';

const ActiveEntryContext = createContext<string | null>(null);

/** The id of the entry (command, method) whose section is in view, or null before anything was spied. */
export function useActiveEntry(): string | null {
  return useContext(ActiveEntryContext);
}

/**
 * One IntersectionObserver over the heading block of every entry's section. A whole section cannot be used:
 * with threshold 1 it must fit entirely in the band, which long sections never do. When the active section
 * changes, the fragment becomes `#{entry id}` (replaceState: no history entry, no jump). The sections are
 * found in the page (static HTML, reference-static-sections), so their ids (124 commands, 148 methods) are
 * not sent a second time as props.
 */
export function ReferenceScrollSpy({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<string | null>(null);

  useEffect(() => {
    // In document order, which nextSpyState relies on.
    const targets = new Map<Element, string>();
    for (const target of document.querySelectorAll(`[${SPY_TARGET_ATTRIBUTE}]`)) {
      const id = target.closest('section[id]')?.id;
      if (id) targets.set(target, id);
    }
    const known = new Set(targets.values());
    let state: SpyState = { active: null, pinned: entryIdFromHash(window.location.hash, known) };
    if (state.pinned) {
      state = { active: state.pinned, pinned: state.pinned };
      setActive(state.pinned);
    }
    const visible = new Set<Element>();

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const fullyIn =
            entry.isIntersecting && entry.intersectionRatio >= SPY_THRESHOLD - SPY_RATIO_TOLERANCE;
          if (fullyIn) visible.add(entry.target);
          else visible.delete(entry.target);
        }
        // Before the reader scrolls, the top of the page is the introduction: leave the address alone.
        if (state.active === null && window.scrollY === 0) return;
        const candidates = [...targets]
          .filter(([element]) => visible.has(element))
          .map(([element, id]) => ({ id, top: element.getBoundingClientRect().top }));
        const next = nextSpyState(candidates, state);
        const changed = next.active !== state.active;
        state = next;
        if (changed && next.active !== null) {
          setActive(next.active);
          window.history.replaceState(window.history.state, '', `#${next.active}`);
        }
      },
      { threshold: SPY_THRESHOLD, rootMargin: SPY_ROOT_MARGIN },
    );
    for (const target of targets.keys()) observer.observe(target);

    // Following a menu link or any other #anchor: that section is the reader's choice until it leaves view.
    const onHashChange = () => {
      const id = entryIdFromHash(window.location.hash, known);
      if (!id) return;
      state = { active: id, pinned: id };
      setActive(id);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => {
      observer.disconnect();
      window.removeEventListener('hashchange', onHashChange);
    };
  }, []);

  return <ActiveEntryContext value={active}>{children}</ActiveEntryContext>;
}
