/**
 * Which organization, project and branch the reader picked. The same shape is
 * kept in memory (shared by every API-settings widget and the code-samples chooser on the page) and saved in
 * localStorage.
 */
export type Selection = {
  organizationId?: number;
  projectRef?: string;
  branchId?: string;
};

/** localStorage key of the saved organization, project and branch. */
export const SELECTION_STORAGE_KEY = 'docs-api-settings-selection';

const EMPTY: Selection = Object.freeze({});

function readSaved(storage: Storage | undefined): Selection {
  try {
    const raw = storage?.getItem(SELECTION_STORAGE_KEY);
    if (!raw) return EMPTY;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return EMPTY;
    const { organizationId, projectRef, branchId } = parsed as Record<string, unknown>;
    // Anything of the wrong type is dropped: a stale or hand-edited entry must not break the widgets.
    return {
      organizationId: typeof organizationId === 'number' ? organizationId : undefined,
      projectRef: typeof projectRef === 'string' ? projectRef : undefined,
      branchId: typeof branchId === 'string' ? branchId : undefined,
    };
  } catch {
    return EMPTY;
  }
}

/**
 * The selection every widget on the page shares (choosing a project in the "Project URL" widget changes the
 * "Anon key" widget and the code-samples chooser too). It lives in memory and is saved to localStorage on
 * every change:
 * - `clear()` forgets the in-memory choice (when the widgets are removed); the saved one stays, so
 *   the next visit restores it.
 * - `forget()` also deletes the saved one (on sign-out: the next reader of this browser starts afresh).
 * Storage errors (private mode, quota) are swallowed: the widgets then just don't remember.
 */
export function createSelectionStore(getStorage: () => Storage | undefined) {
  let current: Selection = EMPTY;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const storage = () => {
    try {
      return getStorage();
    } catch {
      return undefined;
    }
  };

  return {
    get: (): Selection => current,
    saved: (): Selection => readSaved(storage()),
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: Selection) {
      const same =
        next.organizationId === current.organizationId &&
        next.projectRef === current.projectRef &&
        next.branchId === current.branchId;
      if (same) return;
      // A branch choice is remembered even while another project is shown, so coming back restores it.
      const branchId = next.branchId ?? readSaved(storage()).branchId;
      current = { ...next };
      try {
        storage()?.setItem(SELECTION_STORAGE_KEY, JSON.stringify({ ...next, branchId }));
      } catch {
        // Not saved; the choice still holds for this page.
      }
      notify();
    },
    /**
     * A widget writing back what it resolved from `readAt` (the selection its render read): taken only while the
     * store still holds that selection. A reader's choice made in between (a click while the write-back effect
     * waited, on a busy page) is newer and wins; the render it causes writes back in its turn.
     */
    writeBack(readAt: Selection, next: Selection) {
      if (current === readAt) this.set(next);
    },
    clear() {
      if (current === EMPTY) return;
      current = EMPTY;
      notify();
    },
    forget() {
      try {
        storage()?.removeItem(SELECTION_STORAGE_KEY);
      } catch {
        // Nothing saved that we can reach.
      }
      this.clear();
    },
  };
}
