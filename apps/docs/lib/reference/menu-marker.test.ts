// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { markActiveMenuEntry, revealInMenu } from './menu-marker';

/** A reference menu's shape as components/reference/reference-menu renders it, in the scrolling drawer. */
const HTML = `
  <aside data-cli-menu-scroller>
    <nav aria-label="CLI commands">
      <a href="#introduction">Introduction</a>
      <div data-cli-area="local-development">
        <a href="#local-development">Local development</a>
        <ul>
          <li data-depth="0"><a href="#supabase-db">supabase db</a></li>
          <li data-depth="1"><a href="#supabase-db-push">push</a></li>
          <li data-depth="1"><a href="#supabase-db-pull">pull</a></li>
        </ul>
      </div>
    </nav>
  </aside>`;

let menu: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = HTML;
  menu = document.querySelector('nav') as HTMLElement;
});

const marked = () =>
  [...menu.querySelectorAll('[aria-current]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('aria-current'),
    link.hasAttribute('data-active'),
  ]);

describe('markActiveMenuEntry', () => {
  it('marks the entry of the command as the current location and returns it', () => {
    const link = markActiveMenuEntry(menu, 'supabase-db-push');
    expect(link?.textContent).toBe('push');
    expect(marked()).toEqual([['#supabase-db-push', 'location', true]]);
  });

  it('moves the mark, so only one entry is current', () => {
    markActiveMenuEntry(menu, 'supabase-db-push');
    markActiveMenuEntry(menu, 'supabase-db-pull');
    expect(marked()).toEqual([['#supabase-db-pull', 'location', true]]);
  });

  it('clears the mark for null or a command without an entry', () => {
    markActiveMenuEntry(menu, 'supabase-db-push');
    expect(markActiveMenuEntry(menu, 'supabase-teleport')).toBeNull();
    expect(marked()).toEqual([]);
    markActiveMenuEntry(menu, 'supabase-db');
    expect(markActiveMenuEntry(menu, null)).toBeNull();
    expect(marked()).toEqual([]);
  });

  it('matches the whole id, not a prefix of a longer one', () => {
    expect(markActiveMenuEntry(menu, 'supabase-db-pu')).toBeNull();
    expect(markActiveMenuEntry(menu, 'supabase-db')?.getAttribute('href')).toBe('#supabase-db');
  });
});

describe('revealInMenu', () => {
  /** jsdom has no layout: give the scroller and the entry the boxes a browser would. */
  function layOut(scroller: HTMLElement, link: HTMLElement, linkTop: number) {
    Object.defineProperties(scroller, {
      scrollHeight: { value: 2000 },
      clientHeight: { value: 600 },
    });
    scroller.getBoundingClientRect = () => ({ top: 100, bottom: 700, height: 600 }) as DOMRect;
    link.getBoundingClientRect = () => ({ top: linkTop, bottom: linkTop + 28, height: 28 }) as DOMRect;
  }

  it('scrolls the menu so that an entry below its fold sits a third of the way down', () => {
    const scroller = document.querySelector('aside') as HTMLElement;
    const link = markActiveMenuEntry(menu, 'supabase-db-pull') as HTMLElement;
    layOut(scroller, link, 1200);
    revealInMenu(link);
    expect(scroller.scrollTop).toBe(1200 - 100 - 200);
  });

  it('leaves the menu alone when the entry is already in view', () => {
    const scroller = document.querySelector('aside') as HTMLElement;
    const link = markActiveMenuEntry(menu, 'supabase-db-pull') as HTMLElement;
    layOut(scroller, link, 300);
    revealInMenu(link);
    expect(scroller.scrollTop).toBe(0);
  });
});
