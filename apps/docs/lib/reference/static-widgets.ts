import {
  CHECK_ICON_PATH,
  COPY_CODE_ATTRIBUTE,
  COPY_CODE_LABEL,
  codeTextFor,
  X_ICON_PATH,
} from '@/lib/copy/copy-code';
import { COPY_FEEDBACK_MS, type CopyStatus, copyAnnouncement, copyLabel } from '@/lib/copy/copy-feedback';
import { type WriteText, writeToClipboard } from '@/lib/copy/use-copy-state';
import { takePendingClicks } from '@/lib/loading/take-pending-input';

/**
 * Copy buttons inside HTML that React renders on the server but never hydrates (the reference pages' sections,
 * components/reference/reference-static-sections.tsx). The markup is the one <CopyButton> (through
 * <CopyCodeButton>) renders, and the copy labels and timing are theirs; one click listener on the container
 * brings every instance to life, so the page needs no per-widget props or components in the browser. A copy
 * clicked before this ran (the head script records it, lib/loading/pending-clicks.ts) is made now. The tab groups
 * there need nothing of this: the head's tab script handles them (lib/tabs/tab-list-script.ts), so their
 * recorded clicks are dropped.
 */
export function enableStaticWidgets(
  root: HTMLElement,
  {
    write = writeToClipboard,
    feedbackMs = COPY_FEEDBACK_MS.code,
  }: { write?: WriteText; feedbackMs?: number } = {},
): () => void {
  const timers = new Map<HTMLButtonElement, ReturnType<typeof setTimeout>>();

  const showCopyStatus = (button: HTMLButtonElement, status: CopyStatus) => {
    const label = copyLabel(status, COPY_CODE_LABEL);
    button.setAttribute('aria-label', label);
    button.title = label;
    button.dataset.state = status;
    // <CopyButton> puts its status region right after the button.
    const live = button.nextElementSibling;
    if (live?.getAttribute('role') === 'status') live.textContent = copyAnnouncement(status);
    const icon = button.querySelector('svg');
    if (!icon) return;
    // The copy icon comes back from the markup saved on the first change.
    icon.dataset.idleIcon ??= icon.innerHTML;
    const resultPath = status === 'copied' ? CHECK_ICON_PATH : status === 'failed' ? X_ICON_PATH : undefined;
    icon.innerHTML = resultPath ? `<path d="${resultPath}"></path>` : icon.dataset.idleIcon;
  };

  const copy = async (button: HTMLButtonElement) => {
    let status: CopyStatus;
    try {
      await write(codeTextFor(button));
      status = 'copied';
    } catch {
      status = 'failed';
    }
    clearTimeout(timers.get(button));
    showCopyStatus(button, status);
    timers.set(
      button,
      setTimeout(() => {
        timers.delete(button);
        showCopyStatus(button, 'idle');
      }, feedbackMs),
    );
  };

  const onClick = (event: MouseEvent) => {
    // The head script records clicks here too, as this HTML never hydrates: they are handled now, not later.
    takePendingClicks(root);
    const button = (event.target as Element | null)?.closest('button');
    if (button?.hasAttribute(COPY_CODE_ATTRIBUTE) && root.contains(button)) void copy(button);
  };

  root.addEventListener('click', onClick);
  for (const { target } of takePendingClicks(root)) {
    if (target.hasAttribute(COPY_CODE_ATTRIBUTE)) void copy(target as HTMLButtonElement);
  }
  return () => {
    root.removeEventListener('click', onClick);
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  };
}
