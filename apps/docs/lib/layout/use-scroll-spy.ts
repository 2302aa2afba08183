'use client';

import { useEffect, useState } from 'react';

export interface SpyFrame {
  /** Anchors whose element is inside the reading band. */
  visible: ReadonlySet<string>;
  /** The anchor the reader asked for (deep link or "On this page" click), while its heading is on screen. */
  pinned: string | null;
  /** The page is scrolled to its very end. */
  atEnd: boolean;
}

/**
 * The active anchor. An anchor the reader asked for wins while its heading is on screen; at the end of the
 * page the last anchor wins (its heading may never reach the band when the page cannot scroll further);
 * otherwise the first visible anchor in document order. When none is visible (between two far-apart
 * headings), the previous answer stands.
 */
export function pickActive(ids: readonly string[], frame: SpyFrame, previous: string | null): string | null {
  if (frame.pinned !== null && ids.includes(frame.pinned)) return frame.pinned;
  if (frame.atEnd && ids.length > 0) return ids[ids.length - 1] ?? null;
  return ids.find((id) => frame.visible.has(id)) ?? previous;
}

/** A pinned heading stays pinned while its top is between the header's bottom and the viewport's bottom. */
export function keepsPin(top: number, headerBottom: number, viewportHeight: number): boolean {
  return top >= headerBottom - 1 && top < viewportHeight;
}

/** Scrolled to the end: only on a page that scrolls at all, so a short page keeps its first anchor. */
export function isAtEnd(scrollY: number, viewportHeight: number, scrollHeight: number): boolean {
  return scrollY > 0 && scrollY + viewportHeight >= scrollHeight - 2;
}

function anchorFromHash(ids: readonly string[]): string | null {
  const id = decodeURIComponent(window.location.hash.slice(1));
  return ids.includes(id) ? id : null;
}

/**
 * One IntersectionObserver over the elements with these ids; returns the id of the active one. The band's top
 * is the sticky header's bottom (read once from the header itself); `bottomMargin` is the band's bottom inset.
 */
export function useScrollSpy(ids: readonly string[], bottomMargin: string): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('\n');

  useEffect(() => {
    const list = key === '' ? [] : key.split('\n');
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const visible = new Set<string>();
    let pinned = anchorFromHash(list);

    const update = () => {
      const top = pinned === null ? null : document.getElementById(pinned)?.getBoundingClientRect().top;
      if (top == null || !keepsPin(top, headerBottom, window.innerHeight)) pinned = null;
      const atEnd = isAtEnd(window.scrollY, window.innerHeight, document.documentElement.scrollHeight);
      setActive((previous) => pickActive(list, { visible, pinned, atEnd }, previous));
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        update();
      },
      { threshold: 0, rootMargin: `-${Math.round(headerBottom)}px 0px ${bottomMargin} 0px` },
    );
    for (const id of list) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    const onHashChange = () => {
      pinned = anchorFromHash(list);
      update();
    };
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('hashchange', onHashChange);
    update();
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', update);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [key, bottomMargin]);

  return active;
}
