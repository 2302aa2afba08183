/**
 * The menu trigger's name, apart from messages.ts: the trigger ships with every page before `load`, and a
 * module's strings travel together, so the menu's other texts stay in the menu's own chunk.
 */
export const PAGE_ACTIONS_LABEL = 'Page actions';
