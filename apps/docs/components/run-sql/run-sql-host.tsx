'use client';

import { useEffect } from 'react';

/** Installs the page's Run buttons once its code has loaded after `load` (see components/mdx/lazy-widgets.tsx). */
export function RunSqlHost() {
  useEffect(() => {
    void import('@/lib/run-sql/controller').then((module) => module.installRunSql());
  }, []);
  return null;
}
