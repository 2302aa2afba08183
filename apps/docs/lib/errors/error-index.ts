import type { IndexedError } from '@platform/docs-core/errors/paste-parser';
import type { ErrorSection } from '@/data/errors/schema';

/*
 * The paste parser's index and the page share one description of an entry: the reference page writes it into
 * each entry's data attributes (ERROR_ATTRIBUTES), and the widget reads it back from the page, so the list of
 * codes ships once, in the HTML.
 */
export const ERROR_ATTRIBUTES = {
  code: 'data-error-code',
  source: 'data-error-source',
  title: 'data-error-title',
  messages: 'data-error-messages',
  /** The HTTP status, on entries that have one. */
  status: 'data-error-status',
  /** Marks the element inside an entry that says what it means. */
  meaning: 'data-error-meaning',
  /** Marks the element inside an entry that says how to fix it (the words after "Fix:"). */
  fix: 'data-error-fix',
} as const;

/** The entries of the reference's sections as the parser indexes them. */
export function indexSections(sections: readonly ErrorSection[]): IndexedError[] {
  return sections.flatMap((section) =>
    section.entries.map((entry) => ({
      anchor: entry.code,
      source: section.id,
      code: entry.code,
      title: entry.title,
      messages: entry.messages ?? [],
    })),
  );
}

/** The data attributes of one entry's element on the page. */
export function errorAttributes(entry: IndexedError): Record<string, string> {
  return {
    [ERROR_ATTRIBUTES.code]: entry.code,
    [ERROR_ATTRIBUTES.source]: entry.source,
    [ERROR_ATTRIBUTES.title]: entry.title,
    ...(entry.messages.length > 0 ? { [ERROR_ATTRIBUTES.messages]: JSON.stringify(entry.messages) } : {}),
    ...(entry.status ? { [ERROR_ATTRIBUTES.status]: String(entry.status) } : {}),
  };
}

/** The text of the element marked with `attribute` inside `element`, if it has any. */
function markedText(element: Element, attribute: string): string | undefined {
  return element.querySelector(`[${attribute}]`)?.textContent?.replace(/\s+/g, ' ').trim() || undefined;
}

/** Reads the entries back from the page (elements with the attributes above; their id is the anchor). */
export function readPageIndex(root: ParentNode): IndexedError[] {
  return [...root.querySelectorAll<HTMLElement>(`[${ERROR_ATTRIBUTES.code}]`)].map((element) => {
    let messages: string[] = [];
    try {
      const parsed: unknown = JSON.parse(element.getAttribute(ERROR_ATTRIBUTES.messages) ?? '[]');
      if (Array.isArray(parsed)) messages = parsed.filter((item): item is string => typeof item === 'string');
    } catch {
      // A broken attribute costs that entry its messages, never the widget.
    }
    const code = element.getAttribute(ERROR_ATTRIBUTES.code) ?? '';
    const status = Number(element.getAttribute(ERROR_ATTRIBUTES.status));
    return {
      anchor: element.id || code,
      source: element.getAttribute(ERROR_ATTRIBUTES.source) ?? '',
      code,
      title: element.getAttribute(ERROR_ATTRIBUTES.title) ?? code,
      messages,
      summary: markedText(element, ERROR_ATTRIBUTES.meaning),
      ...(Number.isInteger(status) && status > 0 ? { status } : {}),
      ...(markedText(element, ERROR_ATTRIBUTES.fix)
        ? { fix: markedText(element, ERROR_ATTRIBUTES.fix) }
        : {}),
    };
  });
}
