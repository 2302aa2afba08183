/** A combobox trigger's look, shared by the combobox and static placeholders that must match it exactly. */
export const COMBOBOX_TRIGGER_CLASS =
  'flex min-h-9 w-full min-w-0 items-center justify-between gap-2 rounded-md border border-border bg-background px-3 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-70';
