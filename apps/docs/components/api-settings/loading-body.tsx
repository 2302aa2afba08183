import { buttonVariants } from '@/components/ui/button';
import { COMBOBOX_TRIGGER_CLASS } from '@/components/ui/combobox-trigger';
import { CopyButtonFace } from '@/components/ui/copy-button-face';
import { READ_ONLY_VALUE_CLASS } from '@/components/ui/read-only-value';
import { MESSAGES } from '@/lib/api-settings/messages';
import { cn } from '@/lib/cn';
import { ChevronDownIcon } from '../icons';

/** Lines the value's box shows: a URL fits one, an anon key (about 200 characters) three on a wide screen. */
export const VALUE_LINES = 3;

/**
 * The body while nothing is known yet (the code is loading, or the session is being read): a project
 * selector and a value field that both say "Loading...". Static markup (the value field and its Copy button
 * drawn as value-field.tsx draws them while loading), so the page's first paint can show it with no code and
 * the widget shows the same thing until the session is known.
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
      <div data-slot="api-settings-value" data-state="loading" className="flex gap-2">
        <textarea
          readOnly
          rows={VALUE_LINES}
          aria-labelledby={headingId}
          aria-busy
          value=""
          placeholder={MESSAGES.valueLoading}
          className={READ_ONLY_VALUE_CLASS}
        />
        <button type="button" disabled className={cn(buttonVariants({ variant: 'outline' }), 'min-w-24')}>
          <CopyButtonFace />
        </button>
      </div>
    </>
  );
}
