'use client';

import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { TAB_LIST_STICKY_OFFSET_PX } from '@/lib/tabs/tab-group-state';
import { TAB_CLASS } from '@/lib/tabs/tab-list-script';
import { useTabGroup } from '@/lib/tabs/use-tab-group';

/**
 * The tab list sticks directly under the sticky header: its offset is the header's height (--header-height),
 * or 100px where that is unset.
 */
const STICKY_TOP = `var(--header-height, ${TAB_LIST_STICKY_OFFSET_PX}px)`;

interface TabItem {
  id: string;
  label: string;
}

interface TabGroupProps {
  group?: string;
  items: TabItem[];
  panels: ReactNode[];
  defaultId?: string;
}

/**
 * Tabs with manual activation: a tab changes on click or Enter/Space; arrow keys only move focus. The keys, and
 * clicks made before this group has hydrated, are handled by the head's tab script (lib/tabs/tab-list-script.ts),
 * which finds the tabs by their class; such a click is also played again here once hydrated (`data-replay-click`).
 * The tab list sticks below the header while its group is on screen.
 */
export function TabGroup({ group, items, panels, defaultId }: TabGroupProps) {
  const ids = items.map((item) => item.id);
  const [selected, select] = useTabGroup(group, ids, defaultId);
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const anchorTop = useRef<number | null>(null);

  // Switching panels changes the page height below the list; keep the list where the reader's pointer is.
  useLayoutEffect(() => {
    const top = anchorTop.current;
    anchorTop.current = null;
    const list = listRef.current;
    if (top === null || !list || !selected) return;
    const delta = list.getBoundingClientRect().top - top;
    if (Math.abs(delta) > 1) window.scrollBy(0, delta);
  }, [selected]);

  const choose = (id: string) => {
    anchorTop.current = listRef.current?.getBoundingClientRect().top ?? null;
    select(id);
  };

  return (
    <div className="my-5" data-tab-group={group}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={group ? `${group.replace(/-/g, ' ')} options` : 'Options'}
        className="scroll-cue sticky z-10 flex gap-1 overflow-x-auto border-b border-border bg-background"
        style={{ top: STICKY_TOP }}
      >
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              data-state={isSelected ? 'active' : 'inactive'}
              onClick={() => choose(item.id)}
              data-replay-click
              className={TAB_CLASS}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== selected}
          data-tab-id={item.id}
          className="pt-2"
        >
          {panels[index]}
        </div>
      ))}
    </div>
  );
}
