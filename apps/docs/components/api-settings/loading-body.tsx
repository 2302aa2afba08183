import { COMBOBOX_TRIGGER_CLASS } from '@/components/ui/combobox-trigger';
import { MESSAGES } from '@/lib/api-settings/messages';
import { ChevronDownIcon } from '../icons';
import { ValueField } from './value-field';

/**
 * The body while nothing is known yet (the code is loading, or the session is being read): a project
 * selector and a value field that both say "Loading...". Static markup, so the placeholder can render it
 * without the widget's code; the widget shows the same thing until the session is known.
 */
export function LoadingBody({ headingId }: { headingId: string }) {
  return (
    <>
      <div className="flex min-w-0 flex-col gap-1.5">
        <span className="text-sm font-medium">{MESSAGES.projectLabel}</span>
        <button type="button" disabled aria-label={MESSAGES.projectLabel} className={COMBOBOX_TRIGGER_CLASS}>
          <span className="truncate text-muted-foreground">{MESSAGES.projectSelect.loading}</span>
          <ChevronDownIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        </button>
      </div>
      <ValueField value={undefined} labelledBy={headingId} />
    </>
  );
}
