import { CheckIcon, CopyIcon, XIcon } from '@/components/icons';
import { type CopyStatus, copyLabel } from '@/lib/copy/copy-feedback';

const icons = { idle: CopyIcon, copied: CheckIcon, failed: XIcon } satisfies Record<CopyStatus, unknown>;

/**
 * What a copy button shows: its icon and, unless icon-only, its label. The label keeps the width of the longest
 * one (app/components.css `.copy-label`), so "Copied" never moves what stands beside it. Static markup, so a
 * stand-in drawn on the server matches the button exactly.
 */
export function CopyButtonFace({
  status = 'idle',
  label = 'Copy',
  iconOnly = false,
}: {
  status?: CopyStatus;
  label?: string;
  iconOnly?: boolean;
}) {
  const Icon = icons[status];
  return (
    <>
      <Icon aria-hidden="true" className="size-4" />
      {iconOnly ? null : (
        <span className="copy-label" data-idle={label} data-copied={copyLabel('copied')}>
          <span>{copyLabel(status, label)}</span>
        </span>
      )}
    </>
  );
}
