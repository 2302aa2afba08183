'use client';

import { Popover } from 'radix-ui';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { type ComboboxOption, type ComboboxTexts, filterOptions, moveActive } from '@/lib/ui/combobox';
import { CheckIcon, ChevronDownIcon, SearchIcon } from '../icons';
import { COMBOBOX_TRIGGER_CLASS } from './combobox-trigger';

export type ComboboxProps<T extends ComboboxOption> = {
  /** Visible label above the trigger, e.g. "Project". */
  label: string;
  /** Its texts ("Select a project...", "No project found"...), from the using feature's messages.ts. */
  texts: ComboboxTexts;
  options: readonly T[];
  /** The selected option's value, if any. */
  value: string | undefined;
  onChange: (value: string) => void;
  loading?: boolean;
  /** Shown on the (disabled) trigger when the options could not be loaded. */
  error?: string;
  className?: string;
};

/**
 * A searchable single-choice list: a trigger with role `combobox` opens a popover holding a search box (an
 * editable combobox with `aria-activedescendant`) over a `listbox`. Arrow keys, Home/End and Page Up/Down move
 * through the matches, Enter picks one, Escape closes and focus returns to the trigger.
 * The list scrolls once it has more than 10 options (each 28px tall, 280px at most).
 */
export function Combobox<T extends ComboboxOption>({
  label,
  texts,
  options,
  value,
  onChange,
  loading = false,
  error,
  className,
}: ComboboxProps<T>) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  const ids = { label: useId(), list: useId(), option: useId() };

  const matches = useMemo(() => filterOptions(options, query), [options, query]);
  const selected = options.find((option) => option.value === value);
  const disabled = loading || error !== undefined || options.length === 0;
  const triggerText = loading
    ? texts.loading
    : (error ?? (options.length === 0 ? texts.empty : (selected?.label ?? texts.placeholder)));

  function openChange(next: boolean) {
    setOpen(next);
    if (next) {
      setQuery('');
      setActive(Math.max(0, options.indexOf(selected as T)));
    }
  }

  function pick(option: T | undefined) {
    if (!option) return;
    onChange(option.value);
    setOpen(false);
  }

  function onSearchKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      pick(matches[active]);
      return;
    }
    const next = moveActive(active, event.key, matches.length);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  }

  // Keep the highlighted option in view while moving through a long list by keyboard.
  useEffect(() => {
    if (!open) return;
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  return (
    <div data-slot="combobox" className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <span id={ids.label} className="text-sm font-medium">
        {label}
      </span>
      <Popover.Root open={open} onOpenChange={openChange}>
        <Popover.Trigger asChild>
          <button
            type="button"
            role="combobox"
            aria-labelledby={ids.label}
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-controls={open ? ids.list : undefined}
            disabled={disabled}
            data-state={loading ? 'loading' : error ? 'error' : open ? 'open' : 'closed'}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                event.preventDefault();
                openChange(true);
              }
            }}
            className={COMBOBOX_TRIGGER_CLASS}
          >
            {/* The whole name, wrapped when the column is narrow: a reader checks what they picked before copying. */}
            <span className={cn('min-w-0 [overflow-wrap:anywhere]', !selected && 'text-muted-foreground')}>
              {triggerText}
            </span>
            <ChevronDownIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={4}
            aria-label={label}
            className="z-50 w-(--radix-popover-trigger-width) min-w-56 overflow-hidden rounded-md border border-border bg-background text-foreground shadow-md outline-none"
          >
            <div className="flex items-center gap-2 border-b border-border px-3">
              <SearchIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <input
                role="combobox"
                aria-label={texts.search}
                aria-expanded="true"
                aria-controls={ids.list}
                aria-autocomplete="list"
                aria-activedescendant={matches[active] ? `${ids.option}-${active}` : undefined}
                placeholder={texts.search}
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setActive(0);
                }}
                onKeyDown={onSearchKey}
                className="h-9 w-full min-w-0 bg-transparent text-sm outline-none placeholder:text-muted-foreground"
              />
            </div>
            <div
              ref={list}
              id={ids.list}
              role="listbox"
              aria-label={label}
              data-slot="combobox-list"
              hidden={matches.length === 0}
              className="max-h-[280px] overflow-y-auto"
            >
              {matches.map((option, index) => (
                // Options are picked by pointer here and by keyboard through the search box.
                // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard handled by the search combobox
                <div
                  key={option.value}
                  id={`${ids.option}-${index}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={option.value === value}
                  data-index={index}
                  data-active={index === active ? '' : undefined}
                  onPointerMove={() => setActive(index)}
                  onClick={() => pick(option)}
                  className="flex min-h-7 cursor-default items-center gap-2 px-3 py-1 text-sm data-active:bg-accent data-active:text-accent-foreground"
                >
                  <CheckIcon
                    aria-hidden="true"
                    className={cn('size-4 shrink-0', option.value !== value && 'invisible')}
                  />
                  <span className="min-w-0 [overflow-wrap:anywhere]">{option.label}</span>
                </div>
              ))}
            </div>
            {matches.length === 0 && (
              <p role="status" className="px-3 py-2 text-sm text-muted-foreground">
                {texts.empty}
              </p>
            )}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
