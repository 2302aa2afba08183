'use client';

import { type FormEvent, useId, useState } from 'react';
import { completeBaseUrl, restPathCompletionNote, restPathHint } from '@/lib/sql-to-rest/base-url';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';

export type BaseUrlDialogProps = {
  open: boolean;
  /** Radix's open-change event: Escape, a click outside, Cancel, and a successful Save all close through it. */
  onOpenChange: (open: boolean) => void;
  baseUrl: string;
  onSave: (baseUrl: string) => void;
  /** Where focus goes when the dialog closes (the host text that opened it). */
  onCloseFocus: () => void;
};

/** Asks for the API base URL used by the cURL and HTTP outputs. */
export function BaseUrlDialog({ open, onOpenChange, baseUrl, onSave, onCloseFocus }: BaseUrlDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="medium"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onCloseFocus();
        }}
      >
        {/* Mounted per opening, so the field starts from the current URL and no old error lingers. */}
        {open ? (
          <BaseUrlForm
            baseUrl={baseUrl}
            onSave={(url) => {
              onSave(url);
              onOpenChange(false);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function BaseUrlForm({ baseUrl, onSave }: { baseUrl: string; onSave: (url: string) => void }) {
  const [value, setValue] = useState(baseUrl);
  const [error, setError] = useState<string | undefined>(undefined);
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  // A hint, not an error: the reader may still save a platform host without /rest/v1.
  const hint = error ? undefined : restPathHint(value);
  // A platform address without a path is completed on save; the note says so before the reader saves.
  const note = error ? undefined : restPathCompletionNote(value);
  const noteId = useId();
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined, note ? noteId : undefined]
    .filter(Boolean)
    .join(' ');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = completeBaseUrl(value);
    if (result.ok) onSave(result.url);
    else setError(result.message);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Base URL</DialogTitle>
        <DialogDescription>
          The API address the cURL and HTTP requests use, such as your project&apos;s REST URL. Requests are
          only shown here, never sent.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium">
          URL
        </label>
        <input
          id={inputId}
          type="url"
          value={value}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
          className="h-9 rounded-md border border-border bg-background px-3 font-mono text-sm text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-invalid:border-destructive"
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        {note ? (
          <p id={noteId} data-slot="rest-path-note" className="text-sm text-muted-foreground">
            {note}
          </p>
        ) : null}
        {hint ? (
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <p id={hintId} data-slot="rest-path-hint">
              {hint.message}
            </p>
            <button
              type="button"
              onClick={() => setValue(hint.suggestion)}
              className="rounded-sm font-medium text-primary underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              Use {hint.suggestion}
            </button>
          </div>
        ) : null}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit">Save</Button>
      </DialogFooter>
    </form>
  );
}
