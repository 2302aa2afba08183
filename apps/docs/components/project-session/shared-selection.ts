import { createSelectionStore } from '@/lib/project-session/selection-store';

/**
 * The organization/project/branch selection every API-settings widget and the code-samples chooser on a page
 * share, in its own module so the chooser can use it without the widget's query cache or auth-js.
 */
export const selectionStore = createSelectionStore(() => window.localStorage);
