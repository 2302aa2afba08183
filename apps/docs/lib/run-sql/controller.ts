import { takePendingClicks } from '@/lib/loading/take-pending-input';
import { isRunShortcut } from './drafts';

/*
 * Makes the server-rendered Run buttons work: one listener for the page, installed after `load`
 * (components/run-sql/run-sql-host.tsx). Nothing of the runner loads until the reader runs a block; then the
 * panel's code, and on its first run PGlite, load on demand.
 */

const BLOCK = '[data-run-sql-block]';

async function runBlock(figure: HTMLElement): Promise<void> {
  const { panelRunFor } = await import('@/components/run-sql/mount-panel');
  const run = await panelRunFor(figure);
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

export function installRunSql(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  // A Run clicked before this listener existed was recorded by the head script (lib/loading/pending-clicks.ts).
  for (const figure of document.querySelectorAll<HTMLElement>(BLOCK)) {
    if (takePendingClicks(figure).length > 0) void runBlock(figure);
  }
}
