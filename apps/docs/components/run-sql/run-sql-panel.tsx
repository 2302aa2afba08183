'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { draftKey, isRunShortcut, readDraft, writeDraft } from '@/lib/run-sql/drafts';
import { runSqlMessages as m } from '@/lib/run-sql/messages';
import type { Progress } from '@/lib/run-sql/page-runner';
import type { RunAs, RunResult } from '@/lib/run-sql/protocol';
import { pageDatabase } from './page-database';
import { RunSqlResult } from './run-sql-result';

type Role = RunAs['role'];
const ROLES: Role[] = ['postgres', 'anon', 'authenticated', 'service_role'];

interface RunSqlPanelProps {
  block: number;
  /** The block's SQL as the page shows it. */
  original: string;
  pathname: string;
  /** Receives the panel's run action, for the block's Run button and Ctrl/⌘+Enter on the block's code. */
  bindRun: (run: () => void) => void;
}

function progressText(progress: Progress): string {
  if (progress.loaded === undefined) return `${progress.text}…`;
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  return progress.total
    ? `${progress.text}: ${mb(progress.loaded)} of ${mb(progress.total)} MB`
    : `${progress.text}: ${mb(progress.loaded)} MB`;
}

/** The editor, role choice, actions and result under a runnable SQL block. */
export function RunSqlPanel({ block, original, pathname, bindRun }: RunSqlPanelProps) {
  const runner = pageDatabase();
  const id = useId();
  const key = draftKey(pathname, block);
  const [sql, setSql] = useState(() => readDraft(globalThis.sessionStorage, key) ?? original);
  const [role, setRole] = useState<Role>('postgres');
  const [userId, setUserId] = useState('');
  const [users, setUsers] = useState<{ id: string; email: string | null }[]>([]);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(runner.progress);
  const [outcome, setOutcome] = useState<{ result: RunResult; role: string } | null>(null);
  // Counts finished runs, so a test or the bench can tell a new result from the same one drawn again.
  const [runs, setRuns] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const sqlRef = useRef(sql);
  sqlRef.current = sql;
  const asRef = useRef<RunAs>({ role: 'postgres' });
  asRef.current =
    role === 'authenticated'
      ? { role, id: userId.trim() }
      : ({ role } as Exclude<RunAs, { role: 'authenticated' }>);

  useEffect(() => runner.onProgress(setProgress), [runner]);

  const refreshUsers = useCallback(() => {
    runner
      .users()
      .then((list) => {
        setUsers(list);
        setUserId((current) => current || list[0]?.id || '');
      })
      .catch(() => {});
  }, [runner]);

  const run = useCallback(async () => {
    setBusy(true);
    setNotice(null);
    const as = asRef.current;
    const label = as.role === 'authenticated' ? `authenticated (${as.id || 'no id'})` : as.role;
    let result: RunResult;
    try {
      result = await runner.run(block, sqlRef.current, as);
    } catch (error) {
      result = {
        kind: 'error',
        message: m.startFailed(error instanceof Error ? error.message : String(error)),
        ms: 0,
      };
    }
    setOutcome({ result, role: label });
    setRuns((count) => count + 1);
    setBusy(false);
    if (runner.running) refreshUsers();
    // The result is announced by moving focus to it (a region named after the block's result).
    requestAnimationFrame(() => resultRef.current?.focus());
  }, [runner, block, refreshUsers]);

  useEffect(() => bindRun(() => void run()), [bindRun, run]);

  const stop = () => {
    runner.stop();
    setNotice(m.stopped);
  };
  const reset = () => {
    runner.stop();
    setOutcome(null);
    setNotice(m.resetDone);
    requestAnimationFrame(() => resultRef.current?.focus());
  };
  const edit = (text: string) => {
    setSql(text);
    writeDraft(globalThis.sessionStorage, key, text, original);
  };

  return (
    <div className="mt-2 space-y-2 border-t border-border p-3" data-run-sql-panel-ready="">
      <p className="text-xs text-muted-foreground">{m.about}</p>
      <label htmlFor={`${id}-sql`} className="block text-sm font-medium">
        {m.editorLabel}
      </label>
      <textarea
        id={`${id}-sql`}
        aria-describedby={`${id}-shortcut`}
        className="block min-h-32 w-full rounded-md border border-border bg-background p-2 font-mono text-sm focus-visible:outline-2 focus-visible:outline-ring"
        rows={Math.min(16, Math.max(4, sql.split('\n').length + 1))}
        spellCheck={false}
        value={sql}
        onChange={(event) => edit(event.target.value)}
        onKeyDown={(event) => {
          if (isRunShortcut(event.nativeEvent)) {
            event.preventDefault();
            if (!busy) void run();
          }
        }}
      />
      <p id={`${id}-shortcut`} className="text-xs text-muted-foreground">
        {m.shortcut}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-role`} className="block text-sm font-medium">
            {m.runAs}
          </label>
          <select
            id={`${id}-role`}
            className="h-9 rounded-md border border-border bg-background px-2 text-sm"
            value={role}
            onChange={(event) => {
              setRole(event.target.value as Role);
              if (event.target.value === 'authenticated') refreshUsers();
            }}
          >
            {ROLES.map((name) => (
              <option key={name} value={name}>
                {m.roles[name]}
              </option>
            ))}
          </select>
        </div>
        {role === 'authenticated' ? (
          <div>
            <label htmlFor={`${id}-user`} className="block text-sm font-medium">
              {m.userId}
            </label>
            <input
              id={`${id}-user`}
              list={`${id}-users`}
              aria-describedby={`${id}-user-hint`}
              className="h-9 w-80 max-w-full rounded-md border border-border bg-background px-2 font-mono text-xs"
              value={userId}
              onChange={(event) => setUserId(event.target.value)}
            />
            <datalist id={`${id}-users`}>
              {users.map((user) => (
                <option key={user.id} value={user.id}>
                  {user.email ?? user.id}
                </option>
              ))}
            </datalist>
            <p id={`${id}-user-hint`} className="text-xs text-muted-foreground">
              {m.userIdHint}
            </p>
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={() => void run()}
          disabled={busy}
          aria-keyshortcuts="Control+Enter Meta+Enter"
        >
          {busy ? m.running : m.run}
        </Button>
        <Button size="sm" variant="outline" onClick={stop} disabled={!busy}>
          {m.stop}
        </Button>
        <Button size="sm" variant="outline" onClick={reset}>
          {m.reset}
        </Button>
        <Button size="sm" variant="outline" onClick={() => edit(original)} disabled={sql === original}>
          {m.restore}
        </Button>
      </div>
      <p aria-live="polite" className="text-sm text-muted-foreground" data-run-sql-progress="">
        {progress ? progressText(progress) : ''}
      </p>
      <section
        ref={resultRef}
        tabIndex={-1}
        aria-label={m.regionLabel}
        className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
        data-run-sql-result=""
        data-runs={runs}
      >
        {notice ? <p className="text-sm">{notice}</p> : null}
        {outcome && !notice ? <RunSqlResult result={outcome.result} ranAs={outcome.role} /> : null}
      </section>
    </div>
  );
}
