import {
  CHECK_ICON_PATH,
  COPY_CODE_ATTRIBUTE,
  COPY_CODE_LABEL,
  codeTextFor,
  X_ICON_PATH,
} from '@/lib/copy/copy-code';
import { COPY_FEEDBACK_MS, type CopyStatus, copyAnnouncement, copyLabel } from '@/lib/copy/copy-feedback';
import { type WriteText, writeToClipboard } from '@/lib/copy/use-copy-state';
import { moveTabFocus } from '@/lib/tabs/tab-keys';

/**
 * Copy buttons and tab groups inside HTML that React renders on the server but never hydrates (the reference
 * pages' sections, components/reference/reference-static-sections.tsx). The markup is the one <CopyButton>
 * (through <CopyCodeButton>) and <TabGroup> render, and the copy labels and timing are theirs; one click and
 * one keydown listener on the container bring every instance to life, so the page needs no per-widget props
 * or components in the browser.
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
    const button = (event.target as Element | null)?.closest('button');
    if (!button || !root.contains(button)) return;
    if (button.hasAttribute(COPY_CODE_ATTRIBUTE)) void copy(button);
    else if (button.getAttribute('role') === 'tab') selectStaticTab(button);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const tab = (event.target as Element | null)?.closest<HTMLElement>('[role="tab"]');
    const list = tab?.closest<HTMLElement>('[role="tablist"]');
    if (!tab || !list || !root.contains(list)) return;
    moveTabFocus(event, list, [...list.querySelectorAll('[role="tab"]')].indexOf(tab));
  };

  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  };
}

/**
 * Selects a tab the way <TabGroup> does: the tab and its panel (`aria-controls`) become the selected ones, the
 * others are deselected and hidden, and the tab list stays where it was on screen although the height of the
 * content below it changed.
 */
function selectStaticTab(tab: HTMLElement): void {
  const list = tab.closest<HTMLElement>('[role="tablist"]');
  if (!list) return;
  const top = list.getBoundingClientRect().top;
  for (const other of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    other.dataset.state = selected ? 'active' : 'inactive';
    const panelId = other.getAttribute('aria-controls');
    const panel = panelId ? document.getElementById(panelId) : null;
    if (panel) panel.hidden = !selected;
  }
  const delta = list.getBoundingClientRect().top - top;
  if (Math.abs(delta) > 1) window.scrollBy(0, delta);
}
