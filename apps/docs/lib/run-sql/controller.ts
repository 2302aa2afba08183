import { takePendingClicks } from '@/lib/loading/take-pending-input';
import { isRunShortcut } from './drafts';

/*
 * Makes the server-rendered Run buttons work: one listener for the page, installed by the first block's host
 * after `load` (components/run-sql/run-sql-host.tsx). Each host registers how to open its block's panel; a Run
 * opens it (its code loads then) and runs.
 */

const BLOCK = '[data-run-sql-block]';

/** Opens a block's panel (once) and resolves with its run action. */
export type Opener = (figure: HTMLElement) => Promise<() => void>;

const openers = new Map<number, Opener>();

async function runBlock(figure: HTMLElement): Promise<void> {
  const opener = openers.get(Number(figure.dataset.runSqlBlock));
  if (!opener) return;
  const run = await opener(figure);
  run();
}

function onClick(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest?.('[data-run-sql]');
  const figure = button?.closest<HTMLElement>(BLOCK);
  if (!figure) return;
  event.preventDefault();
  void runBlock(figure);
}

function onKeyDown(event: KeyboardEvent) {
  if (!isRunShortcut(event)) return;
  const target = event.target as Element | null;
  // The panel's editor handles its own shortcut; this one is for the block's code (its <pre> takes focus).
  if (!target?.matches?.('pre')) return;
  const figure = target.closest<HTMLElement>(BLOCK);
  if (!figure) return;
  event.preventDefault();
  void runBlock(figure);
}

let installed = false;

/** Registers a block's opener; the first registration installs the page's listeners. */
export function registerBlock(block: number, opener: Opener): () => void {
  openers.set(block, opener);
  if (!installed) {
    installed = true;
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
  }
  // A Run clicked before the listener existed, even after the page hydrated, was recorded by the head script
  // (lib/loading/pending-clicks.ts): taken here, and the button's mark goes, so the listener has it from now on.
  const figure = document.querySelector<HTMLElement>(`${BLOCK}[data-run-sql-block="${block}"]`);
  if (figure) {
    const clicked = takePendingClicks(figure).length > 0;
    for (const button of figure.querySelectorAll('[data-replay-click="host"]'))
      button.removeAttribute('data-replay-click');
    if (clicked) void runBlock(figure);
  }
  return () => {
    if (openers.get(block) === opener) openers.delete(block);
  };
}
