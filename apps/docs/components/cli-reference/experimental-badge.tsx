import { cn } from '@/lib/cn';

/** Shown on commands that refuse to run without `--experimental`. */
export function ExperimentalBadge({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full border border-warning-border bg-warning-bg font-medium text-warning',
        compact ? 'px-1.5 text-[10px] leading-4' : 'px-2 py-0.5 text-xs',
        className,
      )}
      title="Requires the --experimental flag"
    >
      Experimental
    </span>
  );
}
