'use client';

import { useEffect, useState } from 'react';

export interface ScrollSpyOptions {
  threshold: number;
  rootMargin: string;
}

/**
 * Picks the active anchor from the set of observed elements currently intersecting: the first of them in
 * document order. When none intersect (between two far-apart headings), the previous answer stands.
 */
export function pickActive(ids: readonly string[], visible: ReadonlySet<string>, previous: string | null) {
  return ids.find((id) => visible.has(id)) ?? previous;
}

/** One IntersectionObserver over the elements with these ids; returns the id of the active one. */
export function useScrollSpy(ids: readonly string[], options: ScrollSpyOptions): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('\n');
  const { threshold, rootMargin } = options;

  useEffect(() => {
    const list = key === '' ? [] : key.split('\n');
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        setActive((previous) => pickActive(list, visible, previous));
      },
      { threshold, rootMargin },
    );
    for (const id of list) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key, threshold, rootMargin]);

  return active;
}
