import { SELECTION_STORAGE_KEY } from '@/lib/project-session/selection-store';
import { CODE_VALUES_MODES, type CodeValuesMode } from './values';

/**
 * The reader's choice of values for code samples, kept in localStorage under one key: only the mode. The
 * project and branch are the saved selection the API-settings widget shares (SELECTION_STORAGE_KEY), so
 * choosing a project in either place changes both. Keys and URLs are never stored; they are fetched with the session.
 */
export const CODE_VALUES_STORAGE_KEY = 'docs-code-values';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function readMode(storage: () => StorageLike): CodeValuesMode | undefined {
  try {
    const raw = storage().getItem(CODE_VALUES_STORAGE_KEY);
    return CODE_VALUES_MODES.find((mode) => mode === raw);
  } catch {
    return undefined;
  }
}

export function saveMode(storage: () => StorageLike, mode: CodeValuesMode): void {
  try {
    storage().setItem(CODE_VALUES_STORAGE_KEY, mode);
  } catch {
    // Private mode or a full quota: the choice holds for this page only.
  }
}

/**
 * The mode the page starts in: the stored one, except that "Your project" needs a session; without a stored
 * choice, a reader who may be signed in sees their project and anyone else the placeholders.
 */
export function initialMode(stored: CodeValuesMode | undefined, mayHaveSession: boolean): CodeValuesMode {
  if (stored === 'project') return mayHaveSession ? 'project' : 'placeholders';
  return stored ?? (mayHaveSession ? 'project' : 'placeholders');
}

/** Whether a `storage` event (another tab) changed the choice or the project selection it follows. */
export function isChoiceChange(key: string | null): boolean {
  return key === null || key === CODE_VALUES_STORAGE_KEY || key === SELECTION_STORAGE_KEY;
}
