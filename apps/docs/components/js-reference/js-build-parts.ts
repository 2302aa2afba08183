// What the supabase-js reference renders at build only, through js-static-parts: the menu and the method
// sections.
export { JsMenu as Menu } from './js-menu';
export { JsMethodGroups as Sections } from './js-method-groups';
