'use client';

import { createRoot } from 'react-dom/client';
import { PageRunner } from '@/lib/run-sql/page-runner';
import { RunSqlPanel } from './run-sql-panel';

/*
 * Loaded on the first "Run" of a page: puts the editor and result under a block, into the empty slot the
 * server rendered for it (components/code/code-block.tsx). One database per page, shared by its blocks.
 */

let runner: PageRunner | undefined;

function pageRunner(): PageRunner {
  runner ??= new PageRunner(
    window.location.pathname,
    () =>
      new Worker(new URL('../../lib/run-sql/sql-runner.worker.ts', import.meta.url), {
        type: 'module',
        name: 'run-sql',
      }),
  );
  return runner;
}

const mounted = new WeakMap<Element, Promise<() => void>>();

/** Mounts the block's panel once and returns its run action. */
export function panelRunFor(figure: HTMLElement): Promise<() => void> {
  const known = mounted.get(figure);
  if (known) return known;
  const slot = figure.querySelector<HTMLElement>('[data-run-sql-slot]');
  const code = figure.querySelector('pre code')?.textContent ?? '';
  const block = Number(figure.dataset.runSqlBlock);
  const ready = new Promise<() => void>((resolve) => {
    if (!slot) return;
    slot.hidden = false;
    createRoot(slot).render(
      <RunSqlPanel
        runner={pageRunner()}
        block={block}
        original={code.replace(/\n$/, '')}
        pathname={window.location.pathname}
        bindRun={resolve}
      />,
    );
  });
  mounted.set(figure, ready);
  // The block's own Run button hands over to the panel's.
  for (const button of figure.querySelectorAll<HTMLElement>('[data-run-sql]')) button.hidden = true;
  return ready;
}
