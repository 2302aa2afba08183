import { createSelectionStore } from '@/lib/api-settings/selection-store';

/**
 * The organization/project/branch selection every API-settings widget and the code-samples chooser on a page
 * share, in its own module so the chooser can use it without the widget's query cache.
 */
export const selectionStore = createSelectionStore(() => window.localStorage);
