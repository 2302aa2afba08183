'use client';

import { useCallback, useEffect, useState } from 'react';
import {
  readTabFromSearch,
  resolveTab,
  TAB_RESTORE_DELAY_MS,
  tabStorageKey,
  writeTabToSearch,
} from './tab-group-state';

/** Fired on window when a reader picks a tab, so every group of that name on the page follows. */
const TAB_CHOICE_EVENT = 'docs:tab-choice';

interface TabChoice {
  group: string;
  id: string;
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the choice still holds for this page.
  }
}

/**
 * Selected tab of a group: the server renders the default; after hydration the URL or stored choice wins.
 * Without a group name, the tabs are local to the component (nothing read or written).
 */
export function useTabGroup(group: string | undefined, ids: readonly string[], defaultId?: string) {
  const [selected, setSelected] = useState(() => resolveTab({ ids, defaultId }));
  const idsKey = ids.join('\n');

  useEffect(() => {
    if (!group) return;
    const list = idsKey.split('\n');
    const fromUrl = readTabFromSearch(window.location.search, group, list);
    const fromStorage = readStorage(tabStorageKey(group));
    const initial = resolveTab({ ids: list, defaultId, fromUrl, fromStorage });
    setSelected(initial);
    if (!fromUrl && initial !== resolveTab({ ids: list, defaultId }) && window.location.hash) {
      // Content above the #fragment may have changed height; re-align once the new panel has rendered.
      const timer = setTimeout(() => {
        document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
      }, TAB_RESTORE_DELAY_MS);
      return () => clearTimeout(timer);
    }
  }, [group, idsKey, defaultId]);

  // Other groups with the same name (on this page, or in another browser tab) follow the reader's choice.
  useEffect(() => {
    if (!group) return;
    const list = idsKey.split('\n');
    const follow = (id: string | null | undefined) => {
      if (id && list.includes(id)) setSelected(id);
    };
    const onChoice = (event: Event) => {
      const { detail } = event as CustomEvent<TabChoice>;
      if (detail.group === group) follow(detail.id);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === tabStorageKey(group)) follow(event.newValue);
    };
    window.addEventListener(TAB_CHOICE_EVENT, onChoice);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(TAB_CHOICE_EVENT, onChoice);
      window.removeEventListener('storage', onStorage);
    };
  }, [group, idsKey]);

  const select = useCallback(
    (id: string) => {
      setSelected(id);
      if (!group) return;
      writeStorage(tabStorageKey(group), id);
      window.dispatchEvent(new CustomEvent<TabChoice>(TAB_CHOICE_EVENT, { detail: { group, id } }));
      const search = writeTabToSearch(window.location.search, group, id);
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${search}${window.location.hash}`,
      );
    },
    [group],
  );

  return [selected, select] as const;
}
