import { beforeAll } from 'vitest';

/*
 * The jsdom files share their worker's document (vitest.config.ts runs them as one group without isolation): each
 * file starts from an empty one, whatever the file before it left (static HTML set on the body, a theme class,
 * stored values), so no test sees another file's links or state.
 */
beforeAll(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
});
