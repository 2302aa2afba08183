'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { type Opener, registerBlock } from '@/lib/run-sql/controller';

/*
 * One per runnable SQL block, loaded after `load` (components/mdx/lazy-widgets.tsx). It registers its block with
 * the page's Run listener and, on the block's first run, renders the editor and result into the empty slot the
 * server left in the block (components/code/code-block.tsx); the panel's code loads then, not before.
 */

const RunSqlPanel = lazy(() => import('./run-sql-panel').then((module) => ({ default: module.RunSqlPanel })));

export function RunSqlHost({ block }: { block: number }) {
  const [open, setOpen] = useState<{ slot: HTMLElement; original: string } | null>(null);
  const runReady = useRef<{ promise: Promise<() => void>; resolve: (run: () => void) => void } | null>(null);

  useEffect(() => {
    const opener: Opener = (figure) => {
      if (!runReady.current) {
        let resolve: (run: () => void) => void = () => {};
        const promise = new Promise<() => void>((done) => {
          resolve = done;
        });
        runReady.current = { promise, resolve };
        const slot = figure.querySelector<HTMLElement>('[data-run-sql-slot]');
        if (slot) {
          slot.hidden = false;
          // The block's own Run button hands over to the panel's.
          for (const button of figure.querySelectorAll<HTMLElement>('[data-run-sql]')) button.hidden = true;
          setOpen({
            slot,
            original: (figure.querySelector('pre code')?.textContent ?? '').replace(/\n$/, ''),
          });
        }
      }
      return runReady.current.promise;
    };
    return registerBlock(block, opener);
  }, [block]);

  if (!open) return null;
  return createPortal(
    <Suspense fallback={null}>
      <RunSqlPanel
        block={block}
        original={open.original}
        pathname={window.location.pathname}
        bindRun={(run) => runReady.current?.resolve(run)}
      />
    </Suspense>,
    open.slot,
  );
}
